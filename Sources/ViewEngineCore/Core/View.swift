/// A type that represents part of your app's user interface.
///
/// You create custom views by declaring types that conform to `View` and
/// implementing the required ``body`` property:
///
/// ```swift
/// struct Greeting: View {
///     @State var name = "world"
///     var body: some View {
///         Text("Hello, \(name)!")
///     }
/// }
/// ```
///
/// The engine keeps one long-lived node per mounted view. It evaluates `body`
/// when the view is mounted, when state the body read changes, and when the
/// parent supplies a view value that differs from the previous one.
///
/// As in the current SwiftUI SDK, the whole protocol is isolated to the main actor: a
/// view's helper methods and properties may call main-actor models. A view with
/// `Sendable` stored properties can still conform to `Equatable` with a synthesized
/// `==`; a hand-written `==` must be `nonisolated`, as with SwiftUI.
///
/// ## How a view makes its node
///
/// Like SwiftUI's `_makeView`, three static requirements tell the engine how a view
/// makes, updates and re-evaluates its node. You never implement or call them: the
/// defaults (for a view with a `body`) are `@inlinable`, so your module compiles them for
/// each of your view types, and the engine's own views implement them directly.
/// ARCHITECTURE.md, "How a view makes its node", explains the mechanism.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view. The engine evaluates it on the main actor.
    @ViewBuilder var body: Body { get }

    /// Makes (mounts) the node of `view` where `inputs` says. Engine use only.
    static func _makeView(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs<Self>

    /// Hands the node made for a value of this type the value its parent produced now.
    /// Engine use only.
    ///
    /// `consuming`: the parent's evaluation made the value and gives it up, so a node that
    /// keeps the value (or a part of it) moves it in, and the view an `if`/`else` shows is
    /// taken out of it without a copy of the whole. Large view values are copied and
    /// destroyed through their value witnesses, field by field.
    static func _updateView(_ view: consuming Self, _ outputs: _ViewOutputs<Self>)

    /// Re-evaluates the node's body because state it read changed (views without a body
    /// do nothing). Engine use only.
    static func _reevaluateView(_ outputs: _ViewOutputs<Self>)
}

extension Never: View {
    /// `Never` has no body; primitive views use it as their `Body` type.
    public var body: Never { fatalError("Never has no body") }

    /// There is no value of `Never` to make a node for.
    public static func _makeView(_ view: Never, _ inputs: _ViewInputs) -> _ViewOutputs<Never> {}

    /// There is no value of `Never` to update with.
    public static func _updateView(_ view: consuming Never, _ outputs: _ViewOutputs<Never>) {}

    /// No node is made for `Never`.
    public static func _reevaluateView(_ outputs: _ViewOutputs<Never>) {}
}

extension View where Body == Never {
    /// Primitive views have no body; the engine builds their node directly.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}
