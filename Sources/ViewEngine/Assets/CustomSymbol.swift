// A custom symbol an asset catalog keeps (`NAME.symbolset`, exported from the SF Symbols
// app and shown with `Image("NAME")`): an SVG template that draws the glyph once per
// weight and scale, each a group named `Weight-Scale` (`Regular-M`) placed at its left
// margin on its scale's baseline, its paths in points of a 100-point font (the template
// says "point size: 100.0"), above the baseline at negative y. Guides beside it mark each
// drawn weight's margins (`left-margin-Regular-M`, `right-margin-Regular-M`).
//
// The engine reads the medium scale's glyphs (an image scale scales the point size, as it
// does a system symbol's) and draws the font's weight, else the regular one. The frame is
// its margins' width by its ink's height at the font's point size, as a system symbol's
// is its ink with a margin each side (Measures §9 "Custom symbol", "Symbol frame"). A
// path's class names its hierarchical layer (`hierarchical-0:secondary`); the rest are primary.

import Foundation

/// A custom symbol's glyphs, read from its template.
struct CustomSymbol: Sendable, Equatable {
    /// The point size a template is drawn at.
    static let templatePointSize: CGFloat = 100

    /// The layer a path belongs to, which a hierarchical or palette rendering paints.
    enum Level: Sendable, Equatable { case primary, secondary, tertiary }

    /// One path of a glyph and its layer.
    struct Layer: Sendable, Equatable {
        let path: SymbolPath
        let level: Level
    }

    /// The glyph of one weight at the medium scale, in the template's points, its origin
    /// at the group's place (the left margin on the baseline).
    struct Glyph: Sendable, Equatable {
        let layers: [Layer]
        /// The margins' x, from the group's origin.
        let leading: CGFloat
        let trailing: CGFloat
        /// What the paths cover.
        let ink: CGRect

        /// The frame at `pointSize`: the margins' width by the ink's height, rounded up to
        /// the display's pixels.
        func size(pointSize: CGFloat) -> CGSize {
            let scale = max(0, pointSize.isFinite ? pointSize : 0) / CustomSymbol.templatePointSize
            return CGSize(width: TextLayout.pixelCeil((trailing - leading) * scale), height: TextLayout.pixelCeil(ink.height * scale))
        }
    }

    /// The medium scale's glyphs by weight name (`Regular`).
    let glyphs: [String: Glyph]

    /// The glyph drawn at `weight`: its own, else the regular weight's, else any.
    func glyph(weight: Font.Weight) -> Glyph? {
        glyphs[Self.templateName(of: weight)] ?? glyphs["Regular"] ?? glyphs.sorted { $0.key < $1.key }.first?.value
    }

    /// A weight's name in a template's group names.
    static func templateName(of weight: Font.Weight) -> String {
        switch weight {
        case .ultraLight: "Ultralight"
        case .thin: "Thin"
        case .light: "Light"
        case .medium: "Medium"
        case .semibold: "Semibold"
        case .bold: "Bold"
        case .heavy: "Heavy"
        case .black: "Black"
        default: "Regular"
        }
    }

    /// Reads a template; `nil` when it has no medium-scale glyph whose paths the engine
    /// reads (absolute M, L, H, V, C, Q, A and Z, as the SF Symbols app writes them).
    init?(template text: String) {
        var margins: [String: (leading: CGFloat?, trailing: CGFloat?)] = [:]
        var groups: [String: (origin: CGPoint, layers: [Layer])] = [:]
        var open: (name: String, origin: CGPoint, depth: Int, layers: [Layer], readable: Bool)?
        XMLTags.forEachTag(in: text[...]) { tag in
            if var group = open {
                if tag.name == "g" {
                    if tag.isEnd { group.depth -= 1 } else if !tag.closesItself { group.depth += 1 }
                } else if tag.name == "path", !tag.isEnd, let data = tag.attributes["d"] {
                    if let path = SymbolPath(data) {
                        group.layers.append(Layer(path: path, level: Self.level(ofClass: tag.attributes["class"] ?? "")))
                    } else {
                        group.readable = false
                    }
                }
                if group.depth == 0 {
                    if group.readable, !group.layers.isEmpty { groups[group.name] = (group.origin, group.layers) }
                    open = nil
                } else {
                    open = group
                }
                return true
            }
            guard !tag.isEnd, let id = tag.attributes["id"] else { return true }
            if tag.name == "line", let x = tag.attributes["x1"].flatMap(Double.init) {
                if id.hasPrefix("left-margin-") { margins[String(id.dropFirst(12)), default: (nil, nil)].leading = x }
                if id.hasPrefix("right-margin-") { margins[String(id.dropFirst(13)), default: (nil, nil)].trailing = x }
            } else if tag.name == "g", !tag.closesItself, id.hasSuffix("-M") {
                open = (String(id.dropLast(2)), Self.translation(tag.attributes["transform"] ?? ""), 1, [], true)
            }
            return true
        }
        func inkBounds(_ layers: [Layer]) -> CGRect? {
            let ink = layers.map(\.path.bounds).reduce(CGRect.null) { $0.union($1) }
            return !ink.isNull && ink.width > 0 && ink.height > 0 ? ink : nil
        }
        func ownMargins(_ weight: String, origin: CGPoint) -> (CGFloat, CGFloat)? {
            guard let margin = margins[weight + "-M"], let leading = margin.leading, let trailing = margin.trailing else { return nil }
            return (leading - origin.x, trailing - origin.x)
        }
        // A weight the guides give no margins keeps the regular weight's space beside its
        // ink, half on each side; without any margins, the ink is the frame.
        var bearing: CGFloat = 0
        if let regular = groups["Regular"], let ink = inkBounds(regular.layers), let (leading, trailing) = ownMargins("Regular", origin: regular.origin) {
            bearing = max(0, (trailing - leading - ink.width) / 2)
        }
        var glyphs: [String: Glyph] = [:]
        for (weight, group) in groups {
            guard let ink = inkBounds(group.layers) else { continue }
            let (leading, trailing) = ownMargins(weight, origin: group.origin) ?? (ink.minX - bearing, ink.maxX + bearing)
            glyphs[weight] = Glyph(layers: group.layers, leading: leading, trailing: trailing, ink: ink)
        }
        guard !glyphs.isEmpty else { return nil }
        self.glyphs = glyphs
    }

    /// A path's layer, by its class: `hierarchical-N:secondary` or `:tertiary`.
    private static func level(ofClass name: String) -> Level {
        if name.contains(":tertiary") { return .tertiary }
        if name.contains(":secondary") { return .secondary }
        return .primary
    }

    /// The translation of a group's `matrix(1 0 0 1 x y)` or `translate(x y)`.
    private static func translation(_ transform: String) -> CGPoint {
        let numbers = transform.split(whereSeparator: { "(), ".contains($0) }).compactMap { Double($0) }
        if transform.hasPrefix("matrix"), numbers.count == 6 { return CGPoint(x: numbers[4], y: numbers[5]) }
        if transform.hasPrefix("translate"), let x = numbers.first { return CGPoint(x: x, y: numbers.count > 1 ? numbers[1] : 0) }
        return .zero
    }
}
