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

/// One row of a `ForEach` with `onDelete`: ``ViewHost/delete(_:)`` deletes it.
@MainActor
final class DeletableRowNode<Content: View>: EditableRowNode<Content, _OnDeleteModifier>, DeletingRow {
    init(_ modifier: _OnDeleteModifier, _ inputs: _ViewInputs) {
        super.init(kind: .deletableRow, modifier, inputs)
    }

    override var editingAction: EditingAction { .delete }
    override var hasAction: Bool { modifier.action != nil }

    func delete() {
        guard let row = forEachRow else { return }
        modifier.action?(IndexSet(integer: row.offset))
    }
}

/// A row that a swipe (or the delete button of edit mode) deletes.
@MainActor
protocol DeletingRow: EditableRow {
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
    /// swipe does, naming it by its text.
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
