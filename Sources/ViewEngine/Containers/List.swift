/// A container that presents rows of data arranged in a single column.
public struct List<Content: View>: View {
    let content: Content

    /// Creates a list with the given content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension List: ContainerView {
    var renderedTitle: String? { "List" }
}
