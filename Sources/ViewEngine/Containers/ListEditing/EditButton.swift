/// A button that toggles the edit mode environment value.
///
/// ```swift
/// NavigationStack {
///     List {
///         ForEach(fruits, id: \.self) { Text($0) }
///             .onDelete { fruits.remove(atOffsets: $0) }
///     }
///     .toolbar { EditButton() }
/// }
/// try host.tap("Edit")    // the edit mode is active; the button is titled "Done"
/// ```
///
/// It is titled "Edit", and "Done" while the edit mode is active, and tapped by that
/// title with ``ViewHost/tap(_:)``. ``ViewHost/render()`` writes `EditButton "Edit"`.
import ViewEngineCore

public struct EditButton: View {
    /// Creates an Edit button instance.
    ///
    /// ```swift
    /// .toolbar { EditButton() }
    /// ```
    public init() {}

    public typealias Body = Never
}

extension EditButton: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        EditButtonNode(inputs)
    }
}

/// The node of an ``EditButton``: it reads the environment's edit mode and flips it.
@MainActor
final class EditButtonNode: ControlNode<EditButton>, Activating {
    private var editMode: Binding<EditMode>?

    init(_ inputs: _ViewInputs) {
        super.init(kind: .button, title: "Edit", inputs)
        reevaluate()
    }

    override func apply(_ view: EditButton) { reevaluate() }

    /// Reads the edit mode (the binding in the environment, and its value), so the node
    /// follows both.
    override func reevaluate() {
        let isEditing = readTracked { () -> Bool in
            editMode = environment.read(by: self, slot: 0) { $0.editMode }
            return editMode?.wrappedValue.isEditing ?? false
        }
        let newTitle = isEditing ? "Done" : "Edit"
        if newTitle != title { setNeedsLayout() }
        retitle(newTitle)
    }

    /// Whether it shows "Done" (the edit mode is active).
    var isEditing: Bool { title == "Done" }

    /// A tap: an inactive mode becomes active; any other becomes inactive.
    func activate() {
        guard let editMode else { return }
        editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
    }

    override func renderLines(into output: inout RenderOutput) {
        output.line("EditButton \"\(title)\"")
    }

    // MARK: Layout (Rules R22)

    /// Its title, "Edit" or "Done", on one line of its font, as a text is measured (the
    /// text model gives a weight no width of its own).
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let font = ControlLayout.font(of: self)
        return CGSize(width: TextLayout.pixelCeil(font.width(of: title)), height: TextLayout.pixelCeil(font.lineHeight))
    }
}

/// A click on it taps it, as ``ViewHost/tap(_:)`` does.
extension EditButtonNode: TappedByPointer {}

extension EditButtonNode: PictureNode {
    /// Its title in the tint (or the foreground style set around it), "Done" semibold as
    /// iOS draws a done button.
    func draw(into picture: inout Picture) {
        picture.group("g", Picture.naming("EditButton", title: title)) { picture in
            guard let frame = Picture.drawableFrame(of: self), frame.width > 0 else { return }
            let fill: Fill = environment.values.isEnabled ? (picture.style.foreground ?? picture.tint) : .paint(picture.system("tertiaryLabel"))
            picture.writeCentered(title, font: ControlLayout.font(of: self), weight: isEditing ? .semibold : .regular,
                                  x: frame.minX, midY: frame.midY, fill: fill)
        }
    }
}
