import Foundation

/// The modifier behind ``View/onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)``.
public struct _LongPressGestureModifier: ViewModifier {
    let action: () -> Void
    let onPressingChanged: ((Bool) -> Void)?
    public typealias Body = Never
}

extension _LongPressGestureModifier: PrimitiveModifier {
    static func makeNode<Content: View>(
        _ view: ModifiedContent<Content, Self>, graph: ViewGraph, parent: Node?, index: Int
    ) -> TypedNode<ModifiedContent<Content, Self>> {
        LongPressGestureNode(view, graph: graph, parent: parent, index: index)
    }
}

/// Makes its content long-pressable under its text (``ViewHost/longPress(_:)``).
@MainActor
final class LongPressGestureNode<Content: View>: ControlModifierNode<Content, _LongPressGestureModifier>, Gesturing {
    init(_ view: ModifiedContent<Content, _LongPressGestureModifier>, graph: ViewGraph, parent: Node?, index: Int) {
        super.init(kind: .longPressGesture, view, graph: graph, parent: parent, index: index)
    }

    var tapCount: Int { 1 }

    /// A whole press: pressing begins, the action runs, pressing ends.
    func perform() {
        modifier.onPressingChanged?(true)
        modifier.action()
        modifier.onPressingChanged?(false)
    }
}

extension View {
    /// Adds an action to perform when this view recognizes a long press gesture.
    ///
    /// ```swift
    /// Text("Hold me")
    ///     .onLongPressGesture { print("held") } onPressingChanged: { pressing in print(pressing) }
    /// ```
    ///
    /// Perform it with ``ViewHost/longPress(_:)``, naming the view by its text: in one
    /// frame, `onPressingChanged(true)`, the action, then `onPressingChanged(false)`. The
    /// press does not take virtual time; `minimumDuration` and `maximumDistance` are
    /// accepted for source compatibility.
    ///
    /// - Parameters:
    ///   - minimumDuration: The minimum duration of the long press.
    ///   - maximumDistance: The maximum distance the press may move.
    ///   - action: The action to perform when the long press is recognized.
    ///   - onPressingChanged: Called with `true` when the press begins, `false` when it ends.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        modifier(_LongPressGestureModifier(action: action, onPressingChanged: onPressingChanged))
    }
}
