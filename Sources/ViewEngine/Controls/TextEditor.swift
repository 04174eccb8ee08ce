/// A view that can display and edit long-form text.
///
/// ```swift
/// @State private var notes = ""
/// TextEditor(text: $notes)
///     .accessibilityLabel("Notes")
/// try host.type("Buy milk", into: "Notes")
/// ```
///
/// It has no title, so the drivers find it by what it shows: its `accessibilityLabel`,
/// or else its current text (an empty editor is `""`). ``ViewHost/type(_:into:)`` replaces
/// its text keystroke by keystroke and ``ViewHost/focus(_:)`` focuses it, as for a
/// `TextField`; return inserts a line break, so ``ViewHost/submit(_:)`` does not apply.
/// Like a text field it keeps its own editing buffer (Rules R11): when the binding
/// refuses a write, the editor keeps showing what was typed until the binding's value
/// changes or the editor is re-created. ``ViewHost/render()`` writes
/// `TextEditor = "Buy milk"`.
import ViewEngineCore

public struct TextEditor: View {
    let text: Binding<String>

    /// Creates a plain text editor.
    ///
    /// ```swift
    /// TextEditor(text: $fullText)
    /// ```
    ///
    /// - Parameter text: A binding to the text to edit.
    public init(text: Binding<String>) {
        self.text = text
    }

    public typealias Body = Never
}

extension TextEditor: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        TextEditorNode(view, inputs)
    }
}

/// The node of a ``TextEditor``: its editing buffer, and the title the drivers know it by
/// (its text, unless an `accessibilityLabel` titled it).
@MainActor
final class TextEditorNode: ControlNode<TextEditor>, TextEditing {
    private var text: Binding<String>
    /// What the editor shows.
    private(set) var buffer = ""
    /// The binding's value when the editor last looked at it.
    private var lastSeenValue = ""
    /// The title the node gave itself (its text). A title that differs is an
    /// `accessibilityLabel`'s, which the text no longer replaces.
    private var ownTitle = ""

    init(_ view: TextEditor, _ inputs: _ViewInputs) {
        text = view.text
        super.init(kind: .textEditor, title: "", inputs)
        let value = readTracked { view.text.wrappedValue }
        buffer = value
        lastSeenValue = value
        titleByText()
    }

    override func apply(_ view: TextEditor) {
        text = view.text
        reevaluate()
    }

    /// Follows the binding: a changed value replaces the buffer; an unchanged one leaves it.
    override func reevaluate() {
        let value = readTracked { text.wrappedValue }
        if value != lastSeenValue {
            buffer = value
            lastSeenValue = value
            titleByText()
        }
    }

    /// Titles the editor by its text, unless a label titled it.
    private func titleByText() {
        guard title == ownTitle else { return }
        ownTitle = buffer
        retitle(buffer)
    }

    func edit(_ newText: String) {
        buffer = newText
        titleByText()
        text.wrappedValue = newText
    }

    /// A text editor has no submission: return inserts a line break.
    func submit() {}

    override func didDisappear() {
        super.didDisappear()
        graph.focus.fieldDisappeared(self)
    }

    override func renderLines(into output: inout RenderOutput) {
        output.line("TextEditor = \"\(buffer)\"")
    }

    /// Flexible in both directions, as iOS's scrollable text editor is: as large as it is
    /// offered, whether empty or not; offered nothing in a direction, its text's size in it
    /// (its widest line, and one line of its font per line, one when empty) (Measures §5
    /// "Text editor").
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let font = ControlLayout.font(of: self)
        let lines = buffer.split(separator: "\n", omittingEmptySubsequences: false)
        let idealWidth = lines.map { TextLayout.pixelCeil(font.width(of: String($0))) }.max() ?? 0
        let idealHeight = TextLayout.pixelCeil(font.lineHeight) * CGFloat(max(1, lines.count))
        return CGSize(width: ControlLayout.filling(proposal, ideal: idealWidth),
                      height: proposal.height.map { max(0, $0) } ?? idealHeight)
    }
}

extension ControlKind where Control == any TextEditing & RegisteredControl {
    /// A `TextEditor`, as drivers find it (by its accessibility label or its text).
    static var textEditor: Self { Self("TextEditor") }
}

extension TextEditorNode: PointerTargeting {
    /// A click into the editor focuses it, as a tap does.
    var pointerRegions: [PointerRegion] {
        wholeFrame(kind: kind.name, title: title) { [unowned self, title] _, driver in
            driver.focus(self, titled: title)
            return "focus \"\(title)\""
        }
    }
}
