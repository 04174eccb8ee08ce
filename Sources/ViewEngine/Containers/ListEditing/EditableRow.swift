/// A row of a `ForEach` that a driver deletes or moves: the node of an `onDelete` or
/// `onMove` applied to the `ForEach`, one per row (the `ForEach` distributes the modifier
/// to its rows, Rules R19). It is registered under its row's text.
@MainActor
class EditableRowNode<Content: View, Modifier: ViewModifier>: ControlModifierNode<Content, Modifier>, EditableRow {
    /// The action it performs.
    var editingAction: EditingAction { .delete }

    /// Whether the `ForEach` gave no action (`onDelete(perform: nil)`).
    var hasAction: Bool { true }

    /// Whether the row refuses its action: no action, or `deleteDisabled(true)` /
    /// `moveDisabled(true)` in the row.
    final var isEditingDisabled: Bool {
        guard hasAction, let row = forEachRow else { return true }
        return row.root.refuses(editingAction)
    }
}

/// A row a driver deletes or moves.
@MainActor
protocol EditableRow: RegisteredControl {
    /// Whether the row refuses to be edited (the driver throws a ``HostError`` saying so).
    var isEditingDisabled: Bool { get }
}
