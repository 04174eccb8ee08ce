// How a picture draws a `Divider` (Rules R22, "Pictures of the window"): its frame (a
// pixel thick) filled with the separator color, light (60, 60, 67) at 29 % or dark
// (84, 84, 88) at 60 % (Measures §8 "Separator color").

import ViewEngineCore

extension Divider: PictureLeaf {
    func draw(in frame: CGRect, context: LeafLayoutContext, into picture: inout Picture) {
        let outline = ShapeOutline.rectangle(frame, radius: .zero).element
        picture.element(outline.name, Picture.naming("Divider").adding(outline.attributes)
                            .adding(picture.paintAttributes(.paint(picture.system("separator")), as: "fill")))
    }
}
