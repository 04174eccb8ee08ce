import Foundation
import Testing

/// The layers call downward only (ARCHITECTURE.md). The compiler enforces the first
/// boundary: the engine (`Core`, `Graph`) is its own target, `ViewEngineCore`, which the
/// surface and the host import and which depends on none of them. What a target cannot
/// say is checked here: inside `ViewEngine`, no feature folder uses the host.
@Suite("Layers call downward only")
struct LayeringTests {
    /// The repository: this file is `Tests/ViewEngineTests/Architecture/LayeringTests.swift`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The surface and the host.
    static let sources = root.appendingPathComponent("Sources/ViewEngine")
    /// The engine.
    static let coreSources = root.appendingPathComponent("Sources/ViewEngineCore")

    /// The Swift files under `folder` whose top folder `include` accepts (files at the
    /// top, such as `Exports.swift`, always).
    static func files(in folder: URL = sources, _ include: (String) -> Bool) -> [String] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var files: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let relative = url.path.replacingOccurrences(of: folder.path + "/", with: "")
            let top = relative.contains("/") ? String(relative.split(separator: "/")[0]) : ""
            if top.isEmpty || include(top) { files.append(url.path) }
        }
        return files.sorted()
    }

    @Test func noFeatureUsesTheHost() throws {
        // The host's declarations all hang on `ViewHost`: a feature that does not name it
        // cannot reach them.
        let features = Self.files { $0 != "Host" }
        #expect(features.count > 100)
        let naming = try features.filter { path in
            let text = try String(contentsOfFile: path, encoding: .utf8)
                .replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
            return text.range(of: #"\bViewHost\b"#, options: .regularExpression) != nil
        }
        #expect(naming == [])
    }

    @Test func theEngineIsATargetThatDependsOnNoLayerAboveIt() throws {
        // The compiler keeps the engine from using the surface only while the manifest
        // keeps the engine's target free of them: its dependencies are the clock and
        // Combine, nothing that imports it.
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let line = try #require(manifest.split(separator: "\n").first { $0.contains(#".target(name: "ViewEngineCore""#) })
        #expect(line.contains(#"dependencies: ["VirtualTime", .target(name: combineModule)]"#), "\(line)")
        #expect(Self.files(in: Self.coreSources) { _ in true }.count > 60)
    }
}
