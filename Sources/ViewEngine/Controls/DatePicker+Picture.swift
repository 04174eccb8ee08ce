// How a picture draws a `DatePicker` (Rules R22, "Pictures of the window"), where
// DatePickerGeometry.swift puts its parts (Measures §5 "Compact date picker", "Graphical
// date picker"):
//
// - compact (the default): its label, and at the trailing edge a capsule for the date
//   ("Jan 15, 2027") and one for the time ("8:00 AM"), each in the tertiary system fill,
//   the text in the label color (the date's in the tint while its calendar is open); a
//   click on the date opens the calendar over the window, a card with the month grid;
// - graphical: the month grid — the month and year semibold with a chevron in the tint,
//   the previous and next chevrons in the tint at the trailing edge, the weekdays in the
//   tertiary label color, each day's number, the chosen day's in the tint, semibold, on a
//   circle of the tint at 12 % — and, when it shows time, a "Time" row with the time's
//   capsule;
// - wheel: the date and time in a wheel's band.
//
// The group carries `data-value`, the date in ISO 8601.

import ViewEngineCore
import Foundation

extension DatePickerNode: PictureNode {
    func draw(into picture: inout Picture) {
        picture.group("g", Picture.naming("DatePicker", title: title).adding("data-value", DateText.of(shownDate))) { picture in
            guard let frame = Picture.drawableFrame(of: self) else { return }
            let font = ControlLayout.font(of: self)
            switch DatePickerLook.of(self) {
            case .compact:
                picture.draw(labelNode)
                for (index, capsule) in capsuleFrames.enumerated() {
                    let isOpenDate = index == 0 && isOpenOverWindow
                    Self.drawCapsule(capsule.text, in: capsule.frame, font: font, highlighted: isOpenDate, into: &picture)
                }
            case .graphical:
                Self.drawMonth(shownDate, in: frame, into: &picture)
                if components.contains(.hourAndMinute) {
                    let row = CGRect(x: frame.minX, y: frame.maxY - DatePickerGeometry.timeRowHeight, width: frame.width,
                                     height: DatePickerGeometry.timeRowHeight)
                    picture.hairline(along: row)
                    picture.writeCentered("Time", font: font, x: row.minX, midY: row.midY, fill: picture.foreground)
                    let text = DatePickerGeometry.timeText(shownDate)
                    let capsule = DatePickerGeometry.capsuleFrames([text], font: font, in: row)[0]
                    Self.drawCapsule(text, in: capsule, font: font, highlighted: false, into: &picture)
                }
            case .wheel:
                let band = CGRect(x: frame.minX, y: frame.midY - PickerGeometry.wheelRowHeight / 2, width: frame.width,
                                  height: PickerGeometry.wheelRowHeight)
                picture.fillRectangle(band, cornerRadius: PickerGeometry.wheelBandRadius, with: .paint(picture.system("quaternarySystemFill")),
                                      naming: Picture.naming("WheelBand"))
                let text = DatePickerGeometry.capsuleTexts(shownDate, components: components).joined(separator: "  ")
                picture.writeCentered(text, font: PickerGeometry.wheelFont, x: band.midX, midY: band.midY, anchor: "middle", fill: picture.foreground)
            }
        }
    }

    /// A compact capsule: the tertiary system fill, its text centred.
    private static func drawCapsule(_ text: String, in frame: CGRect, font: ResolvedFont, highlighted: Bool, into picture: inout Picture) {
        picture.fillRectangle(frame, cornerRadius: DatePickerGeometry.capsuleRadius, with: .paint(picture.system("tertiarySystemFill")),
                              naming: Picture.naming("DateCapsule", title: text))
        picture.writeCentered(text, font: font, x: frame.midX, midY: frame.midY, anchor: "middle",
                              fill: highlighted ? picture.tint : .paint(picture.system("label")))
    }

