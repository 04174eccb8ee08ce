/// The modifier behind ``View/onTapGesture(count:perform:)``.
import ViewEngineCore

public struct _TapGestureModifier: ViewModifier {
    let count: Int
    let action: () -> Void
    public typealias Body = Never
}

extension _TapGestureModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        TapGestureNode(modifier, inputs)
    }
}

/// Makes its content tappable under its text (``ViewHost/tapGesture(_:count:)``).
@MainActor
final class TapGestureNode<Content: View>: ControlModifierNode<Content, _TapGestureModifier>, Gesturing {
    init(_ modifier: _TapGestureModifier, _ inputs: _ViewInputs) {
        super.init(kind: .tapGesture, modifier, inputs)
    }

    func recognizes(_ gesture: DiscreteGesture) -> Bool { gesture == .tap(count: modifier.count) }

    func perform(_ gesture: DiscreteGesture) { modifier.action() }
}

/// A gesture the host performs on its content: an `onTapGesture`, an
/// `onLongPressGesture`, a `TapGesture` or `LongPressGesture` given to `gesture(_:)`.
@MainActor
protocol Gesturing: Node {
    /// Whether it recognizes `gesture`.
    func recognizes(_ gesture: DiscreteGesture) -> Bool
    /// Performs `gesture`, which it recognizes.
    func perform(_ gesture: DiscreteGesture)
}

/// A gesture performed whole in one frame.
enum DiscreteGesture: Equatable {
    /// A tap of `count` taps.
    case tap(count: Int)
    /// A long press.
    case longPress
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

extension ControlKind where Control == any Gesturing {
    /// A `TapGesture`, as drivers find it.
    static var tapGesture: Self { Self("TapGesture") }
}

extension TapGestureNode: PointerTargeting {
    /// A click on the content of a single-tap gesture performs it, as
    /// ``ViewHost/tapGesture(_:count:)`` does; a gesture of more taps takes no click.
    var pointerRegions: [PointerRegion] {
        guard recognizes(.tap(count: 1)) else { return [] }
        return wholeFrame(kind: kind.name, title: title) { [unowned self, title] _, driver in
            driver.perform(.tap(count: 1), on: self, titled: title)
            return "tap gesture on \"\(title)\""
        }
    }
}
