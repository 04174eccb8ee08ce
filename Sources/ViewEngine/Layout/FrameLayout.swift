// `frame(width:height:alignment:)` (Rules R22; Measures §10 "Fixed frame"): on an axis it fixes, the content is proposed that length and the frame is
// that long whatever the content chooses; on an axis it leaves, the frame passes the
// proposal through and is as long as its content. The content is placed in the frame by
// the alignment.

import ViewEngineCore

struct FrameLayout: ModifierLayout {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
    let invalidInput: InvalidLayoutInput?

    /// A negative or non-finite length is SwiftUI's "Invalid frame dimension (negative or
    /// non-finite)."; the engine lays the view out as if that length had not been given.
    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        let valid: (CGFloat?) -> Bool = { $0.map { $0.isFinite && $0 >= 0 } ?? true }
        self.width = valid(width) ? width : nil
        self.height = valid(height) ? height : nil
        self.alignment = alignment
        invalidInput = valid(width) && valid(height) ? nil : .invalidFrameDimension
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, content: LayoutContent) -> CGSize {
        let inner = contentProposal(proposal)
        if let width, let height { return CGSize(width: width, height: height) }
        let size = content.measure(inner)
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    func placeContent(in size: CGSize, proposal: ProposedViewSize, content: LayoutContent) {
        content.place(in: size, alignment: alignment, proposal: contentProposal(proposal))
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, content: LayoutContent) -> CGFloat? {
        content.alignedGuide(key, in: size, alignment: alignment, proposal: contentProposal(proposal))
    }
}

extension InvalidLayoutInput {
    /// SwiftUI's words for a negative or non-finite frame length.
    static let invalidFrameDimension = InvalidLayoutInput(message: "Invalid frame dimension (negative or non-finite).")
    /// SwiftUI's words for a minimum above an ideal or a maximum length.
    static let contradictoryFrameConstraints = InvalidLayoutInput(message: "Contradictory frame constraints specified.")
}
