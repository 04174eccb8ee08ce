// swift-tools-version: 6.1
import PackageDescription

// onchange-preview: a package's previews (#Preview and PreviewProvider) in a browser, on
// loopback, driven by clicks. A tool package of its own, so the library stays
// dependency-free. The page is served by the package's own small HTTP/1.1 and WebSocket
// server on the system's sockets (PageServer), not Hummingbird on SwiftNIO: a cold build of
// the tool took 29 s, where it took 226 s with them (Benchmarks/HISTORY.md, "The preview
// server: the first picture from a cold clone"). The previews run in a child process (the
// agent, Agent/) that the server compiles against the package it serves, with SwiftPM's
// own build of it. Child processes are started by the tools' one process runner
// (Tools/ProcessRunner); the command line is swift-argument-parser's, as every tool's
// beside the library.
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
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(path: "../ProcessRunner"),
    ],
    targets: [
        // The messages between the server and the agent; compiled into both.
        .target(name: "PreviewProtocol"),
        // HTTP/1.1 and WebSocket (RFC 6455) on the system's sockets: the accept loop, the
        // request parser and its limits, the upgrade (with its own SHA-1), the frames, the
        // shutdown signals. Knows nothing of previews.
        .target(name: "PageServer", dependencies: ["CPageServer"]),
        // accept4 and pipe2 (close-on-exec from the start), which Swift's Glibc module does
        // not declare (glibc declares them for _GNU_SOURCE only).
        .target(name: "CPageServer"),
        .target(name: "PreviewServer", dependencies: [
            "PreviewProtocol", "PageServer",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "ProcessRunner", package: "ProcessRunner"),
        ]),
        .executableTarget(name: "onchange-preview", dependencies: [
            "PreviewServer",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "PageServerTests", dependencies: ["PageServer"]),
        .testTarget(name: "PreviewServerTests", dependencies: [
            "PreviewServer", "PreviewProtocol",
            .product(name: "ProcessRunner", package: "ProcessRunner"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
