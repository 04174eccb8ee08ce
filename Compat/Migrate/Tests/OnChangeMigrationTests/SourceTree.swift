import Foundation
import OnChangeMigration

/// Files of this package's source tree, found from this file's path (tests run from a
/// checkout), and the golden-file conventions.
enum SourceTree {
    /// `Compat/Migrate/`.
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/OnChangeMigrationTests/Golden/`.
    static let golden = package.appending(path: "Tests/OnChangeMigrationTests/Golden")

    /// Set `UPDATE_GOLDENS=1` to write the tool's current output over the golden files
    /// (then read the diff before committing it).
    static let updating = ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1"

    static func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// The `.swift` files of `folder`, sorted.
    static func swiftFiles(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// A file's outcomes as the golden `.report.txt` holds them: one line per call, then
    /// the import note.
    static func reportLines(_ file: FileMigration) -> String {
        var lines = file.outcomes.map { "\($0.line):\($0.column) \($0.verdict.rawValue) \($0.call): \($0.reason)" }
        if let note = file.importNote { lines.append("import: \(note)") }
        return lines.joined(separator: "\n") + "\n"
    }
}
