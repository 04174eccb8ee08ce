// The parts controls are drawn with that are not views of their own (Rules R22,
// "Pictures of the window"): a line of a control's text at a vertical centre, and the
// small strokes iOS draws inside controls — a stepper's minus and plus, a menu picker's
// up/down chevrons, a disclosure chevron, a checkmark — as paths of a line width, each in
// the box the control gives it (Measures §5 "Control glyphs").

import ViewEngineCore

extension Picture {
    /// Writes `text` on one line in `font`, vertically centred on `midY`, from `x` as
    /// `anchor` says (`start`, `middle`, `end`), in `fill` and `weight`, named by `naming`.
    mutating func writeCentered(_ text: String, font: ResolvedFont, weight: Font.Weight = .regular, x: CGFloat, midY: CGFloat,
                                anchor: String = "start", fill: Fill, naming: SVGAttributes = Picture.naming("Text")) {
        let baseline = midY - font.lineHeight / 2 + font.ascender
        let textFont = TextFont(pointSize: font.pointSize, weight: TextFont.cssWeight(weight))
        write([TextLine(text: text, width: font.width(of: text))], x: x, baseline: baseline, advance: font.lineHeight,
              anchor: anchor, font: textFont, fill: fill, naming: naming)
    }

    /// Strokes the polyline through `points` with round caps and joins, `width` wide.
    mutating func stroke(_ points: [CGPoint], width: CGFloat, with fill: Fill, closed: Bool = false) {
        guard let first = points.first else { return }
        var data = "M\(SVGText.number(first.x)) \(SVGText.number(first.y))"
        for point in points.dropFirst() { data += " L\(SVGText.number(point.x)) \(SVGText.number(point.y))" }
        if closed { data += " Z" }
        element("path", SVGAttributes().adding("d", data).adding("fill", "none").adding(paintAttributes(fill, as: "stroke"))
                    .adding("stroke-width", width).adding("stroke-linecap", "round").adding("stroke-linejoin", "round"))
    }

    /// A minus centred in `box`: a horizontal bar as wide as the box.
    mutating func minusGlyph(in box: CGRect, width: CGFloat, with fill: Fill) {
        stroke([CGPoint(x: box.minX, y: box.midY), CGPoint(x: box.maxX, y: box.midY)], width: width, with: fill)
    }

    /// A plus centred in `box`: two bars as long as the box is wide and high.
    mutating func plusGlyph(in box: CGRect, width: CGFloat, with fill: Fill) {
        minusGlyph(in: box, width: width, with: fill)
        stroke([CGPoint(x: box.midX, y: box.minY), CGPoint(x: box.midX, y: box.maxY)], width: width, with: fill)
    }

    /// A chevron pointing right (a disclosure indicator, a push), filling `box`.
    mutating func chevronRight(in box: CGRect, width: CGFloat, with fill: Fill) {
        stroke([CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.midY), CGPoint(x: box.minX, y: box.maxY)],
               width: width, with: fill)
    }

    /// A chevron pointing down (or up when `up`), filling `box`.
    mutating func chevronDown(in box: CGRect, up: Bool = false, width: CGFloat, with fill: Fill) {
        let (edge, tip) = up ? (box.maxY, box.minY) : (box.minY, box.maxY)
        stroke([CGPoint(x: box.minX, y: edge), CGPoint(x: box.midX, y: tip), CGPoint(x: box.maxX, y: edge)], width: width, with: fill)
    }

    /// A menu picker's indicator: a chevron up above a chevron down, filling `box`.
    mutating func upDownChevrons(in box: CGRect, width: CGFloat, with fill: Fill) {
        let half = box.height * 0.38
        chevronDown(in: CGRect(x: box.minX, y: box.minY, width: box.width, height: half), up: true, width: width, with: fill)
        chevronDown(in: CGRect(x: box.minX, y: box.maxY - half, width: box.width, height: half), width: width, with: fill)
    }

    /// A menu picker's indicator in `font` (Measures §5 "Menu picker"): the up/down
    /// chevrons, their ink ending at `trailing`, centred on `midY`.
    mutating func menuIndicator(trailing: CGFloat, midY: CGFloat, font: ResolvedFont, with fill: Fill) {
        let (ink, stroke) = PickerGeometry.indicator(font: font)
        upDownChevrons(in: CGRect(x: trailing - ink.width + stroke / 2, y: midY - ink.height / 2 + stroke / 2,
                                  width: ink.width - stroke, height: ink.height - stroke), width: stroke, with: fill)
    }

    /// A checkmark filling `box`.
    mutating func checkmark(in box: CGRect, width: CGFloat, with fill: Fill) {
        stroke([CGPoint(x: box.minX, y: box.minY + box.height * 0.55), CGPoint(x: box.minX + box.width * 0.36, y: box.maxY),
                CGPoint(x: box.maxX, y: box.minY)], width: width, with: fill)
    }
}
