/// A view for presenting a stack of views that represents a visible path in a
/// navigation hierarchy (deprecated in SwiftUI in favour of `NavigationStack`).
///
/// ```swift
/// NavigationView {
///     List { ... }
///         .navigationTitle("Inbox")
/// }
/// .navigationViewStyle(.stack)
/// ```
///
/// ``ViewHost/render()`` writes `NavigationView` above its content.
public struct NavigationView<Content: View>: View {
    @usableFromInline let content: Content

    /// Creates a navigation view with the given content.
    ///
    /// ```swift
    /// NavigationView { Settings() }
    /// ```
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension NavigationView: ContainerView {
    @usableFromInline var renderedTitle: String? { "NavigationView" }
}
