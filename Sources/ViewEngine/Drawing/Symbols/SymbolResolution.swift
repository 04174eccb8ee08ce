// From a symbol's name to what is drawn: the artwork's own glyph when the table has the
// name, else the name read as SF Symbols' variant suffixes over a glyph the table has —
// `.fill`, `.circle`/`.square`/`.rectangle`/`.app` (with `.fill`), `.slash`, `.badge.X`
// and the dot `.badge` — composed (SymbolComposition.swift). A name neither gives is not
// drawn: the picture shows the placeholder.

import Foundation

enum SymbolResolution {
    /// The composition of the symbol `name` for a stroke of `strokeWidth` grid units
    /// (enclosed glyphs and badges are fitted by their ink), or `nil` when the artwork
    /// has no glyph it is made of.
    static func composition(named name: String, strokeWidth: CGFloat) -> SymbolComposition? {
        composition(name[...], strokeWidth: strokeWidth, depth: 0)
    }

    /// Whether the artwork draws `name`.
    static func isDrawn(_ name: String) -> Bool { composition(named: name, strokeWidth: 7) != nil }

    /// Whether `name` is taken for a real symbol: the catalogue knows it, or the artwork
    /// draws it (a variant the catalogue does not list is given the benefit of the
    /// doubt). A name neither knows is reported as iOS reports it.
    static func isKnown(_ name: String) -> Bool { SymbolCatalog.contains(name) || isDrawn(name) }

    private static func composition(_ name: Substring, strokeWidth: CGFloat, depth: Int) -> SymbolComposition? {
        guard depth < 4, !name.isEmpty else { return nil }
        let artwork = SymbolArtwork.glyphs
        if let glyph = artwork[String(name)], glyph.isValid { return SymbolComposition(glyph, filled: false) }
        let filled = name.hasSuffix(".fill")
        let stem = filled ? name.dropLast(5) : name
        if filled, let glyph = artwork[String(stem)], glyph.isValid { return SymbolComposition(glyph, filled: true) }
        func resolve(_ other: Substring) -> SymbolComposition? { composition(other, strokeWidth: strokeWidth, depth: depth + 1) }
        // A dot badge: `bell.badge`, `bell.badge.fill`.
        if stem.hasSuffix(".badge") {
            let base = stem.dropLast(6)
            return resolve(filled ? base + ".fill" : base)?.dotBadged()
        }
        // A badge glyph: `folder.badge.plus`, `person.badge.key.fill`.
        if let range = name.range(of: ".badge.", options: .backwards) {
            let base = name[..<range.lowerBound], badgeName = name[range.upperBound...]
            let badgeFilled = badgeName.hasSuffix(".fill")
            let baseName = badgeFilled && !base.hasSuffix(".fill") ? base + ".fill" : base
            guard let composed = resolve(baseName[...]) ?? resolve(base), let badge = resolve(badgeName) else { return nil }
            return composed.badged(with: badge, strokeWidth: strokeWidth)
        }
        // An enclosed glyph: `plus.circle`, `xmark.circle.fill`, `play.rectangle.fill`.
        for enclosure in SymbolEnclosure.allCases where stem.hasSuffix("." + enclosure.rawValue) {
            let inner = stem.dropLast(enclosure.rawValue.count + 1)
            guard let outline = resolve(inner) else { return nil }
            let solid = resolve(inner + ".fill") ?? outline
            return SymbolComposition.enclosing({ $0 ? solid : outline }, in: enclosure, filled: filled, strokeWidth: strokeWidth)
        }
        // A slashed glyph: `bell.slash`, `tag.slash.fill`.
        if stem.hasSuffix(".slash") {
            let base = stem.dropLast(6)
            return resolve(filled ? base + ".fill" : base)?.slashed()
        }
        return nil
    }

    /// The name `name` takes under `variants` (`symbolVariant(_:)`), as SwiftUI appends
    /// them: the slash, the enclosure, then `.fill`, each kept only when the name with it
    /// is a symbol (`SymbolCatalog`), so a variant a symbol lacks leaves it as it is.
    static func name(_ name: String, with variants: SymbolVariants) -> String {
        guard !variants.parts.isEmpty else { return name }
        var result = name
        func adding(_ part: String) {
            guard !result.hasSuffix("." + part), !result.contains("." + part + ".") else { return }
            let candidate = result + "." + part
            if SymbolCatalog.contains(candidate) { result = candidate }
        }
        if variants.parts.contains("slash") { adding("slash") }
        for enclosure in ["circle", "square", "rectangle"] where variants.parts.contains(enclosure) { adding(enclosure) }
        if variants.parts.contains("fill") { adding("fill") }
        return result
    }
}
