/// A control that displays an editable text interface.
///
/// ```swift
/// TextField("text:", text: $text)
/// TextField("Email", text: $email, onEditingChanged: { editing in print(editing) }, onCommit: { send() })
/// ```
///
/// Drive it with ``ViewHost/type(_:into:)`` and ``ViewHost/submit(_:)``. Like SwiftUI's,
/// the field keeps its own editing buffer (Rules R11): when the binding refuses a write,
/// the field keeps showing what was typed until its binding's value changes or the field
/// is re-created.
///
/// Typing into a field begins editing it (`onEditingChanged(true)`, after the field that
/// was being edited ends: `onEditingChanged(false)`); submitting it runs `onCommit`, then
/// the `onSubmit` actions around it, then ends editing.
import ViewEngineCore

public struct TextField: View {
    let title: String
    let text: Binding<String>
    let onEditingChanged: (Bool) -> Void
    let onCommit: () -> Void

    /// Creates a text field with a text label generated from a title string.
    public init(_ title: String, text: Binding<String>) {
        self.init(title, text: text, onEditingChanged: { _ in }, onCommit: {})
    }

    /// Creates a text field with a text label generated from a title string, and actions
    /// for the start and end of editing and for the return key.
    ///
    /// ```swift
    /// TextField("Search", text: $query, onEditingChanged: { isEditing = $0 }, onCommit: { search() })
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title of the text field.
    ///   - text: The text to display and edit.
    ///   - onEditingChanged: Called with `true` when editing begins, `false` when it ends.
    ///   - onCommit: Called when the user submits the field (the return key).
    public init(_ title: String, text: Binding<String>,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {
        self.title = title
        self.text = text
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }

    public typealias Body = Never
}

extension TextField: TextEntryView {
    static var kind: ControlKind<any TextEditing & RegisteredControl> { .textField }
    static var trigger: SubmitTriggers { .text }
    func renderedLine(buffer: String) -> String { "TextField \"\(title)\" = \"\(buffer)\"" }
}

/// A primitive view that edits text through a binding: `TextField`, `SecureField`, the
/// search field of `.searchable`.
@MainActor
protocol TextEntryView: PrimitiveView {
    var title: String { get }
    var text: Binding<String> { get }
    var onEditingChanged: (Bool) -> Void { get }
    var onCommit: () -> Void { get }
    /// The kind it is registered as.
    static var kind: ControlKind<any TextEditing & RegisteredControl> { get }
    /// The `onSubmit(of:)` trigger that submitting it fires.
    static var trigger: SubmitTriggers { get }
    /// What ``ViewHost/render()`` writes for it, showing `buffer`.
    func renderedLine(buffer: String) -> String
    /// Whether it hides what is typed (a `SecureField`, drawn as dots).
    static var isSecure: Bool { get }
    /// Whether it is the field of a `searchable` view: 36 points high, drawn as iOS's
    /// search field (SearchField+Picture.swift).
    static var isSearchField: Bool { get }
}

extension TextEntryView {
    static var isSecure: Bool { false }
    static var isSearchField: Bool { false }
}

extension TextEntryView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        TextFieldNode(view, inputs)
    }
}

/// A node that the text drivers edit and submit.
@MainActor
protocol TextEditing: FocusableField {
    /// What the field shows.
    var buffer: String { get }
    /// One keystroke: the buffer shows `newText` and the binding is asked to store it.
    func edit(_ newText: String)
    /// The return key: `onCommit`, then the `onSubmit` actions around it; then the field
    /// loses focus, unless an action moved it.
    func submit()
}

/// The node of a ``TextEntryView``: the editing buffer and the binding it writes through.
@MainActor
final class TextFieldNode<Field: TextEntryView>: ControlNode<Field>, TextEditing {
    private var field: Field
    /// What the field shows.
    private(set) var buffer: String
    /// The binding's value when the field last looked at it.
    private var lastSeenValue: String

    init(_ view: Field, _ inputs: _ViewInputs) {
        field = view
        buffer = ""
        lastSeenValue = ""
        super.init(kind: Field.kind, title: view.title, inputs)
        let value = readTracked { view.text.wrappedValue }
        buffer = value
        lastSeenValue = value
    }

