// How a `Text` sizes itself (Rules R22): by the model of the system font
// (``SystemFont``, ``TextLayout``), in its environment — the font, the Dynamic Type size,
// the line limit, the truncation mode, the line spacing, the text case, the minimum scale
// factor — and its own
// styles (`Text("a").font(.title)`, `.monospaced()`, `.kerning(2)`).

import ViewEngineCore

@MainActor
extension Text {
    /// The lines this text shows for `proposal` in `context`.
    func textLayout(_ proposal: ProposedViewSize, in context: LeafLayoutContext) -> TextLayout {
        let environment = context.environment
        var resolvedFont = measuringFont(in: environment)
        // Only a date needs "now" (the host's clock), only a key the catalogs; an inline
        // image is one character as wide as the image (Text+InlineImages.swift).
        var string: String
        if case .verbatim(let verbatim) = storage {
            string = verbatim
        } else {
            let content = laidOutContent(now: context.now, localization: context.textLocalization)
            string = content.string
            if !content.images.isEmpty { resolvedFont = resolvedFont.attaching(inlineImageWidths(content.images, font: resolvedFont, in: environment)) }
        }
        switch environment.textCase {
        case .uppercase?: string = string.uppercased()
        case .lowercase?: string = string.lowercased()
        case nil: break
        }
        func layout(_ font: ResolvedFont) -> TextLayout {
            TextLayout.layout(string, font: font, proposal: proposal, lineLimit: environment.lineLimit,
                              minimumLines: environment.lineLimitMinimum, truncation: environment.truncationMode,
                              lineSpacing: environment.lineSpacing, addsLineGap: environment.textAddsLineGap)
        }
        let full = layout(resolvedFont)
        guard full.isTruncated else { return full }
        return TextLayout.shrunk(full, font: resolvedFont, minimum: environment.minimumScaleFactor, layout: layout)
    }

    /// What the text's own modifiers say about its type, over `environment`'s font: the
    /// font, the weight, the kerning or tracking and whether its digits are monospaced.
    func ownType(in environment: EnvironmentValues) -> (font: Font?, weight: Font.Weight?, tracking: CGFloat, monospaced: Bool) {
        var type: (font: Font?, weight: Font.Weight?, tracking: CGFloat, monospaced: Bool) = (environment.font, nil, 0, false)
        for attribute in attributes {
            switch attribute.name {
            case .font: type.font = attribute.firstValue(as: Font.self)
            case .fontWeight: type.weight = attribute.firstValue(as: Font.Weight.self)
            case .bold: type.weight = (attribute.firstValue(as: Bool.self) ?? true) ? .bold : nil
            case .kerning, .tracking: type.tracking += attribute.firstValue(as: CGFloat.self) ?? 0
            case .monospaced: type.monospaced = attribute.firstValue(as: Bool.self) ?? true
            default: break
            }
        }
        return type
    }

    /// The font the text is measured in: its own font or its environment's, at the
    /// environment's Dynamic Type size, with its own weight, kerning, tracking and
    /// monospacing.
    func measuringFont(in environment: EnvironmentValues) -> ResolvedFont {
        let type = ownType(in: environment)
        return SystemFont.resolve(type.font, dynamicTypeSize: environment.dynamicTypeSize, monospaced: type.monospaced,
                                  tracking: type.tracking, weight: type.weight)
    }

    @usableFromInline package func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafLayoutContext) -> CGSize {
        textLayout(proposal, in: context).size
    }

    /// A text's spacing preferences come from its font (Measures §2 "Spacing next to
    /// text"), with `gap` a tenth of the line (ascender and descender) rounded up to a
    /// pixel: another text above or below it keeps the font's line gap (the space between
    /// a text's own lines, Measures §4 "Line gap") and its `leading(_:)` adjustment, so
    /// that stacked texts read as one paragraph's lines; a view above it the descender
    /// and the gap, a view below it the line and the gap less the cap height (at least the
    /// descender and the gap).
    @usableFromInline package func layoutSpacing(in context: LeafLayoutContext) -> LayoutSpacing {
        let font = measuringFont(in: context.environment)
        let pixel = 1 / SystemFont.displayScale
        let ascender = font.ascender
        let descender = font.pointSize * SystemFont.descenderRatio
        let line = ascender + descender
        let gap = (line / 10 / pixel).rounded(.up) * pixel
        let capHeight = font.pointSize * SymbolMetrics.capHeight
        let metrics = LayoutSpacing.Value.text(LayoutSpacing.TextMetrics(leading: font.lineGap + font.leadingAdjustment, pixelLength: pixel))
        return LayoutSpacing(minima: [
            LayoutSpacing.Key(.textToText, .top): metrics,
            LayoutSpacing.Key(.textToText, .bottom): metrics,
            LayoutSpacing.Key(.edgeAboveText, .top): .distance(descender + gap),
            LayoutSpacing.Key(.edgeBelowText, .bottom): .distance(max(line + gap - capHeight, gap + descender)),
        ])
    }

    /// A text's baselines are its first and last lines' (the ascender below each line's
    /// top).
    @usableFromInline package func explicitAlignment(_ key: AlignmentKey, size: CGSize, in context: LeafLayoutContext) -> CGFloat? {
        guard key == .firstTextBaseline || key == .lastTextBaseline else { return nil }
        let layout = textLayout(ProposedViewSize(width: size.width, height: size.height), in: context)
        let font = SystemFont.resolve(context.environment.font, dynamicTypeSize: context.environment.dynamicTypeSize)
        let lines = key == .firstTextBaseline ? 0 : max(0, layout.lines.count - 1)
        return CGFloat(lines) * (layout.lineHeight + layout.lineSpacing) + font.ascender * layout.lineHeight / font.lineHeight
    }
}
