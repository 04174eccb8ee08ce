/// The modifier behind ``View/onTapGesture(count:perform:)``.
public struct _TapGestureModifier: ViewModifier {
    let count: Int
    let action: () -> Void
    public typealias Body = Never
}

extension _TapGestureModifier: PrimitiveModifier {
    static func makeNode<Content: View>(
        _ view: ModifiedContent<Content, Self>, graph: ViewGraph, parent: Node?, index: Int
    ) -> TypedNode<ModifiedContent<Content, Self>> {
        TapGestureNode(view, graph: graph, parent: parent, index: index)
    }
}

/// Makes its content tappable under its text (``ViewHost/tapGesture(_:count:)``).
@MainActor
final class TapGestureNode<Content: View>: ControlModifierNode<Content, _TapGestureModifier>, Gesturing {
    init(_ view: ModifiedContent<Content, _TapGestureModifier>, graph: ViewGraph, parent: Node?, index: Int) {
        super.init(kind: .tapGesture, view, graph: graph, parent: parent, index: index)
    }

    var tapCount: Int { modifier.count }

    func perform() { modifier.action() }
}

/// A gesture the host performs on its content.
@MainActor
protocol Gesturing: Node {
    /// The number of taps it needs (1 for a long press).
    var tapCount: Int { get }
    func perform()
}

extension View {
    /// Adds an action to perform when this view recognizes a tap gesture.
    ///
    /// ```swift
    /// Text("Row \(index)")
    ///     .onTapGesture { selected = index }
    /// Image(systemName: "heart")
    ///     .onTapGesture(count: 2) { liked.toggle() }
    /// ```
    ///
    /// Perform it with ``ViewHost/tapGesture(_:count:)``, naming the view by its text.
    ///
    /// - Parameters:
    ///   - count: The number of taps required to trigger the action.
    ///   - action: The action to perform.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_TapGestureModifier(count: count, action: action))
    }
}
