import ViewEngineCore
import Foundation

/// The modifier behind ``DynamicViewContent/onMove(perform:)``.
public struct _OnMoveModifier: ViewModifier {
    let action: ((IndexSet, Int) -> Void)?
    public typealias Body = Never
}

extension _OnMoveModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        MovableRowNode(modifier, inputs)
    }
}

/// One row of a `ForEach` with `onMove`: ``ViewHost/move(_:to:)`` moves it.
@MainActor
final class MovableRowNode<Content: View>: EditableRowNode<Content, _OnMoveModifier>, MovingRow {
    init(_ modifier: _OnMoveModifier, _ inputs: _ViewInputs) {
        super.init(kind: .movableRow, modifier, inputs)
    }

    override var editingAction: EditingAction { .move }
    override var hasAction: Bool { modifier.action != nil }

    func move(to destination: Int) {
        guard let row = forEachRow else { return }
        modifier.action?(IndexSet(integer: row.offset), destination)
    }
}

/// A row that a drag moves.
@MainActor
protocol MovingRow: EditableRow {
    /// Calls the `ForEach`'s `onMove` action with the row's offset and `destination`.
    func move(to destination: Int)
}

extension DynamicViewContent {
    /// Sets the move action for the dynamic view.
    ///
    /// ```swift
    /// List {
    ///     ForEach(fruits, id: \.self) { Text($0) }
    ///         .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
    /// }
    /// try host.move("Apple", to: 3)    // the action gets ([0], 3)
    /// ```
    ///
    /// The action gets the offsets of the moved rows in the view's data and the
    /// destination offset, counted before the move (so moving the first of three rows to
    /// the end is `([0], 3)`). ``ViewHost/move(_:to:)`` moves a row as a drag does.
    ///
    /// - Parameter action: The action to perform when elements are moved; `nil` disables
    ///   moving.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ModifiedContent<Self, _OnMoveModifier> {
        modifier(_OnMoveModifier(action: action))
    }
}

extension ControlKind where Control == any MovingRow {
    /// A row of a `ForEach` with `onMove`, as drivers find it.
    static var movableRow: Self { Self("MovableRow") }
}
