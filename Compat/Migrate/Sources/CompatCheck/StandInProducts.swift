import Foundation
import ProcessRunner

/// The library products an app's package depends on: the engine's modern `onChange`
/// (`OnChangeCompat`) and Foundation's names corelibs lacks (`FoundationOnLinux`), the macros (`ViewEngineMacros`) and every product named as one of
/// Apple's frameworks (`UIKit`, `SwiftData`, `OSLog`...), as the check gives its files.
public struct StandInProducts: Sendable {
    /// The root package's products.
    public let root: [String]
    /// The macros package's products.
    public let macros: [String]

    /// These products.
    public init(root: [String], macros: [String]) {
        self.root = root
        self.macros = macros
    }

    /// The products of the repository at `repo` and of its `Macros` package (`swift package describe`).
    public static func find(repo: String) throws -> StandInProducts {
        func libraries(_ package: String) throws -> [String] {
            let outcome = ChildProcess.run(["swift", "package", "--package-path", package, "describe", "--type", "json"])
            guard outcome.status == 0, let start = outcome.output.firstIndex(of: "{") else {
                throw CheckError("swift package describe failed in \(package):\n" + String(outcome.output.suffix(4000)))
            }
            struct Description: Decodable {
                struct Product: Decodable { var name: String; var type: [String: [String]?] }
                var products: [Product]
            }
            let description = try JSONDecoder().decode(Description.self, from: Data(outcome.output[start...].utf8))
            return description.products.filter { $0.type.keys.contains("library") }.map(\.name)
        }
        let root = try libraries(repo).filter { CheckOptions.implicitImports.contains($0) || AppleFrameworks.names.contains($0) }
        let macros = try libraries(repo + "/Macros").filter { $0 == "ViewEngineMacros" || AppleFrameworks.names.contains($0) }
        return StandInProducts(root: root.sorted(), macros: macros.sorted())
    }
}

/// The manifest of a package of an app's files built against the engine: one executable
/// target, in Swift 5 mode unless the app's targets say 6, depending on the stand-in
/// products, compiled with `flags` (what the check compiles with). `sample-previews`
/// writes one per module; `--launch` one per whole app.
public enum AppPackageManifest {
    /// A UI-test target of an app's package: its name (its files are at `Tests/<name>`).
    public struct UITestTarget: Sendable, Equatable {
        /// The target's name.
        public var name: String
        /// A target of this name.
        public init(name: String) { self.name = name }
    }

    /// The `Package.swift` text of a package named `name` whose executable target `name`
    /// depends on `products` of the repository at `repo` and its `Macros` package, and on
    /// `localModules`, targets of its own at `Sources/<module>` (the empty stand-ins of the
    /// modules an app's project provides itself); `purpose` is its comment line.
    ///
    /// With `languageMode` `6` (the app's targets compile in Swift 6), the executable target
    /// compiles in Swift 6 mode.
    ///
    /// `dependencies` are package modules built from their checkouts, each a target at
    /// `Sources/<module>` on the products and the dependencies it names, with `flags`; the
    /// executable depends on them all.
    ///
    /// With `uiTests`, a test target at `Tests/<target>` depends on the executable and on
    /// the engine's `XCUIAutomation`, in Swift 5 mode as Xcode's UI-test targets compile.
    public static func text(name: String, purpose: String, repo: String, products: StandInProducts, flags: [String],
                            localModules: [String] = [], languageMode: String? = nil,
                            dependencies: [(module: String, dependencies: [String])] = [],
                            uiTests: UITestTarget? = nil) -> String {
        let mode = languageMode == "6" ? ".swiftLanguageMode(.v6), " : ""
        let productDependencies = products.root.map { #".product(name: "\#($0)", package: "OnChangeKit")"# }
            + products.macros.map { #".product(name: "\#($0)", package: "ViewEngineMacros")"# }
        let targetDependencies = productDependencies + (localModules + dependencies.map(\.module)).map { #""\#($0)""# }
        let localTargets = localModules.map { #"        .target(name: "\#($0)", path: "Sources/\#($0)"),\#n"# }.joined()
            + dependencies.map { dependency in
                let names = productDependencies + dependency.dependencies.map { #""\#($0)""# }
                return #"        .target(name: "\#(dependency.module)", dependencies: [\#(names.joined(separator: ", "))], "#
                    + #"path: "Sources/\#(dependency.module)", swiftSettings: [.unsafeFlags(\#(flags))]),\#n"#
            }.joined()
            + (uiTests.map { #"        .testTarget(name: "\#($0.name)", dependencies: ["\#(name)", "# +
                #".product(name: "XCUIAutomation", package: "OnChangeKit")], path: "Tests/\#($0.name)"),\#n"# } ?? "")
        return """
            // swift-tools-version: 6.1
            // Written by \(purpose)
            import PackageDescription
            let package = Package(
                name: "\(name)",
                platforms: [.macOS(.v14)],
                dependencies: [
                    .package(name: "OnChangeKit", path: "\(repo)"),
                    .package(name: "ViewEngineMacros", path: "\(repo)/Macros"),
                ],
                targets: [
                    .executableTarget(name: "\(name)", dependencies: [\(targetDependencies.joined(separator: ", "))],
                                      swiftSettings: [\(mode).unsafeFlags(\(flags))]),
            \(localTargets)    ],
                swiftLanguageModes: [.v5]
            )

            """
    }
}
