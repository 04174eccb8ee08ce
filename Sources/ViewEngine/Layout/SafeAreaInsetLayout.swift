// `safeAreaInset(edge:alignment:spacing:content:)` (Rules R22): "Shows the specified content
// above or below the modified view" — the bar is proposed the view's width and takes its
// ideal height; the modified view is "inset by the height of content, from edge", and by
// the spacing ("Extra distance placed between the two views"; none when it is `nil`,
// Measures §10 "Safe area inset"), and is proposed what is left; the bar is anchored to
// the edge, "aligning its horizontal axis to the specified alignment guide". The whole is
// as wide as the view and as high as both with the spacing. (On iOS the view's frame runs
// under the bar and only its safe area shrinks; a picture at rest, whose scrolled content
// starts at its top, looks the same.)

import ViewEngineCore

/// How a `safeAreaInset` along a vertical edge lays out the modified view and its bar.
@MainActor
struct SafeAreaInsetLayout {
    let edge: VerticalEdge
    let alignment: HorizontalAlignment
    let spacing: CGFloat

    /// The spacing when the modifier is given none (Measures §10 "Safe area inset").
    static let defaultSpacing: CGFloat = 0

    /// The bar's ideal height at `width`.
    private func barSize(_ bar: LayoutContent, width: CGFloat?) -> CGSize {
        bar.measure(ProposedViewSize(width: width, height: nil))
    }

    /// What the modified view is proposed: the proposal less the bar and the spacing.
    private func contentProposal(_ proposal: ProposedViewSize, barHeight: CGFloat) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - barHeight - spacing) })
    }

    func size(for proposal: ProposedViewSize, content: LayoutContent, bar: LayoutContent) -> CGSize {
        let barHeight = barSize(bar, width: proposal.width).height
        let inner = content.measure(contentProposal(proposal, barHeight: barHeight))
        return CGSize(width: inner.width, height: inner.height + barHeight + spacing)
    }

    func place(in size: CGSize, proposal: ProposedViewSize, content: LayoutContent, bar: LayoutContent) {
        let barFrame = barSize(bar, width: size.width)
        let inner = ProposedViewSize(width: size.width, height: max(0, size.height - barFrame.height - spacing))
        content.place(at: CGPoint(x: 0, y: edge == .top ? barFrame.height + spacing : 0), proposal: inner)
        let x: CGFloat = switch alignment {
        case .leading: 0
        case .trailing: size.width - barFrame.width
        default: (size.width - barFrame.width) / 2
        }
        bar.place(at: CGPoint(x: x, y: edge == .top ? 0 : size.height - barFrame.height),
                  proposal: ProposedViewSize(width: size.width, height: nil))
    }
}
