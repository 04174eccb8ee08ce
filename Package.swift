// swift-tools-version: 6.1
import Foundation
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

// The same for the system frameworks SwiftUI code imports beside SwiftUI: `UIKit` (the
// UIKit names `import SwiftUI` brings, which `ViewEngine` declares where the platform has
// no UIKit), `CoreGraphics` (Foundation's geometry and the CG names SwiftUI takes),
// `UserNotifications` (local notifications on the host's clock), `os` and `OSLog`
// (Logger and the log a test reads), and `AppKit` and `Cocoa` (the AppKit names a Mac
// app's SwiftUI code uses, which `ViewEngine` declares). Where the platform
// has them, ours build under other names and declare nothing.
// Swift Testing declares cross-import overlays `_Testing_UIKit`, `_Testing_AppKit` and `_Testing_CoreGraphics` that
// Linux's toolchain does not ship; with our `UIKit`, `AppKit` and `CoreGraphics`, the package provides them (empty), only
// where they are ours.
#if canImport(Darwin)
let uikitModule = "EngineUIKit"
let coreGraphicsModule = "EngineCoreGraphics"
let coreGraphicsTargets = [coreGraphicsModule]
let userNotificationsModule = "EngineUserNotifications"
let osModule = "EngineOS"
let osLogModule = "EngineOSLog"
let uikitTargets = [uikitModule]
let uikitOverlay: [Target] = []
let frameworkSubmodules: [Target.Dependency] = []
let appKitModule = "EngineAppKit"
let appKitTargets = [appKitModule]
let cocoaModule = "EngineCocoa"
#else
let uikitModule = "UIKit"
let coreGraphicsModule = "CoreGraphics"
let coreGraphicsTargets = [coreGraphicsModule, "_Testing_CoreGraphics"]
let userNotificationsModule = "UserNotifications"
let osModule = "os"
let osLogModule = "OSLog"
let uikitTargets = [uikitModule, "_Testing_UIKit"]
let appKitModule = "AppKit"
let appKitTargets = [appKitModule, "_Testing_AppKit"]
let cocoaModule = "Cocoa"
// The Clang side of `UIKit`, `AppKit` and `os` (Sources/EngineFrameworkSubmodules): empty
// Clang modules of the same names whose submodules (`import UIKit.UIImage`, `import os.log`)
// bring the Swift modules as their overlays, as Apple's frameworks do.
let frameworkSubmodules: [Target.Dependency] = ["EngineFrameworkSubmodules"]
let uikitOverlay: [Target] = [.systemLibrary(name: "EngineFrameworkSubmodules", path: "Sources/EngineFrameworkSubmodules"),
                              .target(name: "_Testing_UIKit", path: "Sources/_Testing_UIKit"),
                              .target(name: "_Testing_AppKit", path: "Sources/_Testing_AppKit"),
                              .target(name: "_Testing_CoreGraphics", path: "Sources/_Testing_CoreGraphics")]
#endif

// The sanitizers' runs in CI build and run only the suites that exercise what each finds
// (.ci/run says the same):
// - ONCHANGEKIT_TEST_SUITES=threads (thread sanitizer): threads, locks and hand-overs
//   between them — Combine on its own, and the engine's rules (R14 main actor, R15 objects
//   written from other threads, R20 Combine in views), Combine's operators in views, the
//   identity fuzzer (tasks and sleepers on the virtual clock), data flow, the host
//   (settle, virtual time), tasks' lifecycles and robustness.
// - ONCHANGEKIT_TEST_SUITES=memory (address sanitizer, with the NativeOnChange trait): the
//   same suites, which drive every graph operation (the fenced unsafe code in
//   Graph/Unsafe, node storage, teardown, unowned references), plus the suites whose code
//   the trait changes (OnChangeCompat's migration tests, ViewEngineTesting's, the
//   Updaters) and the lab's transcripts, which must not change with the engine's own
//   onChange(of:initial:_:).
// Not the app-style corpus, the per-family suites (controls, navigation, presentation,
// the surface) or the other rules' suites (frames, layout, styles, preferences, identity):
// they run on the main actor only, through the same graph code the fuzzer drives, and run
// whole, uninstrumented, in the default configuration. Each test file a sanitizer's build
// leaves out is compile time saved twice (ASan and TSan instrument every line).
let testSuites = Context.environment["ONCHANGEKIT_TEST_SUITES"]
let threadSuiteFolders = [
    "Rules/R14HandOverTests.swift", "Rules/R14MainActorTests.swift", "Rules/R15ObservableObjectTests.swift",
    "Rules/R20CombineTests.swift", "Combine", "Fuzz", "DataFlow", "Host", "Lifecycle", "Robustness",
    "Surface/ViewIsolationTests.swift",
]

