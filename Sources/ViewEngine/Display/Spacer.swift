import ViewEngineCore
import Foundation

/// A flexible space that expands along the major axis of its containing stack layout.
public struct Spacer: Equatable, Sendable {
    /// The minimum length this spacer can be shrunk to, along the axis or axes of
    /// expansion; `nil` for the system's default spacing.
    public var minLength: CGFloat?

    /// Creates a spacer.
    ///
    /// ```swift
    /// HStack { Text("Total"); Spacer(minLength: 8); Text("$4") }
    /// ```
    ///
    /// ``ViewHost/render()`` shows a given minimum length: `Spacer minLength: 8`.
    ///
    /// - Parameter minLength: The minimum length this spacer can be shrunk to.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: View {
    public typealias Body = Never
}

extension Spacer: LeafView {
    @usableFromInline package func renderedLine(at now: Date) -> String {
        minLength.map { "Spacer minLength: \($0.attributeDescription)" } ?? "Spacer"
    }
}
