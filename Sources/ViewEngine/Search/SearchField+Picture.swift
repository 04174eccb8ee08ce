// How a picture draws the field of a `searchable` view (Rules R22, "Pictures of the
// window"), where the layout put it (SearchFieldLayout.swift): a box rounded by 10 points
// in the tertiary system fill, a magnifying glass in the secondary label color 8 points
// from its leading edge, and, 30 points from that edge on one line of its font, vertically
// centred, its prompt ("Search" unless `prompt:` says otherwise) in the secondary label
// color or, once typed, its text in the foreground, with a caret in the tint after it
// while it has focus (Measures §5 "Search field").

import ViewEngineCore

extension TextFieldNode {
    /// Draws the field as iOS's search field.
    func drawSearchField(into picture: inout Picture) {
        picture.group("g", Picture.naming(kind.name, title: title)) { picture in
            guard let frame = Picture.drawableFrame(of: self), frame.width > 0, frame.height > 0 else { return }
            let radius = CGSize(width: SearchFieldGeometry.inside.cornerRadius, height: SearchFieldGeometry.inside.cornerRadius)
            let box = ShapeOutline.rectangle(frame, radius: radius).element
            picture.element(box.name, box.attributes.adding(picture.paintAttributes(.paint(picture.system("tertiarySystemFill")), as: "fill")))
            let secondary = Fill.paint(picture.system("secondaryLabel"))
            let side = SearchFieldGeometry.inside.glyphSide
            Image.drawSymbol("magnifyingglass", in: CGRect(x: frame.minX + SearchFieldGeometry.inside.glyphInset, y: frame.midY - side / 2, width: side, height: side),
                             fill: secondary, into: &picture)
            let environment = environment.values
            let font = SystemFont.resolve(environment.font, dynamicTypeSize: environment.dynamicTypeSize)
            let isEmpty = buffer.isEmpty
            let shown = isEmpty ? title : buffer
            let x = frame.minX + SearchFieldGeometry.inside.textInset
            let width = min(font.width(of: shown), max(0, frame.maxX - SearchFieldGeometry.inside.glyphInset - x))
            let baseline = frame.midY - font.lineHeight / 2 + font.ascender
            picture.write([TextLine(text: shown, width: width)], x: x, baseline: baseline, advance: font.lineHeight,
                          font: Text(verbatim: shown).textFont(in: environment, style: picture.style),
                          fill: isEmpty ? secondary : picture.foreground, naming: Picture.naming(isEmpty ? "Prompt" : "Text"))
            drawCaret(after: x + (isEmpty ? 0 : width), midY: frame.midY, font: font, into: &picture)
        }
    }
}
