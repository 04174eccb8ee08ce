import ViewEngineCore

/// A view that adapts to the available space by providing the first child view that
/// fits.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Delete all the selected items")
///     Text("Delete all")
///     Image(systemName: "trash")
/// }
/// ```
///
/// The layout shows the first child whose ideal size fits the proposal on the constrained
/// axes, else the last (Rules R22): that one is placed and has a frame. The engine mounts
/// every child (their state and actions run as in any container), and ``ViewHost/render()``
/// writes them all under `ViewThatFits`; ``ViewHost/frame(of:)`` finds the one shown.
public struct ViewThatFits<Content: View>: View {
    @usableFromInline let content: Content
    let axes: Axis.Set

    /// Produces a view constrained in the given axes from one of several alternatives
    /// provided by a view builder.
    ///
    /// - Parameters:
    ///   - axes: The axes on which a child must fit: both by default.
    ///   - content: The alternatives, preferred first.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public typealias Body = Never
}

extension ViewThatFits: ContainerView {
    @usableFromInline var renderedTitle: String? { "ViewThatFits" }
    @usableFromInline var containerLayout: ContainerLayout { .firstFitting(axes) }
}
