/// A view that doesn't contain any content.
///
/// ```swift
/// if isHidden { EmptyView() } else { Text("Shown") }
/// ```
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}
    public typealias Body = Never
}
