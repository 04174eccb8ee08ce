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

    /// A divider is a line one pixel thick (a third of a point; one point at an
    /// accessibility Dynamic Type size) across the stack around it — vertical in a
    /// horizontal stack, horizontal anywhere else — as long as what it is offered (10
    /// points when it is offered nothing) (Measures §2 "Divider thickness", §9 "Unspecified dimension").
    @usableFromInline package func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafLayoutContext) -> CGSize {
        let thickness: CGFloat = context.environment.dynamicTypeSize.isAccessibilitySize ? 1 : 1 / SystemFont.displayScale
        let filled = proposal.replacingUnspecifiedDimensions()
        func span(_ length: CGFloat) -> CGFloat { length.isFinite ? length : 10 }
        if context.stackAxis == .horizontal { return CGSize(width: thickness, height: span(filled.height)) }
        return CGSize(width: span(filled.width), height: thickness)
    }
}
