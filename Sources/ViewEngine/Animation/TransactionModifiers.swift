// The modifiers that change the transaction of their content's updates: `transaction(_:)`,
// `animation(_:value:)`, `animation(_:)`. Recorded as well (`animation: easeIn, value: 3`).
import ViewEngineCore

/// The modifier behind ``View/transaction(_:)``.
public struct _TransactionModifier: ViewModifier {
    let attribute: Attribute
    let transform: (inout Transaction) -> Void
    public typealias Body = Never
}

/// The modifier behind ``View/animation(_:value:)`` and ``View/animation(_:)``.
public struct _AnimationModifier<Value: Equatable>: ViewModifier {
    let attribute: Attribute
    let animation: Animation?
    /// The value followed; `nil`: every update is animated (the deprecated form).
    let value: Value?
    public typealias Body = Never
}

extension _TransactionModifier: PrimitiveModifier, RecordedModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        TransactionNode(modifier, inputs)
    }
    package var recorded: String { attribute.rendered }
}

extension _AnimationModifier: PrimitiveModifier, RecordedModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        AnimationNode(modifier, inputs)
    }
    package var recorded: String { attribute.rendered }
}

/// The node of a `transaction(_:)`: when its content is updated in a frame, `transform`
/// is called with the transaction of that update, and the content's update sees the
/// transformed one.
@MainActor
final class TransactionNode<Content: View>: ModifierNode<Content, _TransactionModifier> {
    override func modifierWillUpdateContent(from old: _TransactionModifier) {
        var transaction = FrameTransaction.current(in: graph)
        modifier.transform(&transaction)
        FrameTransaction.push(transaction, in: graph)
    }

    override func modifierDidUpdate(from old: _TransactionModifier) { FrameTransaction.pop(in: graph) }
}

/// The node of an `animation(_:value:)`: an update in which `value` changed is animated
/// with `animation` for the content (unless the transaction disables animations); the
/// deprecated `animation(_:)` animates every update of its content.
@MainActor
final class AnimationNode<Content: View, Value: Equatable>: ModifierNode<Content, _AnimationModifier<Value>> {
    override func modifierWillUpdateContent(from old: _AnimationModifier<Value>) {
        var transaction = FrameTransaction.current(in: graph)
        if modifier.value == nil || modifier.value != old.value, !transaction.disablesAnimations {
            transaction.animation = modifier.animation
        }
        FrameTransaction.push(transaction, in: graph)
    }

    override func modifierDidUpdate(from old: _AnimationModifier<Value>) { FrameTransaction.pop(in: graph) }
}

extension View {
    /// SwiftUI's `transaction(_:)`: applies `transform` to the transaction of every update
    /// of this view — the one a `withAnimation` or `withTransaction` in the frame's event
    /// made, as the modifiers above changed it — and the view's content is updated with the
    /// result. Recorded too.
    ///
    /// ```swift
    /// Text(status)
    ///     .transaction { $0.animation = nil }     // never animated
    /// ```
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent<Self, _TransactionModifier> {
        modifier(_TransactionModifier(attribute: Attribute("transaction", ("", AnyArgument(transform))), transform: transform))
    }

    /// SwiftUI's `animation(_:value:)`: "Applies the given animation to this view when the
    /// specified value changes" — the update in which `value` changed has `animation` as
    /// its transaction's, for this view's content. Recorded too.
    ///
    /// ```swift
    /// Circle().scaleEffect(scale).animation(.easeIn, value: scale)
    /// ```
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<Self, _AnimationModifier<V>> {
        modifier(_AnimationModifier(attribute: Attribute("animation", ("", animation), ("value", AnyArgument(value))), animation: animation, value: value))
    }

    /// SwiftUI's `animation(_:)` (deprecated there for `animation(_:value:)`): every update
    /// of this view's content has `animation` as its transaction's. Recorded too.
    public func animation(_ animation: Animation?) -> ModifiedContent<Self, _AnimationModifier<Bool>> {
        modifier(_AnimationModifier(attribute: Attribute("animation", ("", animation)), animation: animation, value: nil))
    }

    /// SwiftUI's `animation(_:body:)` (iOS 17): "Applies the given animation to all
    /// animatable values within the `body` closure" — the modifiers `body` applies to the
    /// placeholder (which stands for this view) are applied to this view, and every
    /// update of what `body` makes has `animation` as its transaction's. Recorded too.
    ///
    /// ```swift
    /// MyView(isActive: isActive)
    ///     .animation(.easeInOut) { content in
    ///         content.opacity(isActive ? 1.0 : 0.0)
    ///     }
    /// ```
    ///
    /// On Apple's platforms the view the placeholder stands for keeps the transaction from
    /// outside; the engine updates it with `animation` too, as `animation(_:)` around the
    /// whole would (animations take virtual time, Rules R23, and draw no frames between).
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V)
        -> ModifiedContent<V, _AnimationModifier<Bool>> {
        body(PlaceholderContentView(content: self))
            .modifier(_AnimationModifier(attribute: Attribute("animation", ("", animation)), animation: animation, value: nil))
    }
}
