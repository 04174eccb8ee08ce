// How a picture draws a `Text` (Rules R22, "Pictures of the window"): the lines the text
// model laid out in its frame — wrapped and truncated as the layout computed them — each
// at its baseline, aligned by `multilineTextAlignment`, in the system font of the text's
// style and Dynamic Type size, its weight, and its foreground style; a text of runs (a
// concatenation, an attributed string) each run in its own color and decoration, on its
// background color (Text+Runs.swift). A redacted text
// (`redacted(reason: .placeholder)`) is a rounded bar per line (Measures §8 "Redacted
// text").

import ViewEngineCore

extension Text: PictureLeaf {
    func draw(in frame: CGRect, context: LeafLayoutContext, into picture: inout Picture) {
        let environment = context.environment
        let layout = textLayout(ProposedViewSize(width: frame.width, height: frame.height), in: context)
        let lines = layout.lines.map { TextLine(text: String($0.text), width: $0.width) }
        var font = textFont(in: environment, style: picture.style)
        font.pointSize *= layout.fontScale
        let fill = foregroundFill(in: picture)
        let advance = layout.lineHeight + layout.lineSpacing
        // The baseline is the ascender's share of the line below the line's top, as the
        // layout's text baselines are.
        let ascender = layout.lineHeight * SystemFont.ascenderRatio / SystemFont.lineHeightRatio
        let naming = Picture.naming("Text")
        if !environment.redactionReasons.isEmpty {
            for (index, line) in lines.enumerated() where line.width > 0 {
                let top = frame.minY + CGFloat(index) * advance + layout.lineHeight * 0.15
                let x = Self.lineStart(line.width, in: frame, alignment: environment.multilineTextAlignment)
                picture.element("rect", naming.adding("x", x).adding("y", top).adding("width", line.width)
                                    .adding("height", layout.lineHeight * 0.7).adding("rx", "4")
                                    .adding(picture.paintAttributes(fill.multiplyingOpacity(by: 0.16), as: "fill")))
            }
            return
        }
        let (x, anchor): (CGFloat, String) = switch environment.multilineTextAlignment {
        case .center: (frame.midX, "middle")
        case .trailing: (frame.maxX, "end")
        default: (frame.minX, "start")
        }
        let decoration = Self.decoration(of: attributes, around: picture.style)
        if hasRuns {
            return drawRuns(layout, in: frame, font: font, measuring: measuringFont(in: environment), fill: fill, ascender: ascender,
                            environment: environment, now: context.now, localization: context.textLocalization, into: &picture)
        }
        picture.write(lines, x: x, baseline: frame.minY + ascender, advance: advance, anchor: anchor, font: font, fill: fill,
                      decoration: decoration, naming: naming)
    }

    /// The SVG text decoration of `attributes` (the last `underline` and `strikethrough`
    /// each wins) and of the views around (`style`), or `nil` for none.
    private static func decoration(of attributes: [Attribute], around style: PictureStyle) -> String? {
        func has(_ name: RecordedModifierName) -> Bool {
            attributes.last { $0.isNamed(name) }.map { $0.firstValue(as: Bool.self) ?? true } ?? false
        }
        var decorations: [String] = []
        if style.isUnderlined || has(.underline) { decorations.append("underline") }
        if style.isStruckThrough || has(.strikethrough) { decorations.append("line-through") }
        return decorations.isEmpty ? nil : decorations.joined(separator: " ")
    }

