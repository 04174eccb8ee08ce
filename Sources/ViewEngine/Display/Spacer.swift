/// A flexible space; in text rendering, a `Spacer` line.
public struct Spacer: Equatable, Sendable {
    /// Creates a spacer.
    public init() {}
}

extension Spacer: View {
    public typealias Body = Never
}

extension Spacer: LeafView {
    @usableFromInline func renderedLine(at now: Date) -> String { "Spacer" }
}
