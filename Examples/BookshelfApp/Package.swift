// swift-tools-version: 6.1
import PackageDescription

// An iOS 16 app in the ObservableObject style (Bookshelf/), its files unchanged, built and
// tested on Linux: `import SwiftUI` is the Macros package's `SwiftUI` module (no compiler
// flag), and the model files, which import only Foundation but use `ObservableObject`,
// `@Published` and `URLSession` as on iOS, compile through the `FoundationImports` plugin.
// See Sources/ViewEngine/ViewEngine.docc/TestingAppsOnLinux.md.
//
//   swift test          the app launched in a host: the list loaded through a URL session
//                       (a stub protocol serves the JSON), a book's page, the settings
let package = Package(
    name: "BookshelfApp",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "ViewEngineMacros", path: "../../Macros"),
    ],
    targets: [
        // The app: its files as written for iOS; only this manifest knows Linux.
        .executableTarget(
            name: "Bookshelf",
            dependencies: [.product(name: "SwiftUI", package: "ViewEngineMacros")],
            path: "Bookshelf",
            plugins: [.plugin(name: "FoundationImports", package: "ViewEngineMacros")]
        ),
        // The tests: they launch the app in a host and drive it as a user would.
        .testTarget(
            name: "BookshelfTests",
            dependencies: ["Bookshelf", .product(name: "SwiftUI", package: "ViewEngineMacros")],
            resources: [.copy("books.json")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