    /// Draws a text made of runs (Text+Runs.swift): on each laid-out line, each run's
    /// stretch of characters at its place in the line, behind it the run's background
    /// color as tall as the line, in the run's own color and decoration; an inline image's
    /// run is the image (Text+InlineImages.swift).
    @MainActor private func drawRuns(_ layout: TextLayout, in frame: CGRect, font: TextFont, measuring: ResolvedFont, fill: Fill,
                          ascender: CGFloat, environment: EnvironmentValues, now: Date, localization: TextLocalization?,
                          into picture: inout Picture) {
        let alignment = environment.multilineTextAlignment
        var ends: [(end: Int, run: TextRun)] = []
        var total = 0
        let textRuns = runs(now: now, localization: localization)
        for run in textRuns {
            total += run.length
            ends.append((total, run))
        }
        guard let lastRun = ends.last?.run else { return }
        let images = textRuns.compactMap(\.image)
        let measuring = images.isEmpty ? measuring : measuring.attaching(inlineImageWidths(images, font: measuring, in: environment))
        let advance = layout.lineHeight + layout.lineSpacing
        var pieces: [(x: CGFloat, baseline: CGFloat, text: String, width: CGFloat, run: TextRun)] = []
        var next = 0
        for (index, line) in layout.lines.enumerated() {
            let characters = Array(line.text)
            // Where the line starts in the text: read from the string it was cut from; a
            // line the layout rewrote (one cut short with "…") follows the one before.
            let base = line.text.base
            let start = base.count == total ? base.distance(from: base.startIndex, to: line.text.startIndex) : next
            next = start + characters.count
            var x = Self.lineStart(line.width, in: frame, alignment: alignment)
            var offset = 0
            while offset < characters.count {
                let position = start + offset
                let owner = ends.first { position < $0.end } ?? (total, lastRun)
                let length = max(1, min(characters.count - offset, owner.end - position))
                let text = String(characters[offset..<(offset + length)])
                let width = measuring.width(of: text)
                pieces.append((x, frame.minY + CGFloat(index) * advance + ascender, text, width, owner.run))
                x += width
                // The next run starts closer when the font kerns the pair across the runs.
                if offset + length < characters.count {
                    x += measuring.kerning(characters[offset + length - 1], characters[offset + length])
                }
                offset += length
            }
        }
        for piece in pieces {
            guard let color = piece.run.attributes.last(where: { $0.isNamed(.backgroundColor) })?.firstValue(as: Color.self) else { continue }
            let rect = CGRect(x: piece.x, y: piece.baseline - ascender, width: piece.width, height: layout.lineHeight)
            picture.fillRectangle(rect, with: picture.fill(color), naming: Picture.naming("TextBackground"))
        }
        drawTexts(of: pieces.filter { $0.run.image == nil }, measuring: measuring, font: font, fill: fill, into: &picture)
        for piece in pieces {
            guard let image = piece.run.image else { continue }
            let own = Self.foregroundFill(of: piece.run.attributes, in: picture) ?? fill
            guard !own.isClear else { continue }
            drawInline(image, x: piece.x, baseline: piece.baseline, top: piece.baseline - ascender, width: piece.width,
                       lineHeight: layout.lineHeight, font: measuring, environment: environment, fill: own, into: &picture)
        }
    }

    /// Draws the characters of `pieces`, each in its run's color and decoration: one text
    /// element, a span per piece; none without pieces.
    @MainActor private func drawTexts(of pieces: [(x: CGFloat, baseline: CGFloat, text: String, width: CGFloat, run: TextRun)],
                                      measuring: ResolvedFont, font: TextFont, fill: Fill, into picture: inout Picture) {
        guard !pieces.isEmpty else { return }
        let style = font.attributes.adding(picture.paintAttributes(fill, as: "fill"))
        picture.group("text", Picture.naming("Text").adding(style)) { picture in
            for piece in pieces {
                // SVG drops a span's spaces at its ends: place the rest where it is.
                let leading = piece.text.prefix { $0 == " " }
                let text = piece.text.dropFirst(leading.count).reversed().drop { $0 == " " }.reversed()
                guard !text.isEmpty else { continue }
                let shown = String(text)
                let x = piece.x + measuring.width(of: leading)
                let width = measuring.width(of: shown)
                let own = Self.foregroundFill(of: piece.run.attributes, in: picture) ?? fill
                guard !own.isClear else { continue }
                let decoration = Self.decoration(of: piece.run.attributes, around: picture.style)
                picture.element("tspan", SVGAttributes().adding("x", x).adding("y", piece.baseline)
                                    .adding("textLength", width > 0 ? SVGText.number(width) : nil)
                                    .adding("lengthAdjust", width > 0 ? "spacingAndGlyphs" : nil)
                                    .adding(own == fill ? SVGAttributes() : picture.paintAttributes(own, as: "fill"))
                                    .adding("text-decoration", decoration),
                                content: shown)
            }
        }
    }

