/// The plain string of a localized key or a text, for the names a configuration keeps.
///
/// Neither type exposes its string publicly (as in SwiftUI), so the first string stored in
/// the value is taken: a key's text, or a verbatim or localized text's string. A text
/// built otherwise (a date, a concatenation) gives what it stores first, or "".
enum PlainText {
    static func string(of value: Any) -> String {
        firstString(in: value, depth: 0) ?? ""
    }

    private static func firstString(in value: Any, depth: Int) -> String? {
        if let string = value as? String { return string }
        guard depth < 6 else { return nil }
        for child in Mirror(reflecting: value).children {
            if let string = firstString(in: child.value, depth: depth + 1) { return string }
        }
        return nil
    }
}
