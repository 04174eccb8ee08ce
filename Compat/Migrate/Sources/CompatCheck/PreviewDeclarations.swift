import Foundation

/// The previews a source file declares, found in its text, for `sample-previews`: a line
/// that starts a comment is left out, a block comment is not told apart (a count, not a
/// compiler).
public enum PreviewDeclarations {
    /// `#Preview "Name"`, `#Preview line 12`, and the `PreviewProvider` types by name.
    public static func names(in text: String) -> [String] {
        var names: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("//") { continue }
            if trimmed.hasPrefix("#Preview") {
                if let open = trimmed.range(of: "(\""), let close = trimmed[open.upperBound...].firstIndex(of: "\"") {
                    names.append("#Preview \"\(trimmed[open.upperBound..<close])\"")
                } else {
                    names.append("#Preview line \(index + 1)")
                }
            } else if let range = trimmed.range(of: #"(struct|class|enum)\s+(\w+)\s*:[^{]*\bPreviewProvider\b"#, options: .regularExpression) {
                let words = trimmed[range].split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
                if words.count > 1 { names.append(String(words[1])) }
            }
        }
        return names
    }
}
