/// A modifier that you apply to a view or another view modifier, producing a
/// different version of the original value.
///
/// ```swift
/// struct Bordered: ViewModifier {
///     func body(content: Content) -> some View {
///         VStack { content }
///     }
/// }
///
/// Text("Hi").modifier(Bordered())
/// ```
///
/// A modifier may declare `@State`; it lives in the modifier's node, like a
/// view's state. Like ``View``, the protocol is isolated to the main actor.
///
/// As for ``View``, three static requirements make, update and re-evaluate the node of a
/// modified view; the defaults (for a modifier with a `body(content:)`) are `@inlinable`
/// and you never implement or call them.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View

    /// The content view type passed to ``body(content:)``.
    typealias Content = _ViewModifier_Content<Self>

    /// Gets the current body of the caller.
    @ViewBuilder func body(content: Content) -> Body

    /// Makes the node of `content` modified by `modifier`. Engine use only.
    static func _makeView<Modified: View>(modifier: Self, content: Modified, _ inputs: _ViewInputs)
        -> _ViewOutputs<ModifiedContent<Modified, Self>>

    /// Hands the node the modifier and content of the latest evaluation, which the
    /// evaluation gives up (see ``View/_updateView(_:_:)``). Engine use only.
    ///
    /// `modifier` is `inout` so that a node keeping the modifier swaps it in: what is left
    /// in it (the previous modifier) is destroyed with the view value it came from. A
    /// consuming parameter would be a copy: the optimizer copies a field taken out of a
    /// consumed aggregate (and destroys the aggregate after) instead of moving it.
    static func _updateView<Modified: View>(modifier: inout Self, content: consuming Modified,
                                            _ outputs: _ViewOutputs<ModifiedContent<Modified, Self>>)

    /// Re-evaluates the modifier's body because state it read changed (modifiers without a
    /// body do nothing). Engine use only.
    static func _reevaluateView<Modified: View>(_ outputs: _ViewOutputs<ModifiedContent<Modified, Self>>)
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers have no body; the engine implements them directly.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

/// The placeholder for the view a ``ViewModifier`` modifies.
///
/// Inside ``ViewModifier/body(content:)`` it stands for the modified view.
public struct _ViewModifier_Content<Modifier: ViewModifier> {
    /// The way to the node of the modifier whose body made this placeholder: it supplies
    /// the content. (With nested modifiers of one type, the nearest such ancestor may be
    /// another.) A placeholder kept after its modifier is gone shows nothing: the link
    /// then leads nowhere. (Not a weak reference: a value holding one is copied and moved
    /// field by field through the runtime, in every body that applies a modifier.)
    @usableFromInline package let link: ModifierContentLink

    @usableFromInline init(link: ModifierContentLink) { self.link = link }

    /// The modifier node, while it lives.
    @MainActor package var source: (any ModifierContentSource)? { link.source }
}

extension _ViewModifier_Content: View {
    public typealias Body = Never
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    ///
    /// ```swift
    /// Text("Hi").modifier(Bordered())
    /// ```
    @inlinable
    public consuming func modifier<M>(_ modifier: consuming M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
