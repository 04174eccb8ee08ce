/// A control that displays an editable text interface.
///
/// ```swift
/// TextField("text:", text: $text)
/// ```
///
/// Drive it with ``ViewHost/type(_:into:)``. Like SwiftUI's, the field keeps its own
/// editing buffer (SPEC R11): when the binding refuses a write, the field keeps
/// showing what was typed until its binding's value changes or the field is re-created.
public struct TextField: View {
    let title: String
    let text: Binding<String>

    /// Creates a text field with a text label generated from a title string.
    public init(_ title: String, text: Binding<String>) {
        self.title = title
        self.text = text
    }

    public typealias Body = Never
}

extension TextField: PrimitiveView {
    static func makeNode(_ view: Self, graph: ViewGraph, parent: Node?, index: Int) -> TypedNode<Self> {
        TextFieldNode(view, graph: graph, parent: parent, index: index)
    }
}

/// The node of a ``TextField``: the editing buffer and the binding it writes through.
@MainActor
final class TextFieldNode: ControlNode<TextField>, FocusableField {
    private var text: Binding<String>
    /// What the field shows.
    private(set) var buffer: String
    /// The binding's value when the field last looked at it.
    private var lastSeenValue: String

    init(_ view: TextField, graph: ViewGraph, parent: Node?, index: Int) {
        text = view.text
        buffer = ""
        lastSeenValue = ""
        super.init(kind: .textField, title: view.title, graph: graph, parent: parent, index: index)
        let value = readTracked { view.text.wrappedValue }
        buffer = value
        lastSeenValue = value
    }

    override func update(_ view: TextField) {
        text = view.text
        retitle(view.title)
        reevaluate()
    }

    /// Follows the binding: a changed value replaces the buffer; an unchanged one leaves it.
    override func reevaluate() {
        let value = readTracked { text.wrappedValue }
        if value != lastSeenValue {
            buffer = value
            lastSeenValue = value
        }
    }

    /// One keystroke: the buffer shows `newText` and the binding is asked to store it.
    func edit(_ newText: String) {
        buffer = newText
        text.wrappedValue = newText
    }

    override func didDisappear() {
        super.didDisappear()
        graph.focus.fieldDisappeared(self)
    }

    override func render(into output: inout RenderOutput) {
        output.line("TextField \"\(title)\" = \"\(buffer)\"")
    }
}