    /// The month grid of `date`'s month in `frame`.
    static func drawMonth(_ date: Date, in frame: CGRect, into picture: inout Picture) {
        let body = SystemFont.resolve(.body, dynamicTypeSize: .large)
        let header = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: DatePickerGeometry.headerHeight)
        let month = DatePickerGeometry.monthText(date)
        picture.writeCentered(month, font: body, weight: .semibold, x: header.minX + 8, midY: header.midY, fill: .paint(picture.system("label")),
                              naming: Picture.naming("Month", title: month))
        let small = body.pointSize * 0.5
        let after = header.minX + 8 + body.width(of: month) + 6
        picture.chevronRight(in: CGRect(x: after, y: header.midY - small / 2, width: small * 0.55, height: small), width: 2, with: picture.tint)
        let arrow = body.pointSize * 0.7
        picture.chevronRight(in: CGRect(x: header.maxX - 8 - arrow * 0.55, y: header.midY - arrow / 2, width: arrow * 0.55, height: arrow),
                             width: 2, with: picture.tint)
        let back = header.maxX - 8 - arrow * 0.55 - 28
        picture.stroke([CGPoint(x: back + arrow * 0.55, y: header.midY - arrow / 2), CGPoint(x: back, y: header.midY),
                        CGPoint(x: back + arrow * 0.55, y: header.midY + arrow / 2)], width: 2, with: picture.tint)
        let caption = SystemFont.resolve(.caption, dynamicTypeSize: .large)
        let column = frame.width / 7
        for (index, symbol) in DatePickerGeometry.weekdaySymbols.enumerated() {
            picture.writeCentered(symbol, font: caption, weight: .semibold, x: frame.minX + column * (CGFloat(index) + 0.5),
                                  midY: header.maxY + DatePickerGeometry.weekdayHeight / 2, anchor: "middle",
                                  fill: .paint(picture.system("tertiaryLabel")))
        }
        let chosen = DatePickerGeometry.day(of: date)
        let dayFont = SystemFont.resolve(.system(size: 20), dynamicTypeSize: .large)
        for (_, day, cell) in DatePickerGeometry.days(around: date, in: frame) {
            let isChosen = day == chosen
            if isChosen {
                let side = min(DatePickerGeometry.dayCircle, cell.width, cell.height)
                let circle = ShapeOutline.ellipse(CGRect(x: cell.midX - side / 2, y: cell.midY - side / 2, width: side, height: side)).element
                picture.element(circle.name, Picture.naming("SelectedDay").adding(circle.attributes)
                                    .adding(picture.paintAttributes(picture.tint.multiplyingOpacity(by: 0.12), as: "fill")))
            }
            picture.writeCentered("\(day)", font: dayFont, weight: isChosen ? .semibold : .regular, x: cell.midX, midY: cell.midY, anchor: "middle",
                                  fill: isChosen ? picture.tint : .paint(picture.system("label")), naming: Picture.naming("Day", title: "\(day)"))
        }
    }
}

extension DatePickerNode: WindowPresentation {
    func layOutPresented(window: CGSize, insets: EdgeInsets) {}

    /// The open calendar: a card with the month grid.
    func drawPresented(into picture: inout Picture, window: CGSize, insets: EdgeInsets) {
        guard let card = calendarCard, let grid = calendarFrame else { return }
        let material = picture.colorScheme == .dark ? Paint(37, 37, 37, 0.98) : Paint(255, 255, 255, 0.98)
        picture.group("g", Picture.naming("Calendar", title: title)) { picture in
            let outline = ShapeOutline.rectangle(card, radius: CGSize(width: OptionMenuGeometry.cornerRadius, height: OptionMenuGeometry.cornerRadius)).element
            picture.element(outline.name, outline.attributes.adding(picture.paintAttributes(.paint(material), as: "fill"))
                                .adding("stroke", "#000000").adding("stroke-opacity", "0.08").adding("stroke-width", "0.5"))
            Self.drawMonth(shownDate, in: grid, into: &picture)
        }
    }
}
