// swift-tools-version: 6.1
import PackageDescription

// Combine does not exist on Linux: there our own `Combine` module (Combine's publishers,
// subscribers, operators and schedulers, ObservableObject, @Published) lets SwiftUI
// code's `import Combine` compile and behave as with Apple's. Where the platform has
// Combine, the same sources build under another name.
#if canImport(Darwin)
let combineModule = "EngineCombine"
#else
let combineModule = "Combine"
#endif

let package = Package(
    name: "OnChangeKit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ViewEngine", targets: ["ViewEngine"]),
        .library(name: "OnChangeCompat", targets: ["OnChangeCompat"]),
        .library(name: "Updaters", targets: ["Updaters"]),
        .library(name: "ViewEngineTesting", targets: ["ViewEngineTesting"]),
        .executable(name: "onchange-lab", targets: ["onchange-lab"]),
    ],
    traits: [
        .trait(
            name: "NativeOnChange",
            description: "Gives ViewEngine its own onChange(of:initial:_:), as iOS 17 gave SwiftUI, and deprecates the legacy onChange(of:perform:) and the OnChangeCompat shim."
        ),
    ],
    targets: [
        .target(name: "VirtualTime"),
        .target(name: combineModule, dependencies: ["VirtualTime"], path: "Sources/Combine"),
        // The engine: the protocols users conform to, the structural views and the graph
        // (nodes, frames, storage, registry, reporting). The SwiftUI surface and the host
        // build on it in `ViewEngine`, which re-exports it; the compiler keeps the layers.
        .target(name: "ViewEngineCore", dependencies: ["VirtualTime", .target(name: combineModule)]),
        .target(name: "ViewEngine", dependencies: ["ViewEngineCore", "VirtualTime", .target(name: combineModule)]),
        .target(name: "OnChangeCompat", dependencies: ["ViewEngine"], path: "Compat/OnChangeCompat"),
        .target(name: "Updaters", dependencies: ["ViewEngine", "ViewEngineCore"]),
        // Swift Testing drivers over ViewHost; imports the toolchain's Testing, nothing else.
        .target(name: "ViewEngineTesting", dependencies: ["ViewEngine"]),
        .target(name: "LabTranscript"),
        .target(name: "LabSeedBackport", dependencies: ["ViewEngine", "LabTranscript"]),
        .target(name: "LabScenarios", dependencies: ["ViewEngine", "OnChangeCompat", "Updaters", "LabTranscript", "LabSeedBackport"]),
        .executableTarget(name: "onchange-lab", dependencies: ["LabScenarios"]),
        // The one way tests wait outside virtual time: a wait a suite's .timeLimit ends.
        .target(name: "TestSignals", path: "Tests/TestSignals"),
        .target(name: "TestSupport", dependencies: ["ViewEngine"], path: "Tests/TestSupport"),
        .testTarget(name: "ViewEngineTests", dependencies: ["ViewEngine", "ViewEngineCore", "TestSupport", "TestSignals"]),
        // Combine on its own, written from Apple's documentation; time on a virtual clock
        // driven without a host.
        .testTarget(name: "CombineTests", dependencies: [.target(name: combineModule), "VirtualTime", "TestSignals"]),
        .testTarget(name: "OnChangeCompatTests", dependencies: ["ViewEngine", "OnChangeCompat", "TestSupport"]),
        .testTarget(name: "UpdatersTests", dependencies: ["ViewEngine", "Updaters", "TestSupport"]),
        .testTarget(name: "ViewEngineTestingTests", dependencies: ["ViewEngine", "ViewEngineTesting"]),
        .testTarget(name: "LabTests", dependencies: ["LabScenarios"], resources: [.copy("Golden")]),
        // App-style view files written as SwiftUI apps write them, compiled unchanged but for
        // the import (ViewEngine.docc/Surface.md); the driven ones have transcript tests.
        .testTarget(name: "CorpusTests", dependencies: [
            "ViewEngine", "OnChangeCompat", "LabTranscript", .target(name: combineModule),
        ], exclude: ["README.md"]),
    ],
    swiftLanguageModes: [.v6]
)
