// swift-tools-version: 6.1
import PackageDescription

// onchange-preview: a package's previews (#Preview and PreviewProvider) in a browser, on
// loopback, driven by clicks. A tool package of its own, so the library stays
// dependency-free: the server is Hummingbird with its WebSocket companion. The previews
// run in a child process (the agent, Agent/) that the server compiles against the
// package it serves, with SwiftPM's own build of it.
//
//   swift run onchange-preview --package ../../Examples/SwiftDataApp
//   swift test      the server's parts, then the page in Chromium through WebDriver
//                   (needs Debian's chromium and chromium-driver)
let package = Package(
    name: "OnChangePreview",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "onchange-preview", targets: ["onchange-preview"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // The messages between the server and the agent; compiled into both.
        .target(name: "PreviewProtocol"),
        .target(name: "PreviewServer", dependencies: [
            "PreviewProtocol",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        .executableTarget(name: "onchange-preview", dependencies: ["PreviewServer"]),
        .testTarget(name: "PreviewServerTests", dependencies: ["PreviewServer", "PreviewProtocol"]),
    ],
    swiftLanguageModes: [.v6]
)
