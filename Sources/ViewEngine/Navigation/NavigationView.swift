/// A view for presenting a stack of views that represents a visible path in a
/// navigation hierarchy (deprecated in SwiftUI in favour of `NavigationStack`).
///
/// ```swift
/// NavigationView {
///     List { NavigationLink("Inbox") { InboxView() } }
///         .navigationTitle("Mail")
/// }
/// .navigationViewStyle(.stack)
/// ```
///
/// It is a navigation stack, as on an iPhone (the stack style): a `NavigationLink` inside
/// it pushes its destination, ``ViewHost/back()`` pops it, and ``ViewHost/render()``
/// writes `NavigationView` (`NavigationView (pushed: 1)`) above the top view. The columns
/// an iPad shows for two or more views are not laid out: the views are its root, and a
/// link among them pushes over all of them.
public struct NavigationView<Content: View>: View {
    let content: Content

    /// Creates a navigation view with the given content.
    ///
    /// ```swift
    /// NavigationView { Settings() }
    /// ```
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A navigation stack with the content at its root.
    public var body: some View {
        NavigationStack<NavigationPath, Content>(path: nil, root: content, heading: "NavigationView")
    }
}
