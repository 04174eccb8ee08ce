// The one shape chrome is made of: a filled rectangle, square or with round corners
// (a bar's background, a hairline, a list's card, a sheet).

import ViewEngineCore

extension Picture {
    /// Draws `rect` filled with `fill`, its corners of radius `cornerRadius`, named by
    /// `naming` (nothing by default).
    mutating func fillRectangle(_ rect: CGRect, cornerRadius: CGFloat = 0, with fill: Fill, naming: SVGAttributes = SVGAttributes()) {
        let shape = ShapeOutline.rectangle(rect, radius: CGSize(width: cornerRadius, height: cornerRadius)).element
        element(shape.name, naming.adding(shape.attributes).adding(paintAttributes(fill, as: "fill")))
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
