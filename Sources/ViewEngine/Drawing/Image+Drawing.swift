// How a picture draws an `Image` (Rules R22, "Pictures of the window"). The engine has no
// SF Symbols and no asset catalogs, so an image is a labelled placeholder: a symbol is a
// box of its point size in the foreground style, with a glyph that stands for it (a
// star for `star`, a check mark for `checkmark`...; its first letter otherwise) and its
// name as the box's title; an image from a catalog (which takes no space unless
// `resizable()`) is a light box with its name.

import ViewEngineCore

extension Image: DrawingLeaf {
    func draw(in frame: CGRect, context: LeafLayoutContext, into picture: inout Picture) {
        let naming = Picture.naming("Image", title: name)
        guard isSymbol else {
            let box = ShapeOutline.rectangle(frame, radius: .zero).element
            picture.group("g", naming) { picture in
                picture.element(box.name, box.attributes.adding(picture.paintAttributes(.paint(picture.system("systemFill")), as: "fill")))
                picture.element("title", SVGAttributes(), content: name)
            }
            return
        }
        let side = min(frame.width, frame.height)
        let box = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        picture.group("g", naming) { picture in Self.drawSymbol(name, in: box, fill: picture.foreground, into: &picture) }
    }

    /// Draws the placeholder of the symbol `name` in the square `box`: a rounded box of
    /// `fill` (filled at 25 % for a `.fill` symbol, 8 % otherwise), its glyph, and its name
    /// as the box's title.
    @MainActor static func drawSymbol(_ name: String, in box: CGRect, fill: Fill, into picture: inout Picture) {
        let side = box.width
        let isFilled = name.hasSuffix(".fill")
        picture.element("title", SVGAttributes(), content: name)
        let outline = ShapeOutline.rectangle(box, radius: CGSize(width: side * 0.2, height: side * 0.2)).element
        picture.element(outline.name, outline.attributes.adding(picture.paintAttributes(fill.multiplyingOpacity(by: isFilled ? 0.25 : 0.08), as: "fill"))
                            .adding(picture.paintAttributes(fill, as: "stroke")).adding("stroke-width", max(0.5, side / 17)))
        picture.write([TextLine(text: glyph(for: name), width: 0)], x: box.midX, baseline: box.midY + side * 0.25, advance: side,
                      anchor: "middle", font: TextFont(pointSize: side * 0.7, weight: 600), fill: fill, naming: SVGAttributes())
    }

    /// A character that stands for the symbol `name`: its picture for the common ones,
    /// else its name's first letter.
    static func glyph(for name: String) -> String {
        let base = name.split(separator: ".").first.map(String.init) ?? name
        if let glyph = symbolGlyphs[name] ?? symbolGlyphs[base] { return glyph }
        return base.first.map { String($0).uppercased() } ?? "?"
    }

    private static let symbolGlyphs: [String: String] = [
        "star": "★", "heart": "♥", "plus": "+", "minus": "−", "checkmark": "✓", "xmark": "✕", "multiply": "✕",
        "chevron.right": "›", "chevron.left": "‹", "chevron.up": "˄", "chevron.down": "˅", "arrow.right": "→",
        "arrow.left": "←", "arrow.up": "↑", "arrow.down": "↓", "gear": "⚙", "gearshape": "⚙", "trash": "⌫",
        "magnifyingglass": "⌕", "house": "⌂", "person": "☺", "bell": "♪", "envelope": "✉", "pencil": "✎",
        "square.and.pencil": "✎", "info": "i", "info.circle": "i", "questionmark": "?", "exclamationmark": "!",
        "ellipsis": "…", "play": "▶", "pause": "⏸", "stop": "■", "circle": "●", "square": "■", "list.bullet": "≡",
        "line.3.horizontal": "≡", "cloud": "☁", "sun.max": "☀", "moon": "☾", "bolt": "⚡", "lock": "⚿", "globe": "◍",
        "calendar": "▦", "clock": "◷", "photo": "▣", "folder": "▭", "doc": "▯", "tray": "▭", "flag": "⚑",
        "bookmark": "⚐", "tag": "⌗", "link": "⛓", "paperplane": "➤", "cart": "⊻", "mappin": "⌖", "location": "➤",
    ]
}
