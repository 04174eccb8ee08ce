// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

// ViewEngineMacros: SwiftUI's macros (#Preview, @Previewable, @Entry) for the engine,
// and SwiftData (@Model is a macro). Macros need a compiler plugin, and a plugin needs
// swift-syntax, so they live in this opt-in package and the library stays
// dependency-free. Import `ViewEngineMacros` instead of `ViewEngine`: it re-exports the
// engine.
//
//   swift test      the expansions (assertMacroExpansion), previews mounted in hosts,
//                   SwiftData's contexts, stores and queries

// SwiftData does not exist on Linux: there this package's `SwiftData` module lets an
// app's `import SwiftData` compile and behave as with Apple's. Where the platform has
// SwiftData, the same sources build under another name (the product keeps its name).
#if canImport(Darwin)
let swiftDataModule = "EngineSwiftData"
#else
let swiftDataModule = "SwiftData"
#endif

let package = Package(
    name: "ViewEngineMacros",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ViewEngineMacros", targets: ["ViewEngineMacros"]),
        .library(name: "SwiftData", targets: [swiftDataModule]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(name: "OnChangeKit", path: ".."),
    ],
    targets: [
        // The compiler plugin: the expansions of #Preview, @Previewable and @Entry.
        .macro(name: "ViewEngineMacrosPlugin", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        // The bounds of the section that each #Preview's record is placed in (C: the
        // linker's names for them have no Swift spelling).
        .target(name: "PreviewRecords"),
        .target(name: "ViewEngineMacros", dependencies: [
            "ViewEngineMacrosPlugin",
            "PreviewRecords",
            .product(name: "ViewEngine", package: "OnChangeKit"),
        ]),
        .testTarget(name: "ViewEngineMacrosPluginTests", dependencies: [
            "ViewEngineMacrosPlugin",
            .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
        ]),
        .testTarget(name: "ViewEngineMacrosTests", dependencies: ["ViewEngineMacros"]),
        // The system's SQLite (libsqlite3-dev on Debian), which SwiftData's stores are.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        // SwiftData, headless: @Model (expanded by the plugin), containers, contexts and
        // SQLite stores, and @Query and .modelContainer for the engine's views.
        .target(name: swiftDataModule, dependencies: [
            "ViewEngineMacrosPlugin",
            "CSQLite",
            .product(name: "ViewEngine", package: "OnChangeKit"),
        ], path: "Sources/SwiftData"),
        .testTarget(name: "SwiftDataTests", dependencies: [
            .target(name: swiftDataModule), "ViewEngineMacros", "CSQLite",
            .product(name: "OnChangeCompat", package: "OnChangeKit"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
