// A symbol as it is drawn: what its name composes — a glyph of the artwork in its outline
// or `.fill` variant, in a circle, square or rectangle, slashed, with a badge — as paths
// on the symbol's 0…100 grid, each painted in a layer, some cut out of others.
//
// SF Symbols name their variants by suffixes (`xmark.circle.fill`, `bell.slash`,
// `folder.badge.plus`); the engine draws the base glyph once and composes the rest the
// way the symbols are built: an enclosed glyph is smaller and centred, cut out of a
// filled enclosure; a slash cuts a gap through the glyph; a badge sits at the bottom
// trailing corner with the glyph cut away around it.

import Foundation

/// One path painted in a layer, with the shapes cut out of it.
struct SymbolStroke: Sendable {
    /// How the path is painted.
    enum Paint: Sendable { case stroke, fill, fillAndStroke }

    var path: SymbolPath
    let paint: Paint
    var layer: SymbolGlyph.Layer
    /// Shapes cut out of this one (a filled symbol's details, a slash's gap, a badge's).
    var cuts: [SymbolCut] = []
    /// Whether it is drawn only when the layers have colours of their own (hierarchical,
    /// palette, multicolor): a detail that monochrome rendering shows as a cut-out.
    var isLayeredOnly = false
    /// Whether it is a badge's (`folder.badge.plus`), which multicolor rendering paints
    /// in the badge's colour.
    var isBadge = false
}

/// A shape cut out of a symbol's paths: a path filled or stroked, `widening` grid units
/// wider than the symbol's stroke on either side (a gap).
struct SymbolCut: Sendable, Equatable {
    let path: SymbolPath
    let paint: SymbolStroke.Paint
    var widening: CGFloat = 0
}

/// A symbol composed from the artwork, ready to be drawn at a weight.
struct SymbolComposition: Sendable {
    var strokes: [SymbolStroke]

    /// The glyph `glyph` in its outline variant or its `.fill` variant.
    init(_ glyph: SymbolGlyph, filled: Bool) {
        var bodies: [SymbolStroke] = []
        var details: [SymbolStroke] = []
        for part in glyph.parts {
            switch (part.kind, filled) {
            case (.outline, false), (.stroke, _), (.detail, false):
                bodies.append(SymbolStroke(path: part.path, paint: .stroke, layer: part.layer))
            case (.outline, true):
                bodies.append(SymbolStroke(path: part.path, paint: .fillAndStroke, layer: part.layer))
            case (.fill, _), (.fillOnly, true):
                bodies.append(SymbolStroke(path: part.path, paint: .fill, layer: part.layer))
            case (.fillOnly, false), (.cutOnly, false):
                break
            case (.cutOnly, true):
                details.append(SymbolStroke(path: part.path, paint: .fill, layer: part.layer, isLayeredOnly: true))
            case (.detail, true):
                details.append(SymbolStroke(path: part.path, paint: .stroke, layer: part.layer, isLayeredOnly: true))
            case (.detailFill, false):
                bodies.append(SymbolStroke(path: part.path, paint: .fill, layer: part.layer))
            case (.detailFill, true):
                details.append(SymbolStroke(path: part.path, paint: .fill, layer: part.layer, isLayeredOnly: true))
            }
        }
        let cuts = details.map { SymbolCut(path: $0.path, paint: $0.paint) }
        strokes = bodies.map { body in
            guard body.paint != .stroke else { return body }
            var cut = body
            cut.cuts = cuts
            return cut
        } + details
    }

    init(strokes: [SymbolStroke]) { self.strokes = strokes }

    /// Every path mapped by `transform`.
    func applying(_ transform: SymbolTransform) -> SymbolComposition {
        SymbolComposition(strokes: strokes.map { stroke in
            var moved = stroke
            moved.path = stroke.path.applying(transform)
            moved.cuts = stroke.cuts.map { SymbolCut(path: $0.path.applying(transform), paint: $0.paint, widening: $0.widening) }
            return moved
        })
    }

    /// The grid bounds of the ink at `strokeWidth`: each path's bounds, widened by half
    /// the stroke where it is stroked.
    func inkBounds(strokeWidth: CGFloat) -> CGRect {
        var result: CGRect?
        for stroke in strokes {
            var bounds = stroke.path.bounds
            if stroke.paint != .fill { bounds = bounds.insetBy(dx: -strokeWidth / 2, dy: -strokeWidth / 2) }
            result = result.map { $0.union(bounds) } ?? bounds
        }
        return result ?? .zero
    }

    /// The shapes this composition covers, as cuts (to cut it out of an enclosure or
    /// clear a badge's place), each `widening` wider.
    func asCuts(widening: CGFloat = 0) -> [SymbolCut] {
        strokes.filter { !$0.isLayeredOnly }.map { SymbolCut(path: $0.path, paint: $0.paint, widening: widening) }
    }

    /// The composition with `cuts` cut out of every path it has.
    func cutting(_ cuts: [SymbolCut]) -> SymbolComposition {
        SymbolComposition(strokes: strokes.map { stroke in
            var cut = stroke
            cut.cuts += cuts
            return cut
        })
    }

    /// The composition with `layer` for every path.
    func onLayer(_ layer: SymbolGlyph.Layer) -> SymbolComposition {
        SymbolComposition(strokes: strokes.map { stroke in
            var moved = stroke
            moved.layer = layer
            return moved
        })
    }
}