let viewEngineTestDependencies: [Target.Dependency] = [
    "ViewEngine", "ViewEngineCore", "ViewEngineTesting", "TestSupport", "TestSignals",
    .target(name: osModule), .target(name: osLogModule), .target(name: userNotificationsModule), .target(name: cocoaModule),
    "FoundationOnLinux",
] + (uikitTargets + appKitTargets + coreGraphicsTargets).map { .target(name: $0) }

let testTargets: [Target] = [
    // A strings table in two languages, copied beside the test program, where
    // `String(localized:)` and every host that names no tables find it
    // (Localization/StringsFixture/README.md).
    .testTarget(name: "ViewEngineTests", dependencies: viewEngineTestDependencies,
                exclude: ["Localization/StringsFixture/README.md"],
                resources: [.copy("Localization/StringsFixture/en.lproj"), .copy("Localization/StringsFixture/de.lproj")]),
    // Combine on its own, written from Apple's documentation; time on a virtual clock
    // driven without a host.
    .testTarget(name: "CombineTests", dependencies: [.target(name: combineModule), "VirtualTime", "TestSignals"]),
    .testTarget(name: "OnChangeCompatTests", dependencies: ["ViewEngine", "OnChangeCompat", "TestSupport"]),
    .testTarget(name: "UpdatersTests", dependencies: ["ViewEngine", "Updaters", "TestSupport"]),
    .testTarget(name: "ViewEngineTestingTests", dependencies: ["ViewEngine", "ViewEngineTesting"]),
    // A UI-test target as an app's is: XCTest files that say only `import XCTest`, and
    // TargetApplication.swift naming the app they launch; plus the failures' words.
    .testTarget(name: "XCUIAutomationTests", dependencies: ["ViewEngine", "XCUIAutomation"]),
    .testTarget(name: "AssetSymbolGenerationTests", dependencies: ["AssetSymbolGeneration"]),
    .testTarget(name: "CoreDataModelGenerationTests", dependencies: ["CoreDataModelGeneration"]),
    .testTarget(name: "LabTests", dependencies: ["LabScenarios"], resources: [.copy("Golden")]),
    // App-style view files written as SwiftUI apps write them, compiled unchanged but for
    // the import (ViewEngine.docc/Surface.md); the driven ones have transcript tests.
    .testTarget(name: "CorpusTests", dependencies: [
        "ViewEngine", "OnChangeCompat", "LabTranscript", .target(name: combineModule),
    ], exclude: ["README.md"]),
]

/// The paths under Tests/ViewEngineTests outside `kept`, excluded from a target that builds
/// only `kept` (with `sources:` SwiftPM would warn of every other file as unhandled, and
/// the sanitizer's build is a warning check).
func viewEngineTestsExcluded(keeping kept: [String]) -> [String] {
    let root = Context.packageDirectory + "/Tests/ViewEngineTests"
    func entries(_ relative: String) -> [String] {
        let path = relative.isEmpty ? root : root + "/" + relative
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { relative.isEmpty ? $0 : relative + "/" + $0 }
    }
    func outside(_ relative: String) -> [String] {
        if kept.contains(relative) { return [] }
        guard kept.contains(where: { $0.hasPrefix(relative + "/") }) else { return [relative] }
        return entries(relative).flatMap(outside)
    }
    return entries("").flatMap(outside)
}

let threadTestTargets: [Target] = [
    .testTarget(name: "ViewEngineTests", dependencies: viewEngineTestDependencies,
                exclude: viewEngineTestsExcluded(keeping: threadSuiteFolders)),
    .testTarget(name: "CombineTests", dependencies: [.target(name: combineModule), "VirtualTime", "TestSignals"]),
]

let memoryTestTargets: [Target] = threadTestTargets + testTargets.filter {
    ["OnChangeCompatTests", "UpdatersTests", "ViewEngineTestingTests", "LabTests"].contains($0.name)
}

let selectedTestTargets = switch testSuites {
case "threads": threadTestTargets
case "memory": memoryTestTargets
default: testTargets
}

