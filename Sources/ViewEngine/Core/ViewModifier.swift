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
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View

    /// The content view type passed to ``body(content:)``.
    typealias Content = _ViewModifier_Content<Self>

    /// Gets the current body of the caller.
    @ViewBuilder func body(content: Content) -> Body
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
    /// The node of the modifier whose body made this placeholder: it supplies the content.
    /// (With nested modifiers of one type, the nearest such ancestor may be another.)
    /// Weak: a placeholder kept after its modifier is gone shows nothing.
    weak var source: (any ModifierContentSource)?

    init(source: any ModifierContentSource) { self.source = source }
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
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
