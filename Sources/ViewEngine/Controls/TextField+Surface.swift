// TextField's other initializers: prompts, vertical axis, generic titles and formatted
// values. Each builds the one primitive text field over a binding to a string.

extension TextField {
    /// Creates a text field with a prompt (shown by SwiftUI while the field is empty; the
    /// engine renders the field's text, so the prompt is accepted and not shown).
    ///
    /// ```swift
    /// TextField("Name", text: $name, prompt: Text("Required"))
    /// ```
    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.init(title, text: text)
    }

    /// Creates a text field that grows along `axis` (a vertical one wraps onto new lines).
    ///
    /// ```swift
    /// TextField("Notes", text: $notes, axis: .vertical).lineLimit(3...6)
    /// ```
    public init(_ title: String, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        self.init(title, text: text)
    }

    /// Creates a text field with a prompt and a label view (iOS 15).
    ///
    /// ```swift
    /// TextField(text: $username, prompt: Text("Required")) { Text("Username") }
    /// ```
    ///
    /// The field is titled by its label when the label is a `Text` (the engine's text
    /// field has no label view of its own); give another label an `accessibilityLabel` to
    /// title it.
    public init<L: View>(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> L) {
        self.init((label() as? Text)?.content ?? "", text: text)
    }

    /// Creates a text field with a title of any string type.
    ///
    /// ```swift
    /// TextField(field.label, text: $value)
    /// ```
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(String(title), text: text)
    }

    /// Creates a text field that edits a value through a format style, such as a number.
    ///
    /// ```swift
    /// TextField("Age", value: $age, format: .number)
    /// TextField("Price", value: $price, format: .currency(code: "EUR"))
    /// ```
    ///
    /// As in SwiftUI, typing edits the field's text only; the value is written when the
    /// edit is committed — the Return key (``ViewHost/submit(_:)``) or editing ending
    /// (focus moving to another field, ``ViewHost/unfocus()``) — if the text parses. Text
    /// that does not parse leaves the value as it was.
    public init<F: ParseableFormatStyle>(_ title: String, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        let draft = EditDraft()
        let commit = {
            guard let text = draft.take(), let parsed = try? format.parseStrategy.parse(text) else { return }
            value.wrappedValue = parsed
        }
        self.init(title, text: Binding(get: { format.format(value.wrappedValue) }, set: draft.keep),
                  onEditingChanged: { isEditing in if !isEditing { commit() } }, onCommit: commit)
    }

    /// Creates a text field that edits an optional value through a format style: at
    /// commit, text that does not parse sets it to `nil`.
    ///
    /// ```swift
    /// TextField("Limit", value: $limit, format: .number)
    /// ```
    public init<F: ParseableFormatStyle>(_ title: String, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        let draft = EditDraft()
        let commit = {
            guard let text = draft.take() else { return }
            value.wrappedValue = try? format.parseStrategy.parse(text)
        }
        self.init(title, text: Binding(get: { value.wrappedValue.map(format.format) ?? "" }, set: draft.keep),
                  onEditingChanged: { isEditing in if !isEditing { commit() } }, onCommit: commit)
    }

    /// Creates a text field that edits a value through a formatter.
    ///
    /// ```swift
    /// TextField("Amount", value: $amount, formatter: numberFormatter)
    /// ```
    ///
    /// As with a format style, the value is written when the edit is committed, if the
    /// formatter reads the text (a `NumberFormatter` or a `DateFormatter`).
    public init<V>(_ title: String, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        let draft = EditDraft()
        let commit = {
            guard let text = draft.take(), let parsed = Self.parse(text, with: formatter, as: V.self) else { return }
            value.wrappedValue = parsed
        }
        self.init(title, text: Binding(get: { formatter.string(for: value.wrappedValue) ?? "" }, set: draft.keep),
                  onEditingChanged: { isEditing in if !isEditing { commit() } }, onCommit: commit)
    }

    /// What `formatter` reads from `text`, as a `V`: numbers and dates, the formatters
    /// apps use (Foundation on Linux does not open `Formatter`'s general parsing).
    private static func parse<V>(_ text: String, with formatter: Formatter, as: V.Type) -> V? {
        if let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text) {
            return Self.number(number, as: V.self)
        }
        if let dates = formatter as? DateFormatter, let date = dates.date(from: text) {
            return date as? V
        }
        return nil
    }

    /// `number` as the numeric type `V`, for formatters that produce `NSNumber`.
    private static func number<V>(_ number: NSNumber, as: V.Type) -> V? {
        switch V.self {
        case is Int.Type: number.intValue as? V
        case is Double.Type: number.doubleValue as? V
        case is Float.Type: number.floatValue as? V
        case is CGFloat.Type: CGFloat(number.doubleValue) as? V
        default: nil
        }
    }
}

/// The text typed into a formatted field since the last commit.
/// Invariant (`@unchecked Sendable`): touched only on the main actor: the field's binding
/// setter keeps the text and its commit takes it, both in frames.
final class EditDraft: @unchecked Sendable {
    private var text: String?

    /// Keeps a keystroke's text (the field's binding setter).
    func keep(_ text: String) { self.text = text }

    /// The text to commit, once.
    func take() -> String? {
        defer { text = nil }
        return text
    }
}
