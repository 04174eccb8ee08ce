// How a picture draws a `TextField` or `SecureField` (Rules R22, "Pictures of the
// window"): in its default (plain) iOS look, its text — dots for a secure field — or,
// while empty, its prompt in the placeholder text color, on one line of its font at the
// leading edge of its frame, with a caret in the tint after the text while it has focus;
// `.roundedBorder` adds a rounded border in the separator color around the frame.

import ViewEngineCore

extension TextFieldNode: DrawingNode {
    func draw(into picture: inout Picture) {
        picture.group("g", Picture.naming(kind.name, title: title)) { picture in
            guard let frame = Picture.drawableFrame(of: self), frame.width > 0, frame.height > 0 else { return }
            if Picture.styleName("textFieldStyle", around: self) == "roundedBorder" {
                let border = ShapeOutline.rectangle(frame.insetBy(dx: -7, dy: -5.5), radius: CGSize(width: 5, height: 5)).element
                picture.element(border.name, border.attributes.adding(picture.paintAttributes(.paint(picture.system("systemBackground")), as: "fill"))
                                    .adding(picture.paintAttributes(.paint(picture.system("separator")), as: "stroke")).adding("stroke-width", "0.5"))
            }
            let environment = environment.values
            let font = SystemFont.resolve(environment.font, dynamicTypeSize: environment.dynamicTypeSize)
            let isEmpty = buffer.isEmpty
            let shown = isEmpty ? title : (kind.name == "SecureField" ? String(repeating: "•", count: buffer.count) : buffer)
            let text = Text(verbatim: shown)
            let textFont = text.textFont(in: environment, style: picture.style)
            let width = min(font.width(of: shown), frame.width)
            let baseline = frame.midY - font.lineHeight / 2 + font.ascender
            let fill: Fill = isEmpty ? .paint(picture.system("placeholderText")) : picture.foreground
            picture.write([TextLine(text: shown, width: width)], x: frame.minX, baseline: baseline, advance: font.lineHeight,
                          font: textFont, fill: fill, naming: Picture.naming(isEmpty ? "Prompt" : "Text"))
            if graph.focus.focusedField === self {
                let x = frame.minX + (isEmpty ? 0 : width) + 1
                let caret = ShapeOutline.rectangle(CGRect(x: x, y: frame.midY - font.lineHeight / 2, width: 2, height: font.lineHeight),
                                                   radius: CGSize(width: 1, height: 1)).element
                picture.element(caret.name, caret.attributes.adding(picture.paintAttributes(picture.tint, as: "fill")))
            }
        }
    }
}
