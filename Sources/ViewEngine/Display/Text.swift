/// A view that displays one or more lines of read-only text.
///
/// ```swift
/// Text("count: \(count)")
/// ```
public struct Text: View, Equatable {
    /// The string the text displays.
    public let content: String

    /// Creates a text view that displays a string.
    public init(_ content: String) { self.content = content }

    /// Creates a text view that displays a string.
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    /// Creates a text view that displays a string without localization.
    public init(verbatim content: String) { self.content = content }

    public typealias Body = Never
}

extension Text: LeafView {
    var renderedLine: String { "Text \"\(content)\"" }
}
