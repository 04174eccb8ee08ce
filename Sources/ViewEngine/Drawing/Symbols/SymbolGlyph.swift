// The artwork of one symbol in its compact form: parts, each a path on the symbol's
// 0…100 grid with how it is painted — stroked at the symbol's weight, filled, or both —
// and the layer it belongs to for the hierarchical and palette rendering modes. The
// artwork table (SymbolArtwork.swift) writes a glyph as text:
//
//     "o M50 9 L62 35 L90 38 L69 57 L75 85 L50 71 L25 85 L31 57 L10 38 L38 35 Z"
//
// parts separated by `;`, each a kind letter, an optional layer digit (1 primary, the
// default; 2 secondary; 3 tertiary), then the path:
//
// - `o` an outline: stroked; in the `.fill` variant also filled;
// - `s` a stroke, the same in both variants;
// - `k` a detail inside an outline: stroked in the outline variant, cut out of the fill
//   in the `.fill` variant (a house's door, an envelope's flap);
// - `d` a filled detail (a dot): filled in the outline variant, cut out of the fill in
//   the `.fill` variant;
// - `f` a fill, the same in both variants (a dot, a solid arrowhead);
// - `h` a fill only in the `.fill` variant (what the outline variant leaves empty);
// - `c` a shape only the `.fill` variant has, cut out of its fill (a silhouette the
//   outline variant draws with strokes).
//
// A cut-out detail is drawn over the fill in its own layer's colour when the layers
// have colours of their own (hierarchical, palette, multicolor), as the exclamation
// mark of `exclamationmark.triangle.fill` is.

import Foundation

/// One symbol's artwork.
struct SymbolGlyph: Sendable, ExpressibleByStringLiteral {
    /// How a part is painted.
    enum Kind: Character, Sendable {
        case outline = "o"
        case stroke = "s"
        case detail = "k"
        case detailFill = "d"
        case cutOnly = "c"
        case fill = "f"
        case fillOnly = "h"
    }

    /// A layer of a symbol, as the hierarchical and palette modes paint them.
    enum Layer: Int, Sendable, Comparable {
        case primary = 1, secondary, tertiary
        static func < (a: Layer, b: Layer) -> Bool { a.rawValue < b.rawValue }
    }

    /// One path of the artwork.
    struct Part: Sendable {
        let kind: Kind
        let layer: Layer
        let path: SymbolPath
    }

    let parts: [Part]
    /// Whether the text of the artwork was read whole; an entry that was not is drawn
    /// as the placeholder, and `SymbolArtworkTests` names it.
    let isValid: Bool

    init(parts: [Part]) {
        self.parts = parts
        isValid = !parts.isEmpty
    }

    init(stringLiteral text: String) {
        var parts: [Part] = []
        var valid = true
        for piece in text.split(separator: ";") {
            let trimmed = piece.drop { $0 == " " }
            guard let letter = trimmed.first, let kind = Kind(rawValue: letter) else { valid = false; continue }
            var rest = trimmed.dropFirst()
            var layer = Layer.primary
            if let digit = rest.first, let number = digit.wholeNumberValue {
                guard let given = Layer(rawValue: number) else { valid = false; continue }
                layer = given
                rest = rest.dropFirst()
            }
            guard let path = SymbolPath(String(rest)) else { valid = false; continue }
            parts.append(Part(kind: kind, layer: layer, path: path))
        }
        self.parts = parts
        isValid = valid && !parts.isEmpty
    }

    /// The artwork with every path mapped by `transform`.
    func applying(_ transform: SymbolTransform) -> SymbolGlyph {
        SymbolGlyph(parts: parts.map { Part(kind: $0.kind, layer: $0.layer, path: $0.path.applying(transform)) })
    }

    /// The artwork with every part moved to `layer` (an enclosed glyph's enclosure).
    func onLayer(_ layer: Layer) -> SymbolGlyph {
        SymbolGlyph(parts: parts.map { Part(kind: $0.kind, layer: layer, path: $0.path) })
    }

    /// This artwork and `other`'s, `other` drawn after.
    func adding(_ other: SymbolGlyph) -> SymbolGlyph { SymbolGlyph(parts: parts + other.parts) }
}
