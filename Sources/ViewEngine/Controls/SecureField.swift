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
import ViewEngineCore

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

extension SecureField {
    /// Creates a secure field with a prompt (shown by SwiftUI while the field is empty; the
    /// engine renders the field's dots, so the prompt is accepted and not shown).
    ///
    /// ```swift
    /// SecureField("Password", text: $password, prompt: Text("Required"))
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title of the secure field.
    ///   - text: The text to display and edit.
    ///   - prompt: A `Text` representing the prompt of the secure field.
    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.init(title, text: text)
    }

    /// Creates a secure field with a prompt and a label view (iOS 15).
    ///
    /// ```swift
    /// SecureField(text: $password, prompt: Text("Required")) { Text("Password") }
    /// ```
    ///
    /// The field is titled by its label when the label is a `Text`.
    public init<L: View>(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> L) {
        self.init((label() as? Text)?.content ?? "", text: text)
    }

    /// Creates a secure field with a title of any string type, and a prompt.
    ///
    /// ```swift
    /// SecureField(field.label, text: $secret)
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(String(title), text: text)
    }

    /// Creates a secure field whose title is a localized key.
    ///
    /// ```swift
    /// SecureField(LocalizedStringKey("Password"), text: $password)
    /// ```
    @_disfavoredOverload
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(titleKey.key, text: text)
    }
}

extension SecureField: TextEntryView {
    var onEditingChanged: (Bool) -> Void { { _ in } }
    static var kind: ControlKind<any TextEditing & RegisteredControl> { .textField }
    static var isSecure: Bool { true }
    static var trigger: SubmitTriggers { .text }
    func renderedLine(buffer: String) -> String {
        "SecureField \"\(title)\" = \"\(String(repeating: "•", count: buffer.count))\""
    }
}