    override func apply(_ view: Field) {
        field = view
        retitle(view.title)
        reevaluate()
    }

    /// Follows the binding: a changed value replaces the buffer; an unchanged one leaves it.
    override func reevaluate() {
        let value = readTracked { field.text.wrappedValue }
        if value != lastSeenValue {
            buffer = value
            lastSeenValue = value
        }
    }

    func edit(_ newText: String) {
        buffer = newText
        field.text.wrappedValue = newText
    }

    func submit() {
        field.onCommit()
        SubmitActions.run(for: self, trigger: Field.trigger)
        if graph.focus.focusedField === self { graph.focus.move(to: nil) }
    }

    /// Gaining focus begins editing; losing it ends editing.
    func focusDidChange(isFocused: Bool) { field.onEditingChanged(isFocused) }

    override func didDisappear() {
        super.didDisappear()
        graph.focus.fieldDisappeared(self)
    }

    override func renderLines(into output: inout RenderOutput) {
        output.line(field.renderedLine(buffer: buffer))
    }

    // MARK: Layout (Rules R22, `ControlLayout`)

    /// As wide as it is offered, whatever it shows — a text field is flexible in width, as
    /// iOS's are, so a stack gives it what is left whether it is empty or not —, or as its
    /// text (or prompt) when it is offered no width; one line of its font high. The
    /// `.roundedBorder` style adds its horizontal inset either side of the text and is 34
    /// points high whatever its font, or its line's height where that is taller (Measures
    /// §5 "Rounded border text field"). A search field is 34.33 high whatever its text size
    /// (Measures §5 "Search field").
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let font = ControlLayout.font(of: self)
        if Field.isSearchField {
            let ideal = SearchFieldGeometry.inside.textInset + TextLayout.pixelCeil(font.width(of: buffer.isEmpty ? title : buffer)) + SearchFieldGeometry.inside.glyphInset
            return CGSize(width: ControlLayout.filling(proposal, ideal: ideal), height: SearchFieldGeometry.field.height)
        }
        let inset = textInset
        let shown = buffer.isEmpty ? title : buffer
        let width = ControlLayout.filling(proposal, ideal: TextLayout.pixelCeil(font.width(of: shown)) + 2 * inset)
        let line = TextLayout.pixelCeil(font.lineHeight)
        return CGSize(width: width, height: isRoundedBorder ? max(TextFieldGeometry.roundedBorderHeight, line) : line)
    }

    /// Whether it hides what is typed (a `SecureField`).
    var isSecure: Bool { Field.isSecure }

    /// Whether it is drawn in the `.roundedBorder` style (else the plain style).
    var isRoundedBorder: Bool { RecordedStyles.name(.textFieldStyle, around: self) == "roundedBorder" }

    /// The inset of the text from either side of the field's frame: none in the plain
    /// style; the rounded border's in `.roundedBorder`. The text is centred vertically.
    var textInset: CGFloat { isRoundedBorder ? TextFieldGeometry.roundedBorderTextInset : 0 }
}

/// A text field's measures.
enum TextFieldGeometry {
    /// The `.roundedBorder` style's inset of the text from either side; the field is a
    /// fixed height, the text centred in it (Measures §5 "Rounded border text field").
    static let roundedBorderTextInset: CGFloat = 7
    /// The `.roundedBorder` style's height, whatever its font's size (Measures §5
    /// "Rounded border text field").
    static let roundedBorderHeight: CGFloat = 34
    /// The rounded border's corner radius and line width.
    static let roundedBorderRadius: CGFloat = 5
    static let roundedBorderLine: CGFloat = 0.5
}

extension ControlKind where Control == any TextEditing & RegisteredControl {
    /// A `TextField`, as drivers find it.
    static var textField: Self { Self("TextField") }
}

extension TextFieldNode: PointerTargeting {
    /// A click into the field focuses it, as a tap does.
    var pointerRegions: [PointerRegion] {
        wholeFrame(kind: kind.name, title: title) { [unowned self, title] _, driver in
            driver.focus(self, titled: title)
            return "focus \"\(title)\""
        }
    }
}