let package = Package(
    name: "OnChangeKit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ViewEngine", targets: ["ViewEngine"]),
        .library(name: "OnChangeCompat", targets: ["OnChangeCompat"]),
        .library(name: "FoundationOnLinux", targets: ["FoundationOnLinux"]),
        .library(name: "Updaters", targets: ["Updaters"]),
        .library(name: "ViewEngineTesting", targets: ["ViewEngineTesting"]),
        .library(name: "XCUIAutomation", targets: ["XCUIAutomation"]),
        .library(name: uikitModule, targets: uikitTargets),
        .library(name: appKitModule, targets: appKitTargets),
        .library(name: cocoaModule, targets: [cocoaModule]),
        .library(name: coreGraphicsModule, targets: coreGraphicsTargets),
        .library(name: userNotificationsModule, targets: [userNotificationsModule]),
        .library(name: osModule, targets: [osModule]),
        .library(name: osLogModule, targets: [osLogModule]),
        .library(name: "AssetSymbolGeneration", targets: ["AssetSymbolGeneration"]),
        .library(name: "CoreDataModelGeneration", targets: ["CoreDataModelGeneration"]),
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
        .target(name: uikitModule, dependencies: ["ViewEngine", .target(name: userNotificationsModule), .target(name: coreGraphicsModule)] + frameworkSubmodules,
                path: "Sources/UIKit"),
        .target(name: appKitModule, dependencies: ["ViewEngine"] + frameworkSubmodules, path: "Sources/AppKit"),
        .target(name: cocoaModule, dependencies: [.target(name: appKitModule)], path: "Sources/Cocoa"),
        .target(name: coreGraphicsModule, dependencies: ["ViewEngine"], path: "Sources/CoreGraphics"),
        .target(name: userNotificationsModule, dependencies: ["ViewEngine", "VirtualTime"], path: "Sources/UserNotifications"),
        .target(name: osModule, dependencies: ["VirtualTime"] + frameworkSubmodules, path: "Sources/os"),
        .target(name: osLogModule, dependencies: [.target(name: osModule), "ViewEngine"], path: "Sources/OSLog"),
        .target(name: "OnChangeCompat", dependencies: ["ViewEngine"], path: "Compat/OnChangeCompat"),
        // The names ViewEngine declares for Foundation-only files where corelibs lacks them,
        // re-exported with Foundation (the check imports it into every file).
        .target(name: "FoundationOnLinux", dependencies: ["ViewEngine"]),
        .target(name: "Updaters", dependencies: ["ViewEngine", "ViewEngineCore"]),
        // The Swift file Xcode generates from an app's asset catalogs (ColorResource,
        // ImageResource): Foundation only; Macros' AssetSymbols plugin and the tools use it.
        .target(name: "AssetSymbolGeneration"),
        // An app's Core Data model (.xcdatamodeld) read, and the classes Xcode generates for
        // it written: Foundation only; Macros' CoreData module and CoreDataModels plugin and
        // the tools use it.
        .target(name: "CoreDataModelGeneration"),
        // Swift Testing drivers over ViewHost; imports the toolchain's Testing, nothing else.
        .target(name: "ViewEngineTesting", dependencies: ["ViewEngine"]),
        // XCUITest's API over the host: a UI-test target's files, unchanged, launch the app
        // in-process and query its accessibility tree. The command line it gives the app is
        // written in one Swift 5 file (Swift 6 makes CommandLine.arguments read-only).
        .target(name: "XCUIAutomation", dependencies: ["ViewEngine", "XCUIProcessArguments", "XCUITestDiscovery"]),
        .target(name: "XCUIProcessArguments", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "XCUITestDiscovery", swiftSettings: [.swiftLanguageMode(.v5)]),
        // The lab's scenarios live with the examples (Examples/Lab); its executable is onchange-lab.
        .target(name: "LabTranscript", path: "Examples/Lab/Transcript"),
        .target(name: "LabSeedBackport", dependencies: ["ViewEngine", "LabTranscript"], path: "Examples/Lab/SeedBackport"),
        .target(name: "LabScenarios", dependencies: ["ViewEngine", "OnChangeCompat", "Updaters", "LabTranscript", "LabSeedBackport"], path: "Examples/Lab/Scenarios"),
        .executableTarget(name: "onchange-lab", dependencies: ["LabScenarios"]),
        // The one way tests wait outside virtual time: a wait a suite's .timeLimit ends.
        .target(name: "TestSignals", path: "Tests/TestSignals"),
        .target(name: "TestSupport", dependencies: ["ViewEngine"], path: "Tests/TestSupport"),
    ] + selectedTestTargets + uikitOverlay,
    swiftLanguageModes: [.v6]
)

