// How far a build has got, as SwiftPM says it line by line when its output is not a
// terminal: `[12/345] Compiling ViewEngine Text.swift`. The page shows the last step while
// the package builds, so a first build of several minutes is seen to move.

import Foundation

/// One step of a build: SwiftPM's `[done/total] step`.
struct BuildProgress: Equatable, Sendable {
    /// The steps done.
    let done: Int
    /// Of how many (SwiftPM's count grows while it plans).
    let total: Int
    /// What the step does: `Compiling ViewEngine Text.swift`.
    let step: String
}

extension BuildProgress {
    /// The progress a line of SwiftPM's output says, or `nil` for any other line.
    init?(line: some StringProtocol) {
        let line = line.trimmingCharacters(in: .whitespacesAndNewlines)
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return nil }
        let counts = line[line.index(after: line.startIndex)..<close].split(separator: "/", omittingEmptySubsequences: false)
        guard counts.count == 2, let done = Int(counts[0]), let total = Int(counts[1]), done >= 0, total >= done else { return nil }
        self.init(done: done, total: total, step: line[line.index(after: close)...].trimmingCharacters(in: .whitespaces))
    }
}
