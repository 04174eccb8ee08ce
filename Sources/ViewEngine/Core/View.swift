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
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view. The engine evaluates it on the main actor.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// `Never` has no body; primitive views use it as their `Body` type.
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body; the engine builds their node directly.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}
