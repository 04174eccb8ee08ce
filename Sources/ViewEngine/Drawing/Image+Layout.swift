// How an `Image` sizes itself (Rules R22). A `resizable()` image fills what it is
// offered. An SF Symbol is a square as large as the font's point size around it, scaled
// by `imageScale` (small 0.8, large 1.3: CONVENTION, LAYOUT-FACTS §5 "Image(systemName:)"
// found no published ratios). An image from an asset catalog has no pixels here (a Linux
// build has no catalogs): it takes no space, as SwiftUI shows an image it cannot find.

import ViewEngineCore

@MainActor
extension Image {
    /// Whether `resizable()` was applied.
    var isResizable: Bool { attributes.contains { $0.name == "resizable" } }

    /// The scale of a symbol at `Image.Scale` (CONVENTION).
    static func symbolScale(_ scale: Image.Scale) -> CGFloat {
        switch scale {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }

    @usableFromInline package func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafLayoutContext) -> CGSize {
        let intrinsic: CGSize
        if isSymbol {
            let font = SystemFont.resolve(context.environment.font, dynamicTypeSize: context.environment.dynamicTypeSize)
            let side = TextLayout.pixelCeil(font.pointSize * Self.symbolScale(context.environment.imageScale))
            intrinsic = CGSize(width: side, height: side)
        } else {
            intrinsic = .zero
        }
        guard isResizable else { return intrinsic }
        func fill(_ proposed: CGFloat?, _ ideal: CGFloat) -> CGFloat {
            guard let proposed else { return ideal }
            return max(0, proposed)
        }
        return CGSize(width: fill(proposal.width, intrinsic.width), height: fill(proposal.height, intrinsic.height))
    }
}
