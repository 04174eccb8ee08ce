// How a picture draws a `Color` used as a view (Rules R22, "Pictures of the window"): a
// rectangle filling its frame with the color's value in the window's color scheme.

import ViewEngineCore

extension Color: PictureLeaf {
    func draw(in frame: CGRect, context: LeafLayoutContext, into picture: inout Picture) {
        let fill = picture.fill(self)
        guard !fill.isClear else { return }
        let outline = ShapeOutline.rectangle(frame, radius: .zero).element
        picture.element(outline.name, Picture.naming("Color", title: name).adding(outline.attributes)
                            .adding(picture.paintAttributes(fill, as: "fill")))
    }
}
