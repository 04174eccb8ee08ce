/// Compares rendered text with an expected rendering in which some numbers are
/// unknown: in the expected lines, ``wildcard`` stands for one or more digits (with an
/// optional minus sign).
///
/// ```swift
/// LinePattern.matches("Text \"count 3\"", "Text \"count \(LinePattern.wildcard)\"")   // true
/// ```
public enum LinePattern {
    /// Stands for an unknown integer in an expected line.
    public static let wildcard: Character = "¿"

    /// Whether `actual` matches `pattern`.
    public static func matches(_ actual: String, _ pattern: String) -> Bool {
        guard pattern.contains(wildcard) else { return actual == pattern }
        var rest = Substring(actual)
        var parts = pattern.split(separator: wildcard, omittingEmptySubsequences: false)[...]
        guard let first = parts.popFirst(), rest.hasPrefix(first) else { return false }
        rest = rest.dropFirst(first.count)
        for part in parts {
            if rest.first == "-" { rest = rest.dropFirst() }
            let digits = rest.prefix(while: \.isNumber)
            guard !digits.isEmpty else { return false }
            rest = rest.dropFirst(digits.count)
            guard rest.hasPrefix(part) else { return false }
            rest = rest.dropFirst(part.count)
        }
        return rest.isEmpty
    }

    /// The index of the first line where `actual` and `expected` differ, or `nil` when
    /// every line matches.
    public static func firstMismatch(_ actual: [String], _ expected: [String]) -> Int? {
        for index in 0..<max(actual.count, expected.count) {
            guard index < actual.count, index < expected.count, matches(actual[index], expected[index]) else { return index }
        }
        return nil
    }
}
