/// A view that displays a root view and enables you to present additional views
/// over the root view.
///
/// ```swift
/// NavigationStack {
///     List { ... }
///         .navigationTitle("Inbox")
/// }
/// ```
///
/// The engine shows the root view; it has no navigation destinations.
public struct NavigationStack<Root: View>: View {
    let content: Root

    /// Creates a navigation stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) {
        content = root()
    }

    public typealias Body = Never
}

extension NavigationStack: ContainerView {
    var renderedTitle: String? { "NavigationStack" }
}
