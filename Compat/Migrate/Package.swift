// swift-tools-version: 6.1
import PackageDescription

// The project's tools, on one swift-syntax build; their own package, so the library stays
// dependency-free.
//
// onchange-migrate rewrites legacy `onChange(of:perform:)` calls to `onChange(of:initial:_:)`,
// and says which it cannot rewrite without changing behaviour. compat-check type-checks an
// app's files, unchanged, against the engine; inventory counts what a sample of apps uses
// (Scripts/compat-check and Scripts/inventory run them). screens-fetch fetches the whole-screen
// reference set's iOS pictures again (Scripts/screens-fetch, Inventory/screens.tsv).
//
//   swift run onchange-migrate --check Sources     a diff, exit 1 if anything would change
//   swift run compat-check path/to/YourApp         which view files compile against the engine
//   swift test                                     goldens, the behaviour proof (shim), the check's tests
//   swift test --traits NativeOnChange             the behaviour proof on the engine's native API
//   swift package host-tools compat-check          the tools built for the host (Scripts/compat-check)
let package = Package(
    name: "OnChangeTools",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "onchange-migrate", targets: ["onchange-migrate"]),
        .executable(name: "compat-check", targets: ["compat-check"]),
        .executable(name: "inventory", targets: ["inventory"]),
        .executable(name: "sample-previews", targets: ["sample-previews"]),
        .executable(name: "uitest-check", targets: ["uitest-check"]),
        .executable(name: "screens-fetch", targets: ["screens-fetch"]),
    ],
    traits: [
        .trait(
            name: "NativeOnChange",
            description: "Builds the engine with its own onChange(of:initial:_:) (the engine's iOS 17), so the behaviour proof runs the migrated fixtures on the native API."
        ),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The one process runner of the tools, shared with the preview server.
        .package(path: "../../Tools/ProcessRunner"),
        .package(
            name: "OnChangeKit", path: "../..",
            traits: [.trait(name: "NativeOnChange", condition: .when(traits: ["NativeOnChange"]))]
        ),
    ],
    targets: [
        .target(name: "OnChangeMigration", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .executableTarget(name: "onchange-migrate", dependencies: [
            "OnChangeMigration",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The compatibility check and the usage inventory (Inventory/README.md).
        .target(name: "CompatCheck", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftIfConfig", package: "swift-syntax"),
            .product(name: "ProcessRunner", package: "ProcessRunner"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "AssetSymbolGeneration", package: "OnChangeKit"),
            .product(name: "CoreDataModelGeneration", package: "OnChangeKit"),
        ], resources: [.copy("swiftui_names.txt")]),
        .executableTarget(name: "compat-check", dependencies: [
            "CompatCheck",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "inventory", dependencies: [
            "CompatCheck",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The sample's previews drawn (each app's compiled files in a package of its own,
        // drawn by Tools/Preview's onchange-preview --render-to).
        .executableTarget(name: "sample-previews", dependencies: [
            "CompatCheck",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "ProcessRunner", package: "ProcessRunner"),
        ]),
        // The UI-test sample's suites built unchanged against XCUIAutomation and run, test by test.
        .executableTarget(name: "uitest-check", dependencies: [
            "CompatCheck",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The whole-screen reference set's iOS pictures and view sources fetched again, at the
        // commits Inventory/screens.tsv names, into a folder outside the repository.
        .executableTarget(name: "screens-fetch", dependencies: [
            "CompatCheck",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The tools built for the host, as a macro's plugin is (`swift package host-tools`):
        // Scripts/compat-check runs them so, on the macros' plugin's swift-syntax.
        .plugin(
            name: "HostTools",
            capability: .command(intent: .custom(
                verb: "host-tools",
                description: "Builds the tools for the host, on the swift-syntax a macro's plugin links."
            )),
            dependencies: ["onchange-migrate", "compat-check", "inventory", "sample-previews", "uitest-check", "screens-fetch"]
        ),
        // Its end-to-end test type-checks a small app against the engine modules built for it.
        .testTarget(name: "CompatCheckTests", dependencies: [
            "CompatCheck",
            .product(name: "ProcessRunner", package: "ProcessRunner"),
            .product(name: "ViewEngine", package: "OnChangeKit"),
            .product(name: "OnChangeCompat", package: "OnChangeKit"),
            .product(name: "FoundationOnLinux", package: "OnChangeKit"),
        ]),
        // The behaviour proof: the same fixture views before (legacy) and after (the tool's
        // output, checked in), compiled side by side.
        .target(name: "FixtureTranscript", path: "Fixtures/Transcript"),
        .target(name: "LegacyFixtures", dependencies: [
            "FixtureTranscript",
            .product(name: "ViewEngine", package: "OnChangeKit"),
        ], path: "Fixtures/Legacy"),
        .target(name: "MigratedFixtures", dependencies: [
            "FixtureTranscript",
            .product(name: "ViewEngine", package: "OnChangeKit"),
            .product(name: "OnChangeCompat", package: "OnChangeKit"),
        ], path: "Fixtures/Migrated"),
        .testTarget(name: "OnChangeMigrationTests", dependencies: [
            "OnChangeMigration",
            "FixtureTranscript",
            "LegacyFixtures",
            "MigratedFixtures",
            .product(name: "ViewEngine", package: "OnChangeKit"),
        ], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
