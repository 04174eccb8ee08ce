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

    /// A stack puts no spacing beside a spacer and offers it space last.
    @usableFromInline package static var isSpacer: Bool { true }

    /// The system's default spacing, 8 points, when no minimum length is given
    /// (Measures §2 "Spacer minimum length").
    static let defaultMinLength: CGFloat = 8

    /// In a stack, a spacer takes all it is offered along the stack's axis, at least its
    /// minimum length, and nothing across it; outside a stack it takes all it is offered
    /// on both axes (Measures §2 "Spacer across the stack").
    @usableFromInline package func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafLayoutContext) -> CGSize {
        let least = minLength.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? Self.defaultMinLength
        func along(_ proposed: CGFloat?) -> CGFloat { max(least, proposed ?? least) }
        switch context.stackAxis {
        case .horizontal?: return CGSize(width: along(proposal.width), height: 0)
        case .vertical?: return CGSize(width: 0, height: along(proposal.height))
        case nil: return CGSize(width: along(proposal.width), height: along(proposal.height))
        }
    }
}
