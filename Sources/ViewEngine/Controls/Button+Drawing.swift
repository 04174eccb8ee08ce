// How a picture draws a `Button` (Rules R22, "Pictures of the window"): in its default
// iOS look its label alone, in the tint (the accent color, the system blue, unless
// `tint(_:)` says otherwise), red for a destructive role, the tertiary label color when
// disabled; `.bordered` adds a rounded bezel of the tint at 15 % behind the label,
// `.borderedProminent` one filled with the tint, the label white; `.plain` leaves the
// label's own colors. The bezel is drawn at the button's frame, which the layout makes
// as large as the label.

import ViewEngineCore

extension ButtonNode: DrawingNode {
    func draw(into picture: inout Picture) {
        let style = Picture.styleName("buttonStyle", around: self)
        let isEnabled = environment.values.isEnabled
        let tint: Fill = role == .destructive ? .paint(picture.system("red")) : picture.tint
        let label: Fill? = switch style {
        case _ where !isEnabled: .paint(picture.system("tertiaryLabel"))
        case "plain": nil
        case "borderedProminent": .paint(Paint(255, 255, 255))
        default: tint
        }
        picture.group("g", Picture.naming("Button", title: title)) { picture in
            if let frame = Picture.drawableFrame(of: self), style == "bordered" || style == "borderedProminent" {
                let bezel = ShapeOutline.rectangle(frame, radius: CGSize(width: 6, height: 6)).element
                let fill = style == "bordered" ? tint.multiplyingOpacity(by: 0.15) : tint
                picture.element(bezel.name, bezel.attributes.adding(picture.paintAttributes(isEnabled ? fill : fill.multiplyingOpacity(by: 0.3), as: "fill")))
            }
            picture.styled({ if let label { $0.foreground = label } }) { $0.drawChildren(of: self) }
        }
    }
}
