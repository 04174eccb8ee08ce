/// A view that doesn't contain any content.
///
/// ```swift
/// if isHidden { EmptyView() } else { Text("Shown") }
/// ```
public struct EmptyView: Sendable {
    /// Creates an empty view.
    public init() {}
}

extension EmptyView: View {
    public typealias Body = Never
}
