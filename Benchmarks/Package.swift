// swift-tools-version: 6.1
import PackageDescription

// The engine's benchmarks, in their own package so the library stays dependency-free.
//
//   swift package benchmark                 all workloads (package-benchmark)
//   swift run -c release ratios             the goal ratios as a table, in one run
//   swift build -c release --product ratios --traits NativeOnChange --scratch-path .build-native
//                                           the engine's own modern onChange beside the shim
let package = Package(
    name: "OnChangeKitBenchmarks",
    platforms: [.macOS(.v14)],
    traits: [
        .trait(
            name: "NativeOnChange",
            description: "Builds the engine with its NativeOnChange trait: fan-out gains the observer kind `native` (the engine's own onChange(of:initial:_:)), and `compat` is the shim forwarding to it."
        ),
    ],
    dependencies: [
        .package(name: "OnChangeKit", path: "..", traits: [
            .trait(name: "NativeOnChange", condition: .when(traits: ["NativeOnChange"])),
        ]),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
        // package-benchmark depends on it too: `ratios` reads its command line as every tool does.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // package-benchmark's allocation counter, alone: `allocation-budgets` counts with it.
        .package(url: "https://github.com/ordo-one/malloc-interposer.git", from: "1.5.0"),
    ],
    targets: [
        .target(name: "Workloads", dependencies: [
            "NativeWorkloads",
            .product(name: "ViewEngine", package: "OnChangeKit"),
            .product(name: "OnChangeCompat", package: "OnChangeKit"),
        ]),
        // Apart from `Workloads`, which imports OnChangeCompat: there the shim's overload
        // is the one a call picks.
        .target(name: "NativeWorkloads", dependencies: [
            .product(name: "ViewEngine", package: "OnChangeKit"),
        ]),
        .executableTarget(name: "ratios", dependencies: [
            "Workloads", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The budgets file read and checked: no engine, no interposer, so its tests are quick.
        .target(name: "AllocationBudgets"),
        // Counts the workloads' allocations with the malloc interposer (preloaded: the tool
        // starts itself again with it) and checks them against AllocationBudgets.tsv.
        .executableTarget(name: "allocation-budgets", dependencies: [
            "Workloads", "AllocationBudgets",
            .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "AllocationBudgetsTests", dependencies: ["AllocationBudgets"]),
        .executableTarget(
            name: "EngineBenchmarks",
            dependencies: [
                "Workloads",
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/EngineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
