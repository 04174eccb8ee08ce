// How a picture writes text (Rules R22, "Pictures of the window"): each line at its
// baseline, in the system font's size and weight, stretched or squeezed to the width the
// text model gave it (`textLength`), so that what a browser shows with its own fonts
// takes the place the layout computed.

import ViewEngineCore

/// The font a picture writes a text in.
struct TextFont: Equatable {
    /// The point size.
    var pointSize: CGFloat
    /// The weight, as CSS numbers it (400 regular, 600 semibold, 700 bold).
    var weight: Int = 400
    var isItalic = false
    /// The design (`monospaced`, `serif`, `rounded`), or `nil` for the default.
    var design: Font.Design?

    /// CSS's number for a weight.
    static func cssWeight(_ weight: Font.Weight) -> Int {
        switch weight {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        default: 400
        }
    }

    /// The font's attributes: its size, and its weight, style and family where they are
    /// not the picture's defaults (regular, upright, the system font).
    var attributes: SVGAttributes {
        let family: String? = switch design {
        case .monospaced?: "ui-monospace, SF Mono, Menlo, DejaVu Sans Mono, monospace"
        case .serif?: "New York, ui-serif, Georgia, serif"
        case .rounded?: "SF Pro Rounded, ui-rounded, sans-serif"
        default: nil
        }
        return SVGAttributes().adding("font-size", pointSize).adding("font-weight", weight == 400 ? nil : String(weight))
            .adding("font-style", isItalic ? "italic" : nil).adding("font-family", family)
    }
}

/// One line of text to write: its characters and its width under the text model.
struct TextLine {
    var text: String
    var width: CGFloat
}

extension Picture {
    /// The font family of every text the picture writes, unless a text says otherwise:
    /// the system font where the browser has it, else the nearest sans serif.
    static let systemFontFamily = "-apple-system, SF Pro Text, Helvetica Neue, Helvetica, Arial, sans-serif"

    /// Writes `lines` one below the other, the first baseline at `baseline`, each
    /// `advance` below the one before, starting at `x` (or centred on it, or ending at it,
    /// as `anchor` says: `start`, `middle`, `end`), in `font` and `fill`.
    mutating func write(_ lines: [TextLine], x: CGFloat, baseline: CGFloat, advance: CGFloat, anchor: String = "start",
                        font: TextFont, fill: Fill, decoration: String? = nil, naming: SVGAttributes) {
        let shown = lines.filter { !$0.text.isEmpty }
        guard !shown.isEmpty, !fill.isClear else { return }
        let style = font.attributes.adding(paintAttributes(fill, as: "fill"))
            .adding("text-anchor", anchor == "start" ? nil : anchor).adding("text-decoration", decoration)
        func position(_ index: Int) -> SVGAttributes {
            SVGAttributes().adding("x", x).adding("y", baseline + CGFloat(index) * advance)
        }
        func length(_ line: TextLine) -> SVGAttributes {
            SVGAttributes().adding("textLength", line.width > 0 ? SVGText.number(line.width) : nil)
                .adding("lengthAdjust", line.width > 0 ? "spacingAndGlyphs" : nil)
        }
        if lines.count == 1 {
            return element("text", naming.adding(position(0)).adding(style).adding(length(lines[0])), content: lines[0].text)
        }
        group("text", naming.adding(style)) { picture in
            for (index, line) in lines.enumerated() where !line.text.isEmpty {
                picture.element("tspan", position(index).adding(length(line)), content: line.text)
            }
        }
    }

    /// Writes one line of `text` in the system font of `style` (at the large Dynamic Type
    /// size unless `size` says otherwise), as chrome writes its titles: its baseline at
    /// `baseline`, from `x` as `anchor` says.
    mutating func writeLine(_ text: String, style: Font.TextStyle, size: DynamicTypeSize = .large, weight: Font.Weight? = nil,
                            x: CGFloat, baseline: CGFloat, anchor: String = "start", fill: Fill, naming: SVGAttributes) {
        let weight = weight ?? (style == .headline ? .semibold : .regular)
        let resolved = SystemFont.resolve(.system(style), dynamicTypeSize: size, weight: weight)
        let font = TextFont(pointSize: resolved.pointSize, weight: TextFont.cssWeight(weight))
        write([TextLine(text: text, width: resolved.width(of: text))], x: x, baseline: baseline, advance: resolved.lineHeight,
              anchor: anchor, font: font, fill: fill, naming: naming)
    }
}
