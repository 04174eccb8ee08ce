/// A visual element that can be used to separate other content.
///
/// ```swift
/// VStack {
///     Text("Above")
///     Divider()
///     Text("Below")
/// }
/// ```
import ViewEngineCore

public struct Divider: Equatable, Sendable {
    /// Creates a divider.
    public init() {}
}

extension Divider: View {
    public typealias Body = Never
}

extension Divider: LeafView {
    @usableFromInline package func renderedLine(at now: Date) -> String { "Divider" }
}
