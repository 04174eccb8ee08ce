/// A flexible space; in text rendering, a `Spacer` line.
public struct Spacer: View, Equatable {
    /// Creates a spacer.
    public init() {}
    public typealias Body = Never
}

extension Spacer: LeafView {
    var renderedLine: String { "Spacer" }
}
