// swift-tools-version: 6.1
import PackageDescription

// The engine's benchmarks, in their own package so the library stays dependency-free.
//
//   swift package benchmark                 all workloads (package-benchmark)
//   swift run -c release ratios             the goal ratios as a table, in one run
let package = Package(
    name: "OnChangeKitBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "OnChangeKit", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
        // package-benchmark depends on it too: `ratios` reads its command line as every tool does.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "Workloads", dependencies: [
            .product(name: "ViewEngine", package: "OnChangeKit"),
            .product(name: "OnChangeCompat", package: "OnChangeKit"),
        ]),
        .executableTarget(name: "ratios", dependencies: [
            "Workloads", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
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
