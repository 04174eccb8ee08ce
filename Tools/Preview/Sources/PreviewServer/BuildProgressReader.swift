// A build's output, read in the pieces the process runner hands over (one may end inside a
// line), put back into lines, and each line that is a step of the build reported.

import Foundation

/// Reads a build's progress from its output as it comes.
///
/// Invariant (`@unchecked Sendable`): `partial` is read and written only under `lock`;
/// `report` is a `let`.
final class BuildProgressReader: @unchecked Sendable {
    // The lock guards `partial`.
    private let lock = NSLock()
    /// The line begun and not ended yet.
    private var partial: [UInt8] = []
    private let report: @Sendable (BuildProgress) -> Void

    /// A reader that tells `report` each step it reads.
    init(_ report: @escaping @Sendable (BuildProgress) -> Void) {
        self.report = report
    }

    /// Reads `piece`, the next part of the output.
    func read(_ piece: [UInt8]) {
        let lines: [String] = lock.withLock {
            partial += piece
            guard let end = partial.lastIndex(of: UInt8(ascii: "\n")) else {
                // A line this long is no step of SwiftPM's: it is not kept.
                if partial.count > 65_536 { partial = [] }
                return []
            }
            let whole = partial[..<end].split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
            partial.removeSubrange(...end)
            return whole
        }
        for line in lines {
            if let progress = BuildProgress(line: line) { report(progress) }
        }
    }
}
