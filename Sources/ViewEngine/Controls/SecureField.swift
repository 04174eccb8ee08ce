/// A control into which the user securely enters private text.
///
/// ```swift
/// SecureField("Password", text: $password)
///     .onSubmit { login() }
/// ```
///
/// It is driven like a text field, under its title: ``ViewHost/type(_:into:)`` and
/// ``ViewHost/submit(_:)`` (it registers as a `TextField`). ``ViewHost/render()`` shows
/// one `•` per character, as the screen does.
public struct SecureField: View {
    let title: String
    let text: Binding<String>
    let onCommit: () -> Void

    /// Creates a secure field with a text label generated from a title string.
    public init(_ title: String, text: Binding<String>) {
        self.init(title, text: text, onCommit: {})
    }

    /// Creates a secure field that runs `onCommit` when the user submits it.
    ///
    /// ```swift
    /// SecureField("Password", text: $password, onCommit: login)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title of the secure field.
    ///   - text: The text to display and edit.
    ///   - onCommit: Called when the user submits the field (the return key).
    public init(_ title: String, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.title = title
        self.text = text
        self.onCommit = onCommit
    }

    public typealias Body = Never
}

extension SecureField: TextEntryView {
    var onEditingChanged: (Bool) -> Void { { _ in } }
    static var kind: ControlKind { .textField }
    static var trigger: SubmitTriggers { .text }
    func renderedLine(buffer: String) -> String {
        "SecureField \"\(title)\" = \"\(String(repeating: "•", count: buffer.count))\""
    }
}
