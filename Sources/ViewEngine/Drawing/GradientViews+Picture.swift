// How a picture draws a gradient used as a view (Rules R22, "Pictures of the window"):
// `LinearGradient(...)` in an `overlay`, a `ZStack` or a `background` fills its frame as it
// fills a shape (`Rectangle().fill(gradient)`), so a view and a shape style draw alike.

import ViewEngineCore

/// A gradient that is a view: it fills its whole frame with itself.
protocol FramedGradient: PictureLeaf, PaintedStyle {}

extension FramedGradient {
    func draw(in frame: CGRect, context: LeafLayoutContext, into picture: inout Picture) {
        let fill = fill(in: picture)
        guard !fill.isClear else { return }
        let outline = ShapeOutline.rectangle(frame, radius: .zero).element
        picture.element(outline.name, Picture.naming(String(describing: Self.self)).adding(outline.attributes)
                            .adding(picture.paintAttributes(fill, as: "fill", in: frame)))
    }
}

extension LinearGradient: FramedGradient {}
extension RadialGradient: FramedGradient {}
extension AngularGradient: FramedGradient {}
extension EllipticalGradient: FramedGradient {}
