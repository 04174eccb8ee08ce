/// An effect that changes the visual appearance of a view, largely without changing its
/// ancestors or descendants: your own modifier that returns a ``ProjectionTransform``.
///
/// ```swift
/// struct Shake: GeometryEffect {
///     var amount: CGFloat = 10
///     var animatableData: CGFloat
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * 2), y: 0))
///     }
/// }
///
/// TextField("PIN", text: $pin).modifier(Shake(animatableData: CGFloat(attempts)))
/// ```
///
/// The effect's content is laid out, shown and driven as if the effect were not there, and
/// `effectValue(size:)` is not called: a geometry effect changes only where the content is
/// drawn, and pictures are the screen at rest (<doc:Pictures>: transforms of animations are
/// not drawn).
import ViewEngineCore

public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// Returns the current value of the effect.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// Mounts the content as it is: the effect only moves pixels.
    public static func _makeView<Modified: View>(modifier: Self, content: Modified, _ inputs: _ViewInputs)
        -> _ViewOutputs<ModifiedContent<Modified, Self>> {
        let node = ModifierNode<Modified, Self>(modifier, inputs)
        node.mountContent(content)
        return _ViewOutputs(node)
    }

    /// Updates the content the effect passes through.
    public static func _updateView<Modified: View>(modifier: inout Self, content: consuming Modified,
                                                   _ outputs: _ViewOutputs<ModifiedContent<Modified, Self>>) {
        outputs.node(as: ModifierNode<Modified, Self>.self)?.update(modifier: &modifier, content: content)
    }

    /// Nothing to re-evaluate.
    public static func _reevaluateView<Modified: View>(_ outputs: _ViewOutputs<ModifiedContent<Modified, Self>>) {}
}

extension View {
    /// SwiftUI's `transformEffect(_:)`: recorded.
    public func transformEffect(_ transform: CGAffineTransform) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("transformEffect", ("", AnyArgument(transform)))
    }
    /// SwiftUI's `projectionEffect(_:)`: recorded.
    public func projectionEffect(_ transform: ProjectionTransform) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("projectionEffect", ("", AnyArgument(transform)))
    }
}
