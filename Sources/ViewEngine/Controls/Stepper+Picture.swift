// How a picture draws a `Stepper` (Rules R22, "Pictures of the window"): its label at the
// leading edge, and at the trailing edge of its row, vertically centred, iOS's −/+ pill
// (Measures §5 "Stepper"): a rounded rectangle in the tertiary system fill, a hairline
// between its halves, a minus in the leading half and a plus in the trailing one in the
// label color — in the tertiary label color for a half that cannot step (at the bound, or
// without an action), and for both when the stepper is disabled
// (Measures §5 "Stepper pill"). The group carries `data-value`, the value it shows, when it has one.

import ViewEngineCore

extension StepperNode: PictureNode {
    func draw(into picture: inout Picture) {
        picture.group("g", Picture.naming("Stepper", title: title).adding("data-value", shownValue)) { picture in
            picture.drawChildren(of: self)
            guard let pill = pillFrame else { return }
            let isEnabled = environment.values.isEnabled
            StepperPill.draw(pill, canDecrement: isEnabled && refusal(toStep: -1) == nil,
                             canIncrement: isEnabled && refusal(toStep: 1) == nil, into: &picture)
        }
    }
}

/// The −/+ pill of a stepper.
enum StepperPill {
    /// The pill's corner radius (Measures §5 "Stepper pill").
    static let cornerRadius: CGFloat = 8
    /// The hairline between the halves: one point wide, this high.
    static let dividerHeight: CGFloat = 18
    /// The minus and the plus: this wide, strokes this thick.
    static let glyphSize: CGFloat = 14
    static let glyphLine: CGFloat = 1.5

    @MainActor static func draw(_ pill: CGRect, canDecrement: Bool, canIncrement: Bool, into picture: inout Picture) {
        picture.fillRectangle(pill, cornerRadius: cornerRadius, with: .paint(picture.system("tertiarySystemFill")),
                              naming: Picture.naming("StepperPill"))
        let divider = CGRect(x: pill.midX - 0.5, y: pill.midY - dividerHeight / 2, width: 1, height: dividerHeight)
        picture.fillRectangle(divider, with: .paint(picture.system("separator")))
        func glyphBox(centerX: CGFloat) -> CGRect {
            CGRect(x: centerX - glyphSize / 2, y: pill.midY - glyphSize / 2, width: glyphSize, height: glyphSize)
        }
        let enabled = Fill.paint(picture.system("label")), disabled = Fill.paint(picture.system("tertiaryLabel"))
        picture.minusGlyph(in: glyphBox(centerX: pill.minX + pill.width / 4), width: glyphLine, with: canDecrement ? enabled : disabled)
        picture.plusGlyph(in: glyphBox(centerX: pill.maxX - pill.width / 4), width: glyphLine, with: canIncrement ? enabled : disabled)
    }
}
