// How a picture draws a `ColorPicker` (Rules R22, "Pictures of the window"): its label,
// and at the trailing edge of its row, vertically centred, iOS's color well
// (Measures §5 "ColorPicker well"): a ring 3 points thick of the hues (red, yellow, green, cyan, blue,
// magenta, in six arcs) around a disc of the chosen color. Its open menu lists the colors
// it offers, each with a swatch, the chosen one checked. The group carries `data-value`,
// the color's name.

import ViewEngineCore
import Foundation

extension ColorPickerNode: PictureNode {
    func draw(into picture: inout Picture) {
        picture.group("g", Picture.naming("ColorPicker", title: title).adding("data-value", shownColor.name)) { picture in
            picture.draw(labelNode)
            guard let well = wellFrame else { return }
            let hues = [Paint(255, 59, 48), Paint(255, 204, 0), Paint(52, 199, 89), Paint(50, 173, 230), Paint(0, 122, 255), Paint(175, 82, 222)]
            let radius = (well.width - ColorWell.ring) / 2
            for (index, hue) in hues.enumerated() {
                let start = Double(index) / Double(hues.count) * 2 * .pi - .pi / 2
                let end = Double(index + 1) / Double(hues.count) * 2 * .pi - .pi / 2
                func point(_ angle: Double) -> String {
                    "\(SVGText.number(well.midX + radius * CGFloat(cos(angle)))) \(SVGText.number(well.midY + radius * CGFloat(sin(angle))))"
                }
                let arc = "M\(point(start)) A\(SVGText.number(radius)) \(SVGText.number(radius)) 0 0 1 \(point(end))"
                picture.element("path", SVGAttributes().adding("d", arc).adding("fill", "none").adding(picture.paintAttributes(.paint(hue), as: "stroke"))
                                    .adding("stroke-width", ColorWell.ring))
            }
            let inner = well.width / 2 - ColorWell.ring - ColorWell.gap
            let disc = ShapeOutline.ellipse(CGRect(x: well.midX - inner, y: well.midY - inner, width: 2 * inner, height: 2 * inner)).element
            picture.element(disc.name, Picture.naming("ColorWell").adding(disc.attributes)
                                .adding(picture.paintAttributes(picture.fill(shownColor), as: "fill")))
        }
    }
}

extension ColorPickerNode: WindowPresentation {
    func layOutPresented(window: CGSize, insets: EdgeInsets) {}

    /// The open menu of colors, each with its swatch, the chosen one checked.
    func drawPresented(into picture: inout Picture, window: CGSize, insets: EdgeInsets) {
        guard let geometry = menuGeometry else { return }
        let rows = Self.offered.map { color in
            OptionMenuRow(title: color.name, isChecked: color.name == shownColor.name, swatch: Paint.named(color.name, in: picture.colorScheme))
        }
        picture.drawOptionMenu(rows, at: geometry, title: title)
    }
}
