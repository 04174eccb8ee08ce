// swift-tools-version: 6.1
import PackageDescription

// ViewEngineSnapshotTesting: pointfreeco's swift-snapshot-testing for the engine's hosts.
// Its SwiftUI image strategies need UIKit and never run on Linux; these compare the
// engine's text — the SVG picture of the window (`ViewHost.snapshot()`), the rendered tree
// and its frames — so that `assertSnapshot(of: host, as: .svg)` runs in Linux CI. An
// opt-in package, so that the engine stays dependency-free.
//
//   swift test      the strategies against the committed references in
//                   Tests/ViewEngineSnapshotTestingTests/__Snapshots__, and a changed
//                   screen failing against them

let package = Package(
    name: "ViewEngineSnapshotTesting",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ViewEngineSnapshotTesting", targets: ["ViewEngineSnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(name: "OnChangeKit", path: ".."),
    ],
    targets: [
        .target(name: "ViewEngineSnapshotTesting", dependencies: [
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            .product(name: "ViewEngine", package: "OnChangeKit"),
        ]),
        .testTarget(name: "ViewEngineSnapshotTestingTests", dependencies: ["ViewEngineSnapshotTesting"],
                    exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
