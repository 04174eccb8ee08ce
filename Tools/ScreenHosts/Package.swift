// swift-tools-version: 6.0
import PackageDescription

// ScreenHosts: the engine's side of the whole-screen reference set (issue 85,
// Inventory/screens.tsv). Each row's view is written here from reading the view's source
// (its containers, modifiers and labels, with the app's data as literals; none of its code
// copied), hosted as the row's test hosted it, drawn by `ViewHost.snapshot()` and
// rasterised by headless Chromium at the reference's scale; `screen-score table` then
// compares the pairs (Tools/ScreenScore). README.md has the commands.
//
//   swift test      every screen draws at its row's window; the rows table is read as written
let package = Package(
    name: "ScreenHosts",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "screen-hosts", targets: ["screen-hosts"]),
    ],
    dependencies: [
        .package(name: "OnChangeKit", path: "../.."),
    ],
    targets: [
        .target(name: "ScreenHosts", dependencies: [.product(name: "ViewEngine", package: "OnChangeKit")]),
        .executableTarget(name: "screen-hosts", dependencies: ["ScreenHosts"]),
        .testTarget(name: "ScreenHostsTests", dependencies: ["ScreenHosts"]),
    ],
    swiftLanguageModes: [.v6]
)
