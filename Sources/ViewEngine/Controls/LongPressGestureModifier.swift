import ViewEngineCore
import Foundation

/// The modifier behind ``View/onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)``.
public struct _LongPressGestureModifier: ViewModifier {
    let action: () -> Void
    let onPressingChanged: ((Bool) -> Void)?
    public typealias Body = Never
}

extension _LongPressGestureModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        LongPressGestureNode(modifier, inputs)
    }
}

/// Makes its content long-pressable under its text (``ViewHost/longPress(_:)``).
@MainActor
final class LongPressGestureNode<Content: View>: ControlModifierNode<Content, _LongPressGestureModifier>, Gesturing {
    init(_ modifier: _LongPressGestureModifier, _ inputs: _ViewInputs) {
        super.init(kind: .longPressGesture, modifier, inputs)
    }

    func recognizes(_ gesture: DiscreteGesture) -> Bool { gesture == .longPress }

    /// A whole press: pressing begins, the action runs, pressing ends.
    func perform(_ gesture: DiscreteGesture) {
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

extension ControlKind where Control == any Gesturing {
    /// A `LongPressGesture`, as drivers find it.
    static var longPressGesture: Self { Self("LongPressGesture") }
}
