// How a picture draws a symbol (Rules R22, "Pictures of the window"): each path of its
// composition in the window's coordinates, stroked with round ends and joins at the
// weight's width or filled, in its layer's paint; what a path has cut out of it (a
// filled symbol's details, a slash's gap, a badge's place) is an SVG mask. A symbol in
// one translucent colour is one image: its paths are drawn opaque in a group of the
// colour's opacity, so an arrow's head over its shaft is no darker than the shaft.

import ViewEngineCore

/// The paints of a symbol's layers, by its rendering mode.
struct SymbolPaints {
    let primary: Fill
    let secondary: Fill
    let tertiary: Fill
    /// A badge's paint (multicolor: green for a plus, red for a dot...), else the
    /// primary layer's.
    let badge: Fill
    /// Whether the layers have paints of their own, so cut-out details are drawn over
    /// the paths they are cut from.
    let isLayered: Bool

    /// One paint for everything: monochrome.
    init(monochrome fill: Fill) {
        primary = fill; secondary = fill; tertiary = fill; badge = fill
        isLayered = false
    }

    init(primary: Fill, secondary: Fill, tertiary: Fill, badge: Fill? = nil) {
        self.primary = primary
        self.secondary = secondary
        self.tertiary = tertiary
        self.badge = badge ?? primary
        isLayered = true
    }

    func fill(for stroke: SymbolStroke) -> Fill {
        if stroke.isBadge { return badge }
        return switch stroke.layer {
        case .primary: primary
        case .secondary: secondary
        case .tertiary: tertiary
        }
    }
}

extension Picture {
    /// Draws `symbol` in `frame`: at its own size centred in the frame, or — when
    /// `stretches` (a `resizable()` image) — scaled on each axis to fill it.
    mutating func drawSymbol(_ symbol: SymbolMetrics, in frame: CGRect, stretches: Bool, paints: SymbolPaints) {
        let ink = symbol.ink
        guard ink.width > 0 || ink.height > 0 else { return }
        // Monochrome: "applies one color to all layers in a symbol" (Apple's HIG, SF
        // Symbols): the glyph is one outline, composited once at the colour's opacity.
        if !paints.isLayered, case .paint(let paint) = paints.primary, paint.opacity > 0, paint.opacity < 1 {
            var opaque = paint
            opaque.opacity = 1
            group("g", SVGAttributes().adding("opacity", SVGText.opacity(paint.opacity))) { picture in
                picture.drawSymbol(symbol, in: frame, stretches: stretches, paints: SymbolPaints(monochrome: .paint(opaque)))
            }
            return
        }
        let scaleX: CGFloat, scaleY: CGFloat
        if stretches {
            scaleX = ink.width > 0 ? frame.width / ink.width : symbol.unit
            scaleY = ink.height > 0 ? frame.height / ink.height : symbol.unit
        } else {
            scaleX = symbol.unit
            scaleY = symbol.unit
        }
        let transform = SymbolTransform(scaleX: scaleX, scaleY: scaleY, dx: frame.midX - ink.midX * scaleX, dy: frame.midY - ink.midY * scaleY)
        let width = symbol.strokeWidth * min(scaleX, scaleY)
        var index = 0
        let strokes = symbol.composition.strokes.filter { !$0.isLayeredOnly || paints.isLayered }
        while index < strokes.count {
            let cuts = strokes[index].cuts
            var end = index + 1
            while end < strokes.count, strokes[end].cuts == cuts { end += 1 }
            let run = strokes[index..<end]
            if cuts.isEmpty {
                for stroke in run { drawSymbolPath(stroke, transform: transform, width: width, paints: paints) }
            } else {
                let id = nextID("mask")
                let area = frame.insetBy(dx: -width * 2, dy: -width * 2)
                group("mask", SVGAttributes().adding("id", id).adding("maskUnits", "userSpaceOnUse").adding("x", area.minX)
                        .adding("y", area.minY).adding("width", area.width).adding("height", area.height)) { picture in
                    picture.element("rect", SVGAttributes().adding("x", area.minX).adding("y", area.minY).adding("width", area.width)
                                        .adding("height", area.height).adding("fill", "#FFFFFF"))
                    for cut in cuts {
                        let cutWidth = (cut.paint == .fill ? 0 : width) + 2 * cut.widening * min(scaleX, scaleY)
                        picture.element("path", SVGAttributes().adding("d", cut.path.applying(transform).svgData)
                                            .adding("fill", cut.paint == .stroke ? "none" : "#000000")
                                            .adding("stroke", cutWidth > 0 ? "#000000" : nil)
                                            .adding("stroke-width", cutWidth > 0 ? SVGText.number(cutWidth) : nil)
                                            .adding("stroke-linecap", cutWidth > 0 ? "round" : nil)
                                            .adding("stroke-linejoin", cutWidth > 0 ? "round" : nil))
                    }
                }
                group("g", SVGAttributes().adding("mask", "url(#\(id))")) { picture in
                    for stroke in run { picture.drawSymbolPath(stroke, transform: transform, width: width, paints: paints) }
                }
            }
            index = end
        }
    }

    private mutating func drawSymbolPath(_ stroke: SymbolStroke, transform: SymbolTransform, width: CGFloat, paints: SymbolPaints) {
        let fill = paints.fill(for: stroke)
        guard !fill.isClear else { return }
        var attributes = SVGAttributes().adding("d", stroke.path.applying(transform).svgData)
        switch stroke.paint {
        case .fill:
            attributes = attributes.adding(paintAttributes(fill, as: "fill"))
        case .stroke:
            attributes = attributes.adding("fill", "none").adding(paintAttributes(fill, as: "stroke"))
                .adding("stroke-width", width).adding("stroke-linecap", "round").adding("stroke-linejoin", "round")
        case .fillAndStroke:
            attributes = attributes.adding(paintAttributes(fill, as: "fill")).adding(paintAttributes(fill, as: "stroke"))
                .adding("stroke-width", width).adding("stroke-linejoin", "round")
        }
        element("path", attributes)
    }
}
