// Where the tool's own files are: the page's assets and the agent's sources, beside the
// package's sources (the tool runs from its checkout, `swift run onchange-preview`).

import Foundation

/// The tool's folders.
enum ToolFiles {
    /// `Tools/Preview`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The page: `index.html`, `app.js`, `style.css`.
    static let assets = root.appendingPathComponent("Assets")
    /// The agent's own sources.
    static let agent = root.appendingPathComponent("Agent")
    /// The messages shared by the server and the agent.
    static let protocolSources = root.appendingPathComponent("Sources/PreviewProtocol")

    /// The Swift files directly in `folder`, sorted.
    static func swiftFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
    }
}
