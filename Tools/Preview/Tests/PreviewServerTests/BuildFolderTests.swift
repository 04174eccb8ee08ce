import Foundation
import Testing
@testable import PreviewServer

/// The package's build folder: its `.build`, or the `--scratch-path` one, which SwiftPM is
/// told of, which holds the agents, and whose files are not taken for the package's sources.
@Suite("Previews: the package's build folder")
struct BuildFolderTests {
    private let package = URL(fileURLWithPath: "/home/dev/App")
    private let swift = URL(fileURLWithPath: "/opt/swift/usr/bin/swift")

    @Test func byDefaultItIsThePackagesOwnAndSwiftBuildIsNotToldOfIt() {
        let builder = PreviewBuilder(package: package, product: nil, swift: swift)
        #expect(builder.scratch.path == "/home/dev/App/.build")
        #expect(builder.scratchArguments.isEmpty)
        #expect(builder.outputFolder.path == "/home/dev/App/.build/onchange-preview/\(getpid())")
    }

    @Test func aScratchPathIsPassedToSwiftBuildAndHoldsTheAgents() {
        let builder = PreviewBuilder(package: package, product: nil, swift: swift, scratch: URL(fileURLWithPath: "/ci/.build-deps"))
        #expect(builder.scratchArguments == ["--scratch-path", "/ci/.build-deps"])
        #expect(builder.outputFolder.path == "/ci/.build-deps/onchange-preview/\(getpid())")
    }

    /// `swift build` is told the product, then the build folder, then the `-Xbuild` flags.
    @Test func swiftBuildIsGivenTheFolderAndTheFlags() {
        let plain = PreviewBuilder(package: package, product: nil, swift: swift)
        #expect(plain.buildArguments("App") == ["build", "--product", "App"])
        let shared = PreviewBuilder(package: package, product: nil, swift: swift, scratch: URL(fileURLWithPath: "/ci/.build-deps"),
                                    buildFlags: ["--disable-index-store", "-Xswiftc", "-gline-tables-only"])
        #expect(shared.buildArguments("App") == ["build", "--product", "App", "--scratch-path", "/ci/.build-deps",
                                                 "--disable-index-store", "-Xswiftc", "-gline-tables-only"])
    }

    @Test func thePackagesOwnFolderNamedAsAScratchPathIsTheDefault() {
        let builder = PreviewBuilder(package: package, product: nil, swift: swift, scratch: URL(fileURLWithPath: "/home/dev/App/.build"))
        #expect(builder.scratchArguments.isEmpty)
    }

    /// A build folder inside the package, not named `.build…`: its Swift files (the agents'
    /// registries, the dependencies' checkouts) are not the package's sources, so writing
    /// them does not start another build.
    @Test func theWatcherLeavesOutABuildFolderInsideThePackage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watched-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources/App"), build = folder.appendingPathComponent("out")
        let registry = build.appendingPathComponent("onchange-preview/1/Registry.swift")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: registry.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "// the view".write(to: sources.appendingPathComponent("View.swift"), atomically: true, encoding: .utf8)
        try "// first".write(to: registry, atomically: true, encoding: .utf8)

        var watcher = SourceWatcher(package: folder, buildFolder: build)
        try "// the registry, written again".write(to: registry, atomically: true, encoding: .utf8)
        try "// a checkout".write(to: build.appendingPathComponent("Checkout.swift"), atomically: true, encoding: .utf8)
        #expect(watcher.changes().isEmpty)
        try "// the view, edited".write(to: sources.appendingPathComponent("View.swift"), atomically: true, encoding: .utf8)
        #expect(watcher.changes() == ["Sources/App/View.swift"])
    }
}