    /// Where a line of `width` starts in `frame`, as the alignment puts it.
    private static func lineStart(_ width: CGFloat, in frame: CGRect, alignment: TextAlignment) -> CGFloat {
        switch alignment {
        case .center: frame.midX - width / 2
        case .trailing: frame.maxX - width
        default: frame.minX
        }
    }

    /// The font the text is written in: the size of its font (its own, or its
    /// environment's, the body style by default) at its Dynamic Type size; the weight its
    /// own styles give it, else the one the views around it give (`fontWeight`, `bold`),
    /// else its font's (semibold for the headline style); italic and the design likewise.
    func textFont(in environment: EnvironmentValues, style: PictureStyle) -> TextFont {
        var font = environment.font
        var ownWeight: Font.Weight?
        var italic: Bool?
        var design: Font.Design?
        for attribute in attributes {
            switch attribute.name {
            case .font: font = attribute.firstValue(as: Font.self)
            case .fontWeight: ownWeight = attribute.firstValue(as: Font.Weight.self)
            case .bold: ownWeight = (attribute.firstValue(as: Bool.self) ?? true) ? .bold : nil
            case .italic: italic = attribute.firstValue(as: Bool.self) ?? true
            case .fontDesign: design = attribute.firstValue(as: Font.Design.self)
            case .monospaced: design = (attribute.firstValue(as: Bool.self) ?? true) ? .monospaced : nil
            default: break
            }
        }
        let resolved = SystemFont.resolve(font, dynamicTypeSize: environment.dynamicTypeSize, monospaced: design == .monospaced)
        let description = (font ?? .body).drawnTraits
        let weight = ownWeight ?? style.fontWeight ?? description.weight
        return TextFont(pointSize: resolved.pointSize, weight: TextFont.cssWeight(weight),
                        isItalic: italic ?? (style.isItalic || description.isItalic),
                        design: design ?? style.fontDesign ?? description.design)
    }

    /// The text's own foreground (`Text("a").foregroundColor(.red)`), else the one the
    /// views around it give, else the primary label color.
    @MainActor private func foregroundFill(in picture: Picture) -> Fill {
        Self.foregroundFill(of: attributes, in: picture) ?? picture.foreground
    }

    /// The foreground the last `foregroundColor` or `foregroundStyle` of `attributes`
    /// sets, if any.
    @MainActor private static func foregroundFill(of attributes: [Attribute], in picture: Picture) -> Fill? {
        for attribute in attributes.reversed() {
            switch attribute.name {
            case .foregroundColor:
                if let color = attribute.firstValue(as: Color.self) { return picture.fill(color) }
            case .foregroundStyle:
                if let style = attribute.firstValue(as: ShapeStyleValue.self) { return picture.fill(style.style) }
            default: break
            }
        }
        return nil
    }
}

extension Font {
    /// The weight, slant and design the font is drawn with: a text style's own weight
    /// (semibold for the headline), changed by `weight(_:)`, `bold()`, `italic()` and
    /// `monospaced()` in order.
    var drawnTraits: (weight: Font.Weight, isItalic: Bool, design: Font.Design?) {
        var weight: Font.Weight
        var design: Font.Design?
        switch base {
        case .style(let style, let styleDesign, let styleWeight):
            weight = styleWeight ?? (style == .headline ? .semibold : .regular)
            design = styleDesign
        case .system(_, let systemWeight, let systemDesign):
            weight = systemWeight ?? .regular
            design = systemDesign
        case .custom:
            weight = .regular
        }
        var italic = false
        for change in changes {
            switch change {
            case .weight(let changed): weight = changed
            case .bold: weight = .bold
            case .italic: italic = true
            case .monospaced: design = .monospaced
            default: break
            }
        }
        return (weight, italic, design == .default ? nil : design)
    }
}
