// How a picture draws a `Picker` (Rules R22, "Pictures of the window"), in each style as
// iOS 17 draws it, where PickerGeometry.swift puts its parts (Measures §5 "Menu picker",
// "Segmented picker", "Inline picker", "Wheel picker"):
//
// - menu: in a list or form, its label, and at the trailing edge the chosen option's title
//   and the up/down chevrons in the secondary label color; elsewhere the title and the
//   chevrons in the tint;
// - segmented: a track in the tertiary system fill, the chosen segment raised in white
//   (the system gray 3... in dark mode: the secondary system background's elevated gray)
//   with a faint outline, its title semibold, hairlines between the others;
// - inline: one row per option, hairlines between them, a checkmark in the tint at the
//   trailing edge of the chosen one;
// - wheel: the chosen option in a band of the quaternary system fill at the middle, its
//   neighbours above and below fading with their distance;
// - navigationLink: its label, the chosen option's title in the secondary label color and
//   a disclosure chevron in the tertiary label color.
//
// An open menu is drawn over the window (OptionMenu.swift), its chosen option checked. The
// group carries `data-value`, the chosen option's title.

import ViewEngineCore

extension PickerNode: PictureNode {
    func draw(into picture: inout Picture) {
        let title = self.title, chosen = selectedTitle
        picture.group("g", Picture.naming("Picker", title: title).adding("data-value", chosen)) { picture in
            guard let frame = Picture.drawableFrame(of: self) else { return }
            let look = PickerLook.of(self)
            let isEnabled = environment.values.isEnabled
            if look.showsLabel { picture.draw(labelNode) }
            let font = ControlLayout.font(of: self)
            let options = self.options
            let selectedIndex = self.selectedIndex
            switch look {
            case .menu(let inList):
                guard let value = valueFrame else { return }
                var fill: Fill = inList ? .paint(picture.system("secondaryLabel")) : picture.tint
                if !isEnabled { fill = .paint(picture.system("tertiaryLabel")) }
                picture.writeCentered(chosen, font: font, x: value.minX, midY: value.midY, fill: fill, naming: Picture.naming("PickerValue"))
                picture.menuIndicator(trailing: value.maxX - PickerGeometry.indicatorTrailing, midY: value.midY, font: font, with: fill)
            case .navigationLink:
                guard let value = valueFrame else { return }
                picture.writeCentered(chosen, font: font, x: value.minX, midY: value.midY, fill: .paint(picture.system("secondaryLabel")),
                                      naming: Picture.naming("PickerValue"))
                let box = CGSize(width: PickerGeometry.chevronWidth * font.pointSize, height: PickerGeometry.chevronHeight * font.pointSize)
                picture.chevronRight(in: CGRect(x: value.maxX - box.width, y: value.midY - box.height / 2, width: box.width, height: box.height),
                                     width: max(1.5, font.pointSize / 9), with: .paint(picture.system("tertiaryLabel")))
            case .segmented:
                drawSegments(options.map(\.label), selected: selectedIndex, in: frame, isEnabled: isEnabled, into: &picture)
            case .inlineRows:
                let rows = PickerGeometry.rows(count: options.count, in: frame)
                for (index, row) in rows.enumerated() {
                    if index > 0 { picture.hairline(along: row) }
                    picture.writeCentered(options[index].label, font: font, x: row.minX, midY: row.midY, fill: picture.foreground,
                                          naming: Picture.naming("PickerOption", title: options[index].label))
                    if index == selectedIndex {
                        let size = font.pointSize * 0.8
                        picture.checkmark(in: CGRect(x: row.maxX - size, y: row.midY - size * 0.4, width: size, height: size * 0.8),
                                          width: max(1.5, font.pointSize / 9), with: picture.tint)
                    }
                }
            case .wheel:
                let band = CGRect(x: frame.minX, y: frame.midY - PickerGeometry.wheelRowHeight / 2, width: frame.width,
                                  height: PickerGeometry.wheelRowHeight)
                picture.fillRectangle(band, cornerRadius: PickerGeometry.wheelBandRadius, with: .paint(picture.system("quaternarySystemFill")),
                                      naming: Picture.naming("WheelBand"))
                let wheelFont = PickerGeometry.wheelFont
                for (index, row) in PickerGeometry.wheelRows(count: options.count, selected: selectedIndex ?? 0, in: frame) {
                    let distance = abs(index - (selectedIndex ?? 0))
                    let fill = picture.foreground.multiplyingOpacity(by: distance == 0 ? 1 : (distance == 1 ? 0.45 : 0.2))
                    picture.writeCentered(options[index].label, font: wheelFont, x: row.midX, midY: row.midY, anchor: "middle", fill: fill,
                                          naming: Picture.naming("PickerOption", title: options[index].label))
                }
            }
        }
    }

    /// A segmented control's track, its chosen segment raised, and the titles.
    private func drawSegments(_ titles: [String], selected: Int?, in frame: CGRect, isEnabled: Bool, into picture: inout Picture) {
        picture.fillRectangle(frame, cornerRadius: PickerGeometry.segmentedCornerRadius, with: .paint(picture.system("tertiarySystemFill")),
                              naming: Picture.naming("SegmentedTrack"))
        let segments = PickerGeometry.thumbs(count: titles.count, in: frame)
        if let selected, selected < segments.count {
            let raised = picture.colorScheme == .dark ? Paint(99, 99, 102) : Paint(255, 255, 255)
            let thumb = ShapeOutline.rectangle(segments[selected], radius: CGSize(width: PickerGeometry.segmentCornerRadius,
                                                                                  height: PickerGeometry.segmentCornerRadius)).element
            picture.element(thumb.name, Picture.naming("SelectedSegment").adding(thumb.attributes).adding(picture.paintAttributes(.paint(raised), as: "fill"))
                                .adding("stroke", "#000000").adding("stroke-opacity", "0.04").adding("stroke-width", "0.5"))
        }
        for index in segments.indices.dropFirst() where index != selected && index - 1 != selected {
            let x = segments[index].minX - PickerGeometry.segmentGap / 2
            picture.fillRectangle(CGRect(x: x - 0.5, y: frame.midY - 6, width: 1, height: 12), with: .paint(picture.system("separator")))
        }
        let font = PickerGeometry.segmentedFont
        var label = picture.foreground
        if !isEnabled { label = .paint(picture.system("tertiaryLabel")) }
        for (index, segment) in segments.enumerated() {
            picture.writeCentered(titles[index], font: font, weight: index == selected ? .semibold : .regular, x: segment.midX,
                                  midY: segment.midY, anchor: "middle", fill: label, naming: Picture.naming("Segment", title: titles[index]))
        }
    }
}

extension PickerNode: WindowPresentation {
    /// The open menu is drawn, not laid out: its rows are computed where it is drawn.
    func layOutPresented(window: CGSize, insets: EdgeInsets) {}

    /// The open menu of options, the chosen one checked.
    func drawPresented(into picture: inout Picture, window: CGSize, insets: EdgeInsets) {
        guard let geometry = menuGeometry else { return }
        let selectedIndex = self.selectedIndex
        let rows = options.enumerated().map { OptionMenuRow(title: $0.element.label, isChecked: $0.offset == selectedIndex) }
        picture.drawOptionMenu(rows, at: geometry, title: title)
    }
}
