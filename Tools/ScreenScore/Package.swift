// swift-tools-version: 6.0
import PackageDescription

// ScreenScore: compares a whole screen the engine drew with the picture iOS drew of the
// same view, by structure (canvas, cards and bars, separators, controls, text lines,
// colour) at point scale, and says which level fails first and by how much (README.md).
// A package of its own with no package dependency; it links the system's zlib to read PNGs.
//
//   swift test      synthetic screens drawn in the tests, encoded to PNG, read back and scored
let package = Package(
    name: "ScreenScore",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ScreenScore", targets: ["ScreenScore"]),
        .executable(name: "screen-score", targets: ["screen-score"]),
    ],
    targets: [
        // zlib's inflate (PNG's image data) and crc32, from the system (zlib1g-dev).
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        .target(name: "ScreenScore", dependencies: ["CZlib"]),
        .executableTarget(name: "screen-score", dependencies: ["ScreenScore"]),
        .testTarget(name: "ScreenScoreTests", dependencies: ["ScreenScore", "CZlib"]),
    ],
    swiftLanguageModes: [.v6]
)