/// The shapes a glyph is enclosed in (`plus.circle`, `checkmark.square.fill`,
/// `play.rectangle`, `plus.app`).
enum SymbolEnclosure: String, Sendable, CaseIterable {
    case circle, square, rectangle, app

    /// The enclosure's outline on the grid (the stroke's centre line): the circle is the
    /// `circle` glyph's, at its measured size (Measures §9 "Symbol sizes").
    var path: SymbolPath {
        switch self {
        case .circle: SymbolArtwork.glyphs["circle"]!.parts[0].path
        case .square: SymbolPath("M28 9 H72 A19 19 0 0 1 91 28 V72 A19 19 0 0 1 72 91 H28 A19 19 0 0 1 9 72 V28 A19 19 0 0 1 28 9 Z")!
        case .rectangle: SymbolPath("M20 17 H80 A17 17 0 0 1 97 34 V66 A17 17 0 0 1 80 83 H20 A17 17 0 0 1 3 66 V34 A17 17 0 0 1 20 17 Z")!
        case .app: SymbolPath("M32 8 H68 A24 24 0 0 1 92 32 V68 A24 24 0 0 1 68 92 H32 A24 24 0 0 1 8 68 V32 A24 24 0 0 1 32 8 Z")!
        }
    }

    /// The largest side an enclosed glyph's ink may have (the glyph is scaled to it, and
    /// never up by more than the enclosure's greatest scale).
    var room: CGFloat {
        switch self {
        case .circle: 46 * SymbolArtwork.circleScale
        case .square, .app: 48
        case .rectangle: 40
        }
    }
}

extension SymbolComposition {
    /// `inner` scaled into `enclosure`: the enclosure stroked around it, or filled with
    /// the glyph's `.fill` variant cut out of it (and drawn over it in the primary layer
    /// when layers have colours of their own).
    static func enclosing(_ inner: (_ filled: Bool) -> SymbolComposition, in enclosure: SymbolEnclosure, filled: Bool,
                          strokeWidth: CGFloat) -> SymbolComposition {
        let glyph = inner(filled)
        let bounds = inner(false).inkBounds(strokeWidth: strokeWidth)
        let side = max(bounds.width, bounds.height, 1)
        let scale = min(0.7, enclosure.room / side)
        let transform = SymbolTransform(scaleX: scale, scaleY: scale, dx: 50 - bounds.midX * scale, dy: 50 - bounds.midY * scale)
        let placed = glyph.applying(transform)
        guard filled else {
            return SymbolComposition(strokes: [SymbolStroke(path: enclosure.path, paint: .stroke, layer: .secondary)] + placed.strokes)
        }
        var body = SymbolStroke(path: enclosure.path, paint: .fillAndStroke, layer: .secondary)
        body.cuts = placed.asCuts()
        let shown = placed.onLayer(.primary).strokes.map { stroke -> SymbolStroke in
            var layered = stroke
            layered.isLayeredOnly = true
            return layered
        }
        return SymbolComposition(strokes: [body] + shown)
    }

    /// The slash of a slashed symbol (`bell.slash`), from the top leading corner to the
    /// bottom trailing one, with a gap cut through the glyph on either side of it.
    static let slash = SymbolPath("M12 8 L88 92")!

    /// `base` slashed: a gap cut through it along the slash, and the slash drawn.
    func slashed() -> SymbolComposition {
        let gap = SymbolCut(path: Self.slash, paint: .stroke, widening: 6)
        return SymbolComposition(strokes: cutting([gap]).strokes + [SymbolStroke(path: Self.slash, paint: .stroke, layer: .primary)])
    }

    /// Where a badge goes: the centre of its place at the bottom trailing corner, and the
    /// largest side of its ink.
    static let badgeCenter = CGPoint(x: 82, y: 80)
    static let badgeRoom: CGFloat = 34

    /// `self` with `badge` (a glyph's composition) at its bottom trailing corner, the
    /// glyph cut away around the badge's ink.
    func badged(with badge: SymbolComposition, strokeWidth: CGFloat) -> SymbolComposition {
        let bounds = badge.inkBounds(strokeWidth: strokeWidth)
        let scale = min(0.6, Self.badgeRoom / max(bounds.width, bounds.height, 1))
        let center = Self.badgeCenter
        let placed = badge.applying(SymbolTransform(scaleX: scale, scaleY: scale, dx: center.x - bounds.midX * scale,
                                                    dy: center.y - bounds.midY * scale))
        return SymbolComposition(strokes: cutting(placed.asCuts(widening: 6)).strokes + placed.onLayer(.primary).strokes.map { stroke in
            var badgeStroke = stroke
            badgeStroke.isLayeredOnly = false
            badgeStroke.isBadge = true
            return badgeStroke
        })
    }

    /// A dot badge at the top trailing corner (`bell.badge`, `envelope.badge`), the glyph
    /// cut away around it.
    func dotBadged() -> SymbolComposition {
        let dot = SymbolPath("M84 6 A13 13 0 1 1 84 32 A13 13 0 1 1 84 6 Z")!
        var badge = SymbolStroke(path: dot, paint: .fill, layer: .primary)
        badge.isBadge = true
        return SymbolComposition(strokes: cutting([SymbolCut(path: dot, paint: .fillAndStroke, widening: 5)]).strokes + [badge])
    }
}
