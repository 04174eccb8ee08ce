// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()` (Rules R22;
// Measures §10 "Aspect ratio"): a proposal that leaves both
// axes unspecified passes through. Otherwise the ratio (the one given, or the content's
// ideal size's) is scaled to fit inside the proposal, or to fill it (an unspecified or
// infinite axis does not limit it); the content is proposed that size and the view is
// the size the content chooses.

import ViewEngineCore

struct AspectRatioLayout: ModifierLayout {
    /// Width over height, or `nil` for the content's ideal size's.
    let ratio: CGFloat?
    let contentMode: ContentMode
    let invalidInput: InvalidLayoutInput?

    /// A ratio that is not a positive finite number counts as not given (the content's
    /// own), reported with the engine's own words.
    init(ratio: CGFloat?, contentMode: ContentMode) {
        let valid = ratio.map { $0.isFinite && $0 > 0 } ?? true
        self.ratio = valid ? ratio : nil
        self.contentMode = contentMode
        invalidInput = valid ? nil
            : InvalidLayoutInput(message: "Invalid aspect ratio (\(ratio!)): a ratio must be positive and finite; the content's own was used.")
    }

    @MainActor private func inner(_ proposal: ProposedViewSize, content: LayoutContent) -> ProposedViewSize {
        guard proposal.width != nil || proposal.height != nil else { return proposal }
        let ratio: CGFloat
        if let given = self.ratio {
            ratio = given
        } else {
            let ideal = content.measure(.unspecified)
            guard ideal.width > 0, ideal.height > 0, ideal.width.isFinite, ideal.height.isFinite else { return proposal }
            ratio = ideal.width / ideal.height
        }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case let (width?, height?):
            let fitsWidth = (contentMode == .fit) == (width / height < ratio)
            return fitsWidth ? ProposedViewSize(width: width, height: width / ratio) : ProposedViewSize(width: height * ratio, height: height)
        case let (width?, nil):
            return ProposedViewSize(width: width, height: width / ratio)
        case let (nil, height?):
            return ProposedViewSize(width: height * ratio, height: height)
        case (nil, nil):
            // Both axes unlimited (infinite): the largest such size is infinite.
            return proposal
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, content: LayoutContent) -> CGSize {
        content.measure(inner(proposal, content: content))
    }

    func placeContent(in size: CGSize, proposal: ProposedViewSize, content: LayoutContent) {
        let inner = inner(proposal, content: content)
        let innerSize = content.measure(inner)
        content.place(at: CGPoint(x: (size.width - innerSize.width) / 2, y: (size.height - innerSize.height) / 2), proposal: inner)
    }
}
