// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

// ViewEngineMacros: SwiftUI's macros (#Preview, @Previewable, @Entry) for the engine.
// Macros need a compiler plugin, and a plugin needs swift-syntax, so they live in this
// opt-in package and the library stays dependency-free. Import `ViewEngineMacros`
// instead of `ViewEngine`: it re-exports the engine.
//
//   swift test      the expansions (assertMacroExpansion) and previews mounted in hosts
let package = Package(
    name: "ViewEngineMacros",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ViewEngineMacros", targets: ["ViewEngineMacros"]),
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
    ],
    swiftLanguageModes: [.v6]
)
