// How a picture draws a `Toggle` (Rules R22, "Pictures of the window"): its label, and at
// the trailing edge of its frame, vertically centred, iOS's switch: a 51 × 31 capsule
// that starts where the switch's 49-point layout frame starts and so reaches 2 points
// past the toggle's trailing edge (Measures §5 "Toggle switch"), filled when on with the
// tint of its `SwitchToggleStyle(tint:)`, else the tint around it (`.tint`), else the
// system green (Measures §8 "Switch tint"), and the secondary system fill when off, with a
// white thumb 28 points across at the end the value is at; a disabled switch at half its
// opacity (Measures §5 "Disabled switch"), its label too (Measures §8 "Disabled row text"). With `toggleStyle(.button)` it is a button whose bezel (a regular
// bordered button's, Measures §5 "Bordered button") is filled with the tint when on ("The
// button indicates the on state by filling in the background with its tint color"), and
// tinted at 15 % when off. With its labels hidden only the switch is drawn. The group carries
// `data-value` (`on` or `off`). Under a custom `ToggleStyle` the style's body is drawn
// instead (Rules R23).

import ViewEngineCore

extension ToggleNode: PictureNode {
    func draw(into picture: inout Picture) {
        let isButton = Picture.styleName(.toggleStyle, around: self) == "button"
        picture.group("g", Picture.naming("Toggle", title: title).adding("data-value", shownValue ? "on" : "off")) { picture in
            // A custom style's body is what the toggle looks like.
            if case .custom? = style { return picture.drawChildren(of: self) }
            if isButton { return drawButton(into: &picture) }
            if showsLabel { picture.drawLabel(of: self, dimmed: !environment.values.isEnabled) }
            guard let frame = Picture.drawableFrame(of: self) else { return }
            let size = ControlLayout.switchTrack
            let track = CGRect(x: frame.maxX - ControlLayout.toggleSwitch.width, y: frame.midY - size.height / 2,
                               width: size.width, height: size.height)
            let styleTint = RecordedStyles.value(.toggleStyle, as: SwitchToggleStyle.self, around: self)?.tint
            let on: Fill = styleTint.map { picture.fill($0) } ?? picture.style.tint ?? .paint(picture.system("green"))
            var fill: Fill = shownValue ? on : .paint(picture.system("secondarySystemFill"))
            if !environment.values.isEnabled { fill = fill.multiplyingOpacity(by: 0.5) }
            let capsule = ShapeOutline.rectangle(track, radius: CGSize(width: 15.5, height: 15.5)).element
            picture.element(capsule.name, capsule.attributes.adding(picture.paintAttributes(fill, as: "fill")))
            let thumb = ShapeOutline.ellipse(CGRect(x: shownValue ? track.maxX - 29.5 : track.minX + 1.5, y: track.minY + 1.5, width: 28, height: 28)).element
            picture.element(thumb.name, thumb.attributes.adding("fill", "#FFFFFF").adding("stroke", "#000000")
                                .adding("stroke-opacity", "0.06").adding("stroke-width", "0.5"))
        }
    }

    /// The `.button` style: a bezel at the frame, the label in the tint, or white on it.
    private func drawButton(into picture: inout Picture) {
        let tint = picture.tint
        if let frame = Picture.drawableFrame(of: self) {
            let bezel = ShapeOutline.rectangle(frame, radius: CGSize(width: 8, height: 8)).element
            picture.element(bezel.name, bezel.attributes.adding(picture.paintAttributes(shownValue ? tint : tint.multiplyingOpacity(by: 0.15), as: "fill")))
        }
        let label: Fill = shownValue ? .paint(Paint(255, 255, 255)) : tint
        picture.styled({ $0.foreground = label }) { $0.drawChildren(of: self) }
    }
}
