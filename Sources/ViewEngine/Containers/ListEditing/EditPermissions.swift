/// The modifier behind ``View/deleteDisabled(_:)`` and ``View/moveDisabled(_:)``.
import ViewEngineCore

public struct _EditPermissionModifier: ViewModifier {
    let action: EditingAction
    let isDisabled: Bool
    public typealias Body = Never
}

/// An editing action a row can refuse.
enum EditingAction: Sendable {
    case delete, move
}

extension _EditPermissionModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        EditPermissionNode(modifier, inputs)
    }
}

/// Records that the row around it refuses (or allows) an editing action. It shows its
/// content unchanged.
@MainActor
final class EditPermissionNode<Content: View>: ModifierNode<Content, _EditPermissionModifier>, EditPermission {
    var refusedAction: EditingAction? { modifier.isDisabled ? modifier.action : nil }
}

/// A node that can refuse an editing action to the row it is in.
@MainActor
protocol EditPermission: Node {
    /// The action it refuses, if any.
    var refusedAction: EditingAction? { get }
}

extension Node {
    /// Whether a `deleteDisabled(true)` or `moveDisabled(true)` for `action` is on this
    /// view or anywhere inside it.
    func refuses(_ action: EditingAction) -> Bool {
        if (self as? any EditPermission)?.refusedAction == action { return true }
        var refused = false
        forEachChild { child in
            if !refused { refused = child.refuses(action) }
        }
        return refused
    }
}

extension View {
    /// Adds a condition for whether the view's view hierarchy is deletable.
    ///
    /// ```swift
    /// ForEach(fruits, id: \.self) { fruit in
    ///     Text(fruit).deleteDisabled(fruit == "Apple")
    /// }
    /// .onDelete { fruits.remove(atOffsets: $0) }
    /// ```
    ///
    /// ``ViewHost/delete(_:)`` refuses a row with `deleteDisabled(true)` anywhere in it
    /// (a `HostError` that says it is disabled).
    public func deleteDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, _EditPermissionModifier> {
        modifier(_EditPermissionModifier(action: .delete, isDisabled: isDisabled))
    }

    /// Adds a condition for whether the view's view hierarchy is movable.
    ///
    /// ```swift
    /// ForEach(steps, id: \.self) { step in
    ///     Text(step).moveDisabled(step == "Start")
    /// }
    /// .onMove { steps.move(fromOffsets: $0, toOffset: $1) }
    /// ```
    ///
    /// ``ViewHost/move(_:to:)`` refuses a row with `moveDisabled(true)` anywhere in it.
    public func moveDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, _EditPermissionModifier> {
        modifier(_EditPermissionModifier(action: .move, isDisabled: isDisabled))
    }
}
