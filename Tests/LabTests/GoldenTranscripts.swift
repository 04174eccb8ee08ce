import Foundation

/// The golden transcripts under `Tests/LabTests/Golden/`, one `<ScenarioName>.txt` per scenario.
///
/// To regenerate them after a deliberate change, run
/// `UPDATE_GOLDENS=1 swift test --filter LabTests` and review the diff.
enum GoldenTranscripts {
    /// Whether the tests write goldens instead of comparing with them.
    static var isUpdating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }

    /// The golden transcript of `name`, or `nil` if there is none.
    static func transcript(named name: String) -> String? {
        guard let url = Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Golden") else { return nil }
        return try? String(contentsOf: url, encoding: .utf8)
    }

    /// Writes the golden transcript of `name` into the source tree.
    static func write(_ transcript: String, named name: String) throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
        try transcript.write(to: folder.appendingPathComponent("\(name).txt"), atomically: true, encoding: .utf8)
    }
}
