// How a picture draws a `Text` (Rules R22, "Pictures of the window"): the lines the text
// model laid out in its frame — wrapped and truncated as the layout computed them — each
// at its baseline, aligned by `multilineTextAlignment`, in the system font of the text's
// style and Dynamic Type size, its weight, and its foreground style. A redacted text
// (`redacted(reason: .placeholder)`) is a rounded bar per line (Measures §8 "Redacted
// text").

import ViewEngineCore

extension Text: PictureLeaf {
    func draw(in frame: CGRect, context: LeafLayoutContext, into picture: inout Picture) {
        let environment = context.environment
        let layout = textLayout(ProposedViewSize(width: frame.width, height: frame.height), in: context)
        let lines = layout.lines.map { TextLine(text: String($0.text), width: $0.width) }
        let font = textFont(in: environment, style: picture.style)
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
        var decorations: [String] = []
        if picture.style.isUnderlined || has("underline") { decorations.append("underline") }
        if picture.style.isStruckThrough || has("strikethrough") { decorations.append("line-through") }
        picture.write(lines, x: x, baseline: frame.minY + ascender, advance: advance, anchor: anchor, font: font, fill: fill,
                      decoration: decorations.isEmpty ? nil : decorations.joined(separator: " "), naming: naming)
    }

    /// Where a line of `width` starts in `frame`, as the alignment puts it.
    private static func lineStart(_ width: CGFloat, in frame: CGRect, alignment: TextAlignment) -> CGFloat {
        switch alignment {
        case .center: frame.midX - width / 2
        case .trailing: frame.maxX - width
        default: frame.minX
        }
    }

    /// Whether the text's own styles turn `name` on (`Text("a").underline()`).
    private func has(_ name: String) -> Bool {
        attributes.last { $0.name == name }.map { $0.firstValue(as: Bool.self) ?? true } ?? false
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
            case "font": font = attribute.firstValue(as: Font.self)
            case "fontWeight": ownWeight = attribute.firstValue(as: Font.Weight.self)
            case "bold": ownWeight = (attribute.firstValue(as: Bool.self) ?? true) ? .bold : nil
            case "italic": italic = attribute.firstValue(as: Bool.self) ?? true
            case "fontDesign": design = attribute.firstValue(as: Font.Design.self)
            case "monospaced": design = (attribute.firstValue(as: Bool.self) ?? true) ? .monospaced : nil
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
        for attribute in attributes.reversed() {
            switch attribute.name {
            case "foregroundColor":
                if let color = attribute.firstValue(as: Color.self) { return picture.fill(color) }
            case "foregroundStyle":
                if let style = attribute.firstValue(as: ShapeStyleValue.self) { return picture.fill(style.style) }
            default: break
            }
        }
        return picture.foreground
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
