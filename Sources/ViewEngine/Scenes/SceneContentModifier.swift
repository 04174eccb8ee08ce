// A view modifier on a scene's view: how a framework built over the engine (the opt-in
// SwiftData's `.modelContainer(for:)` on a `WindowGroup`) gives a scene modifier of its
// own state and actions, as SwiftUI's own scene modifiers do internally.

extension Scene {
    /// Applies `modifier` to the view of every scene this one stands for.
    ///
    /// ```swift
    /// struct Stamped: ViewModifier {
    ///     @State private var launches = 0
    ///     func body(content: Content) -> some View {
    ///         content.onAppear { launches += 1 }
    ///     }
    /// }
    ///
    /// WindowGroup { ContentView() }
    ///     .contentModifier(Stamped())
    /// ```
    ///
    /// The modifier is the outermost view of the scene's content: its `@State` lives as
    /// long as the scene is shown, and an environment value it sets reaches every view of
    /// the scene. Like any modifier, it applies to each view of a content of several
    /// (Rules R19): put them in a stack to have one.
    public func contentModifier<Modifier: ViewModifier>(_ modifier: Modifier) -> _ModifiedScene<Self> {
        modified { $0.modifyContent { $0.modifier(modifier) } }
    }
}
