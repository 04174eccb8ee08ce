// How an `Image` sizes itself (Rules R22). A `resizable()` image fills what it is
// offered. An SF Symbol is as large as its ink at the font's point size and weight
// around it, scaled by `imageScale` (SymbolMetrics.swift: Measures §9 "Symbol grid",
// "Symbol frame", "Symbol scales"), and its baseline is the font's, so
// `HStack(alignment: .firstTextBaseline)` puts it on the text's line; a symbol the
// artwork does not draw is a square of the point size (Measures §9 "Symbol
// placeholder"). An image from an asset catalog is as large as its image set says (the
// file's pixels over its scale, ``HostConfiguration/assetCatalogs``); one no catalog has
// takes no space, as SwiftUI shows an image it cannot find, and is reported when the host
// reads catalogs.

import ViewEngineCore

@MainActor
extension Image {
    /// Whether `resizable()` was applied.
    var isResizable: Bool { attributes.contains { $0.isNamed(.resizable) } }

    /// The scale of a symbol at `Image.Scale`: about 20 % smaller and 30 % larger than
    /// medium (Measures §9 "Symbol scales").
    static func symbolScale(_ scale: Image.Scale) -> CGFloat {
        switch scale {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }

    /// The symbol this image shows in `context`, at its size and weight, if the artwork
    /// draws it.
    func symbolMetrics(in context: LeafLayoutContext) -> SymbolMetrics? {
        let environment = context.environment
        return SymbolMetrics(name: symbolName(in: environment), pointSize: SymbolMetrics.pointSize(in: environment),
                             weight: SymbolMetrics.weight(in: environment))
    }

    /// The glyph of the catalog's custom symbol of this name at the font's weight, when
    /// the image is one: no image set of the name, a symbol set.
    func customSymbolGlyph(in context: LeafLayoutContext) -> CustomSymbol.Glyph? {
        guard !isSymbol, let library = context.configuration?.assetLibrary, library.image(named: name) == nil else { return nil }
        return library.customSymbol(named: name)?.glyph(weight: SymbolMetrics.weight(in: context.environment))
    }

    /// The size of a system symbol (its ink's, or a placeholder's: a square of the point
    /// size) or of a catalog's custom symbol at the font around it; `nil` for any other
    /// image.
    func symbolSize(in context: LeafLayoutContext) -> CGSize? {
        let pointSize = SymbolMetrics.pointSize(in: context.environment)
        if isSymbol {
            if let symbol = symbolMetrics(in: context) { return symbol.size }
            let side = TextLayout.pixelCeil(pointSize)
            return CGSize(width: side, height: side)
        }
        return customSymbolGlyph(in: context)?.size(pointSize: pointSize)
    }

    @usableFromInline package func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafLayoutContext) -> CGSize {
        let intrinsic: CGSize
        if isSymbol, !SymbolResolution.isKnown(name) {
            context.diagnoseOnce(.resourceNotFound, "No symbol named '\(name)' found in system symbol set", viewType: "Image")
        }
        if let symbol = symbolSize(in: context) {
            intrinsic = symbol
        } else if let library = context.configuration?.assetLibrary, !library.isEmpty {
            let set = library.image(named: name)
            if set == nil {
                context.diagnoseOnce(.resourceNotFound, "No image named '\(name)' found in asset catalog for main bundle", viewType: "Image")
            } else if set?.size == nil {
                context.diagnoseOnce(.resourceNotFound, "The image set '\(name)' has no file whose size the engine reads "
                                     + "(a PNG, JPEG, GIF or BMP, a PDF's media box, an SVG's width and height or view box): it takes no space",
                                     viewType: "Image")
            }
            intrinsic = set?.size ?? .zero
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

    /// A symbol (a system or a custom one, not resizable) is spaced as a text is (Measures
    /// §2 "Spacing next to text"): nothing between it and a text or another symbol; its
    /// baseline's height above its bottom from a view above it, and a point more from a
    /// view below it. Any other image states the default preferences.
    @usableFromInline package func layoutSpacing(in context: LeafLayoutContext) -> LayoutSpacing {
        guard !isResizable, let size = symbolSize(in: context) else { return .standard }
        guard let baseline = explicitAlignment(.lastTextBaseline, size: size, in: context) else { return .standard }
        let offset = size.height - baseline
        return LayoutSpacing(minima: [
            LayoutSpacing.Key(.textToText, .top): .distance(0),
            LayoutSpacing.Key(.textToText, .bottom): .distance(0),
            LayoutSpacing.Key(.edgeAboveText, .top): .distance(offset),
            LayoutSpacing.Key(.edgeBelowText, .bottom): .distance(offset + 1),
        ])
    }

    /// A symbol's baselines are the font's: where its grid puts the baseline, in a frame
    /// of `size` (a placeholder's, the capitals' middle at its middle).
    @usableFromInline package func explicitAlignment(_ key: AlignmentKey, size: CGSize, in context: LeafLayoutContext) -> CGFloat? {
        if !isSymbol, let glyph = customSymbolGlyph(in: context) {
            // The template's baseline is the glyph's origin; its ink is centred in the frame.
            let scale = isResizable ? size.height / glyph.ink.height : SymbolMetrics.pointSize(in: context.environment) / CustomSymbol.templatePointSize
            return size.height / 2 - glyph.ink.midY * scale
        }
        guard isSymbol else { return nil }
        if let symbol = symbolMetrics(in: context) {
            guard isResizable, symbol.ink.height > 0 else { return symbol.baseline(inHeight: size.height) }
            return (SymbolMetrics.baseline - symbol.ink.minY) * size.height / symbol.ink.height
        }
        let pointSize = SymbolMetrics.pointSize(in: context.environment)
        return size.height / 2 + pointSize * SymbolMetrics.capHeight / 2
    }
}
