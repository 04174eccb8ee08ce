// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (Rules
// R22; Measures §10 "Flexible frame"). Apple: "The size proposed to
// this view is the size proposed to the frame, limited by any constraints specified, and
// with any ideal dimensions specified replacing any corresponding unspecified dimensions
// in the proposal." Per axis:
//
// - the content is proposed the frame's proposal (its ideal length when the proposal
//   leaves the axis unspecified) limited to [min, max];
// - the frame's length: its ideal when the proposal leaves the axis unspecified and it
//   has one; the proposal limited to [min, max] when both are given; else the content's
//   length, raised to the minimum (but not above the proposal) or lowered to the maximum
//   (but not below the proposal).
//
// The content is placed with the frame's length proposed, except that, as with apps built
// for iOS 17, an axis the proposal left unspecified, without an ideal length, whose length
// lies strictly between min and max is proposed unspecified again.

import ViewEngineCore

struct FlexibleFrameLayout: ModifierLayout {
    struct Limits: Equatable, Sendable {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        func contentProposal(_ proposed: CGFloat?) -> CGFloat? {
            guard var length = proposed ?? ideal else { return nil }
            if let min { length = Swift.max(length, min) }
            if let max { length = Swift.min(length, max) }
            return length
        }

        func length(proposed: CGFloat?, content: CGFloat, contentProposal: CGFloat?) -> CGFloat {
            if proposed == nil, let ideal { return clamp(ideal) }
            switch (min, max) {
            case let (min?, max?):
                if let proposed { return Swift.max(min, Swift.min(proposed, max)) }
                return Swift.max(min, Swift.min(content, max))
            case let (min?, nil):
                return Swift.max(Swift.min(contentProposal ?? content, content), min)
            case let (nil, max?):
                return Swift.min(Swift.max(contentProposal ?? content, content), max)
            case (nil, nil):
                return content
            }
        }

        func clamp(_ length: CGFloat) -> CGFloat {
            var length = length
            if let min { length = Swift.max(length, min) }
            if let max { length = Swift.min(length, max) }
            return length
        }

        /// The proposal for placing the content in a frame of `length`.
        func placement(proposed: CGFloat?, length: CGFloat) -> CGFloat? {
            if proposed == nil, ideal == nil, length > (min ?? 0), length < (max ?? .infinity) { return nil }
            return length
        }
    }

    let horizontal: Limits
    let vertical: Limits
    let alignment: Alignment
    let invalidInput: InvalidLayoutInput?

    /// A negative, NaN or (for a minimum or an ideal) infinite length is SwiftUI's "Invalid
    /// frame dimension (negative or non-finite)." and counts as not given; a minimum above
    /// the ideal or the maximum is SwiftUI's "Contradictory frame constraints specified."
    /// and the later ones are raised to it.
    init(horizontal: Limits, vertical: Limits, alignment: Alignment) {
        var invalid: InvalidLayoutInput?
        func sanitize(_ limits: Limits) -> Limits {
            func valid(_ value: CGFloat?, infinityAllowed: Bool) -> CGFloat? {
                guard let value else { return nil }
                guard !value.isNaN, value >= 0, infinityAllowed || value.isFinite else {
                    invalid = .invalidFrameDimension
                    return nil
                }
                return value
            }
            var result = Limits(min: valid(limits.min, infinityAllowed: false), ideal: valid(limits.ideal, infinityAllowed: false),
                                max: valid(limits.max, infinityAllowed: true))
            if let min = result.min, let ideal = result.ideal, ideal < min { result.ideal = min; invalid = invalid ?? .contradictoryFrameConstraints }
            let floor = result.ideal ?? result.min
            if let floor, let max = result.max, max < floor { result.max = floor; invalid = invalid ?? .contradictoryFrameConstraints }
            return result
        }
        self.horizontal = sanitize(horizontal)
        self.vertical = sanitize(vertical)
        self.alignment = alignment
        invalidInput = invalid
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal.contentProposal(proposal.width), height: vertical.contentProposal(proposal.height))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, content: LayoutContent) -> CGSize {
        let inner = contentProposal(proposal)
        let size = content.measure(inner)
        return CGSize(width: horizontal.length(proposed: proposal.width, content: size.width, contentProposal: inner.width),
                      height: vertical.length(proposed: proposal.height, content: size.height, contentProposal: inner.height))
    }

    private func placementProposal(_ proposal: ProposedViewSize, size: CGSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal.placement(proposed: proposal.width, length: size.width),
                         height: vertical.placement(proposed: proposal.height, length: size.height))
    }

    func placeContent(in size: CGSize, proposal: ProposedViewSize, content: LayoutContent) {
        content.place(in: size, alignment: alignment, proposal: placementProposal(proposal, size: size))
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, content: LayoutContent) -> CGFloat? {
        content.alignedGuide(key, in: size, alignment: alignment, proposal: placementProposal(proposal, size: size))
    }
}
