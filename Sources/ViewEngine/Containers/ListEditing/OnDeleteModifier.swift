import ViewEngineCore
import Foundation

/// The modifier behind ``DynamicViewContent/onDelete(perform:)``.
public struct _OnDeleteModifier: ViewModifier {
    let action: ((IndexSet) -> Void)?
    public typealias Body = Never
}

extension _OnDeleteModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        DeletableRowNode(modifier, inputs)
    }
}

/// One row of a `ForEach` with `onDelete`: ``ViewHost/delete(_:)`` deletes it, and a
/// leftward swipe shows its synthesized Delete button (SwipeToDelete.swift).
@MainActor
final class DeletableRowNode<Content: View>: EditableRowNode<Content, _OnDeleteModifier>, DeletingRow {
    /// The Delete button, mounted while the row is swiped open.
    private var deleteButton: TypedNode<Button<Text>>?

    init(_ modifier: _OnDeleteModifier, _ inputs: _ViewInputs) {
        super.init(kind: .deletableRow, modifier, inputs)
    }

    override var editingAction: EditingAction { .delete }
    override var hasAction: Bool { modifier.action != nil }

    func delete() {
        guard let row = forEachRow else { return }
        modifier.action?(IndexSet(integer: row.offset))
    }

    /// Whether the row is swiped open, its Delete button shown.
    var isOpen: Bool { deleteButton != nil }

    /// The Delete button's subtree, while the row is open.
    var actionsRoot: Node? { deleteButton }

    /// Mounts the Delete button: a destructive button that closes the row and deletes it.
    func open() {
        guard deleteButton == nil else { return }
        deleteButton = mountChild(Button(Self.deleteTitle, role: .destructive) { [weak self] in
            self?.close()
            self?.delete()
        }, at: 1)
    }

    /// Unmounts the Delete button.
    func close() {
        guard let deleteButton else { return }
        self.deleteButton = nil
        dismount(deleteButton)
    }

    override func didDisappear() {
        super.didDisappear()
        close()
    }

    override func forEachChild(_ body: (Node) -> Void) {
        body(content)
        deleteButton.map(body)
    }

    /// The row alone takes space: its Delete button is drawn over the row's trailing end.
    override func appendLayoutSubviews(to subviews: inout [Node]) { content.appendLayoutSubviews(to: &subviews) }

    override func renderLines(into output: inout RenderOutput) {
        content.render(into: &output)
        guard let deleteButton else { return }
        output.indented { output in
            output.nested("onDelete, open") { deleteButton.render(into: &$0) }
        }
    }
}

/// A row that a swipe (or the delete button of edit mode) deletes: its swipe shows the
/// synthesized Delete button.
@MainActor
protocol DeletingRow: EditableRow, SwipeActing {
    /// Calls the `ForEach`'s `onDelete` action with the row's offset.
    func delete()
}

extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view.
    ///
    /// ```swift
    /// List {
    ///     ForEach(fruits, id: \.self) { Text($0) }
    ///         .onDelete { offsets in fruits.remove(atOffsets: offsets) }
    /// }
    /// try host.delete("Banana")    // the action gets [1]
    /// ```
    ///
    /// You must delete the corresponding item within `action`: the action gets the offsets
    /// of the deleted rows in the view's data. ``ViewHost/delete(_:)`` deletes a row as a
    /// swipe does, naming it by its text. In a `List`, a leftward drag on a row
    /// (``ViewHost/drag(from:to:)``, XCUITest's `swipeLeft()`) opens it on a red Delete
    /// button, which ``ViewHost/tap(_:)`` or a tap at it runs; a full swipe deletes at once.
    /// A row with trailing `swipeActions` of its own has no Delete button.
    ///
    /// - Parameter action: The action to perform when elements are deleted; `nil` disables
    ///   deleting.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ModifiedContent<Self, _OnDeleteModifier> {
        modifier(_OnDeleteModifier(action: action))
    }
}

extension ControlKind where Control == any DeletingRow {
    /// A row of a `ForEach` with `onDelete`, as drivers find it.
    static var deletableRow: Self { Self("DeletableRow") }
}
