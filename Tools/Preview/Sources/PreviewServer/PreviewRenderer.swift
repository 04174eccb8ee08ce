// Every preview of a package drawn to a file, without a server or a page: the package and
// its agent built as for the page, each preview opened in the agent at the standard
// display and its picture (`host.snapshot()`, SVG) written out. A preview that traps ends
// the agent's process, which is started again for the next one, so one trap stops no
// other preview. `onchange-preview --render-to FOLDER` runs it.

import Foundation
import PreviewProtocol

/// Draws every preview of a package to SVG files.
public enum PreviewRenderer {
    /// How one preview fared.
    public struct Outcome: Sendable, Equatable {
        /// The preview: its id (`Module/File.swift:12`, `Module/File.swift#Type`), kind and name.
        public let entry: PreviewEntry
        /// `rendered`, `no picture` (the host drew nothing), `error` (the agent refused it)
        /// or `trapped`.
        public let outcome: String
        /// The error's or the trap's message (and the user's line a trap came from).
        public let detail: String
        /// The picture's file, when one was written.
        public let file: URL?

        /// One line of a tab-separated table: file, preview, kind, outcome, detail.
        public var tableRow: String {
            [entry.file, entry.name, entry.kind, outcome, detail]
                .map { $0.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ") }
                .joined(separator: "\t")
        }
    }

    /// Builds the package `options` names, draws each of its previews (or the one
    /// `options.preview` names) into `folder`, and returns how each fared, in the agent's
    /// order; `progress` is told each as it comes.
    ///
    /// - Throws: ``PreviewError`` when the package does not build or has no agent.
    public static func run(_ options: ServerOptions, swift: URL, to folder: URL,
                           progress: @Sendable (Outcome) -> Void = { _ in }) async throws -> [Outcome] {
        let package = URL(fileURLWithPath: options.packagePath).standardizedFileURL
        let builder = PreviewBuilder(options: options, swift: swift)
        builder.removeStaleAgents()
        defer { try? FileManager.default.removeItem(at: builder.outputFolder) }
        let executable: URL, product: String
        switch try await builder.build() {
        case .built(let agent, let built):
            (executable, product) = (agent, built)
        case .failed(let errors, let log):
            let listed = errors.map { "\($0.file):\($0.line):\($0.column): error: \($0.message)" }.joined(separator: "\n")
            throw PreviewError("The package does not build:\n" + (errors.isEmpty ? log : listed))
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var starts = 0
        func startAgent() throws -> AgentProcess {
            starts += 1
            let traps = AgentProcess.TrapSource(report: builder.outputFolder.appendingPathComponent("trap-\(starts).json"),
                                                package: package.path, excluded: [ToolFiles.root.path])
            return try AgentProcess(executable: executable, environment: ProcessInfo.processInfo.environment, traps: traps)
        }
        var agent = try startAgent()
        guard let listed = try await agent.send(.list).previews else {
            throw PreviewError("The preview agent of \(product) listed no previews.")
        }
        let chosen = options.preview.map { wanted in listed.filter { $0.id == wanted || $0.name == wanted } } ?? listed
        if let wanted = options.preview, chosen.isEmpty { throw PreviewError(PreviewSession.unknownPreview(wanted, listed)) }
        var outcomes: [Outcome] = []
        for entry in chosen {
            let outcome: Outcome
            do {
                let reply = try await agent.send(.open(preview: entry.id, display: .standard))
                if let error = reply.error {
                    outcome = Outcome(entry: entry, outcome: "error", detail: error, file: nil)
                } else if let svg = reply.state?.svg {
                    let file = folder.appendingPathComponent(fileName(for: entry.id))
                    try svg.write(to: file, atomically: true, encoding: .utf8)
                    outcome = Outcome(entry: entry, outcome: "rendered", detail: "", file: file)
                } else {
                    outcome = Outcome(entry: entry, outcome: "no picture", detail: "", file: nil)
                }
            } catch let ending as AgentEnding {
                outcome = Outcome(entry: entry, outcome: "trapped",
                                  detail: ending.summary + (ending.location.map { " at \($0)" } ?? ""), file: nil)
                await agent.stop()
                agent = try startAgent()
            }
            outcomes.append(outcome)
            progress(outcome)
        }
        await agent.stop()
        return outcomes
    }

    /// A file name for the preview `id`: its characters outside letters, digits, `.`, `-`
    /// and `_` replaced by `_`, and `.svg`.
    static func fileName(for id: String) -> String {
        String(id.map { $0.isLetter || $0.isNumber || "._-".contains($0) ? $0 : "_" }) + ".svg"
    }
}
