import Foundation

/// The lines of a source file that use one of a rule's spellings, outside line comments:
/// what the architecture tests that forbid a spelling outside one place scan with.
enum SourceLines {
    /// The lines of `text` (1-based, trimmed) that contain one of `spellings`, skipping
    /// lines that are comments.
    static func using(_ spellings: [String], in text: String) -> [(line: Int, text: String)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let code = line.trimmingCharacters(in: .whitespaces)
            guard !code.hasPrefix("//") else { return nil }
            return spellings.contains(where: code.contains) ? (index + 1, code) : nil
        }
    }
}
