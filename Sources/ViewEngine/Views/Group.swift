/// A type that collects multiple instances of a content type into a single unit,
/// without affecting layout.
///
/// ```swift
/// Group {
///     Text("One")
///     Text("Two")
/// }
/// .onAppear { print("appeared") }
/// ```
public struct Group<Content: View>: View {
    let content: Content

    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension Group: ContainerView {
    var renderedTitle: String? { nil }
}
