// How a picture draws a `TextField` or `SecureField` (Rules R22, "Pictures of the
// window"): in its default (plain) iOS look, its text — a dot for each character of a
// secure field — or, while empty, its prompt in the placeholder text color, on one line
// of its font at the leading edge of its frame, vertically centred, with a caret in the
// tint after the text while it has focus; `.roundedBorder` draws its border at the frame
// (a hairline in the separator color around the system background,
// Measures §5 "Rounded border text field") with the text inset inside it, as the layout measured it.
// A `searchable` view's field is drawn as iOS's search field (SearchField+Picture.swift).

import ViewEngineCore

extension TextFieldNode: PictureNode {
    func draw(into picture: inout Picture) {
        if Field.isSearchField { return drawSearchField(into: &picture) }
        picture.group("g", Picture.naming(isSecure ? "SecureField" : kind.name, title: title)) { picture in
            guard let frame = Picture.drawableFrame(of: self), frame.width > 0, frame.height > 0 else { return }
            if isRoundedBorder {
                let line = TextFieldGeometry.roundedBorderLine
                let border = ShapeOutline.rectangle(frame.insetBy(dx: line / 2, dy: line / 2),
                                                    radius: CGSize(width: TextFieldGeometry.roundedBorderRadius, height: TextFieldGeometry.roundedBorderRadius)).element
                picture.element(border.name, border.attributes.adding(picture.paintAttributes(.paint(picture.system("systemBackground")), as: "fill"))
                                    .adding(picture.paintAttributes(.paint(picture.system("separator")), as: "stroke")).adding("stroke-width", line))
            }
            let environment = environment.values
            let font = SystemFont.resolve(environment.font, dynamicTypeSize: environment.dynamicTypeSize)
            let textFrame = frame.insetBy(dx: textInset, dy: 0)
            let isEmpty = buffer.isEmpty
            let shown = isEmpty ? title : (isSecure ? String(repeating: "•", count: buffer.count) : buffer)
            let text = Text(verbatim: shown)
            let textFont = text.textFont(in: environment, style: picture.style)
            let width = min(font.width(of: shown), max(0, textFrame.width))
            let baseline = textFrame.midY - font.lineHeight / 2 + font.ascender
            let fill: Fill = isEmpty ? .paint(picture.system("placeholderText")) : picture.foreground
            picture.write([TextLine(text: shown, width: width)], x: textFrame.minX, baseline: baseline, advance: font.lineHeight,
                          font: textFont, fill: fill, naming: Picture.naming(isEmpty ? "Prompt" : "Text"))
            drawCaret(after: textFrame.minX + (isEmpty ? 0 : width), midY: textFrame.midY, font: font, into: &picture)
        }
    }

    /// The caret, in the tint, 1 point after `x` and a line of `font` high about `midY`,
    /// while the field has focus.
    func drawCaret(after x: CGFloat, midY: CGFloat, font: ResolvedFont, into picture: inout Picture) {
        guard graph.focus.focusedField === self else { return }
        let caret = ShapeOutline.rectangle(CGRect(x: x + 1, y: midY - font.lineHeight / 2, width: 2, height: font.lineHeight),
                                           radius: CGSize(width: 1, height: 1)).element
        picture.element(caret.name, caret.attributes.adding(picture.paintAttributes(picture.tint, as: "fill")))
    }
}
