// How a container view (`VStack`, `HStack`, `ZStack`, `Form`, `ScrollView`...) lays out its
// content (Rules R22): the container's node keeps it and lays out as one view by it.

import ViewEngineCore

/// A container's layout.
@usableFromInline
enum ContainerLayout: Equatable {
    /// The content as SwiftUI shows several views where one is expected: one view as it
    /// is, several in the implicit vertical stack.
    case content
    /// A horizontal or vertical stack.
    case stack(StackLayoutAlgorithm)
    /// Views on top of each other.
    case overlay(ZStackLayoutAlgorithm)

    /// The axis a `Spacer` among the subviews grows along.
    var stackAxis: Axis? {
        switch self {
        case .stack(let stack): stack.axis
        case .content: .vertical
        case .overlay: nil
        }
    }

    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, subviews: [Node]) -> CGSize {
        switch self {
        case .content: LayoutContent(subviews: subviews).measure(proposal)
        case .stack(let stack): stack.sizeThatFits(proposal, subviews: subviews)
        case .overlay(let stack): stack.sizeThatFits(proposal, subviews: subviews)
        }
    }

    @MainActor func place(_ subviews: [Node], in size: CGSize, proposal: ProposedViewSize) {
        switch self {
        case .content: LayoutContent(subviews: subviews).place(at: .zero, proposal: proposal)
        case .stack(let stack): stack.place(subviews, in: size, proposal: proposal)
        case .overlay(let stack): stack.place(subviews, in: size, proposal: proposal)
        }
    }
}
