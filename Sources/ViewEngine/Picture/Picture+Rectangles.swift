// The one shape chrome is made of: a filled rectangle, square or with round corners
// (a bar's background, a hairline, a list's card, a sheet).

import ViewEngineCore

extension Picture {
    /// Draws `rect` filled with `fill`, its corners of radius `cornerRadius`, named by
    /// `naming` (nothing by default).
    mutating func fillRectangle(_ rect: CGRect, cornerRadius: CGFloat = 0, with fill: Fill, naming: SVGAttributes = SVGAttributes()) {
        let shape = ShapeOutline.rectangle(rect, radius: CGSize(width: cornerRadius, height: cornerRadius)).element
        element(shape.name, naming.adding(shape.attributes).adding(paintAttributes(fill, as: "fill", in: rect)))
    }

    /// Fills `rect` with `fill`, its top corners rounded by `radius` when `top`, its bottom
    /// ones when `bottom` (a row highlighted at the top or the bottom of a card).
    mutating func fillRectangle(_ rect: CGRect, roundingTop top: Bool, bottom: Bool, radius: CGFloat, with fill: Fill,
                                naming: SVGAttributes = SVGAttributes()) {
        let r = min(radius, rect.width / 2, rect.height / 2)
        guard top || bottom, r > 0 else { return fillRectangle(rect, with: fill, naming: naming) }
        var path = Path()
        path.addRoundedRect(in: rect, rx: r, ry: r, roundingTop: top, bottom: bottom)
        let shape = ShapeOutline.path(path).element
        element(shape.name, naming.adding(shape.attributes).adding(paintAttributes(fill, as: "fill", in: rect)))
    }

    /// Draws a hairline (one pixel of a 3× display) along `rect`'s top edge, or its leading
    /// edge when `vertical`, in the separator color.
    mutating func hairline(along rect: CGRect, vertical: Bool = false) {
        let width = 1 / SystemFont.displayScale
        fillRectangle(vertical ? CGRect(x: rect.minX, y: rect.minY, width: width, height: rect.height)
                               : CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: width),
                      with: .paint(system("separator")))
    }
}
