/// Spellings of identifiers.
enum Identifiers {
    /// `name` for `` `name` `` and `name`.
    static func plain(_ text: String) -> String {
        text.hasPrefix("`") && text.hasSuffix("`") && text.count > 1 ? String(text.dropFirst().dropLast()) : text
    }

    /// `$0`, `$1`, ...: a closure's anonymous parameter.
    static func isAnonymousParameter(_ text: String) -> Bool {
        text.hasPrefix("$") && text.count > 1 && text.dropFirst().allSatisfy(\.isNumber)
    }
}
