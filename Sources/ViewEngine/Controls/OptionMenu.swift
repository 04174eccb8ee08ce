// An open menu drawn over the window (Rules R22, "Pictures of the window"): the card a
// menu picker, a color picker or a `Menu` opens, as iOS 17 draws UIMenu
// (Measures §7 "Menu"): 250 points wide, rows 44 points high with their titles in the body font 16
// points in from the leading edge (after a checkmark column when an option is chosen),
// hairlines between rows, corners of radius 13, a light (or, in dark mode, dark) material;
// anchored below the control that opened it, its trailing edge at the control's (or its
// leading edge at the control's when the control is in the window's leading half), kept
// 8 points inside the safe area, and above the control when there is no room below. The
// rows are what a click on the open menu reaches; what the menu does with a row is the
// control's.

import ViewEngineCore

/// Where an open menu and its rows are in the window.
struct OptionMenuGeometry: Equatable {
    /// The card.
    let card: CGRect
    /// Each row, in order.
    let rows: [CGRect]

    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let cornerRadius: CGFloat = 13
    static let textInset: CGFloat = 16
    /// The checkmark column of a menu with a chosen option: the checkmark's box, and where
    /// the titles start.
    static let checkmarkSize: CGFloat = 13
    static let checkedTextInset: CGFloat = 44
    /// The gap between the control and the card, and the card's margin in the safe area.
    static let gap: CGFloat = 8
    static let margin: CGFloat = 8

    /// The menu of `count` rows opened from a control at `anchor`, in a window of `window`
    /// size whose safe area is `safeArea`.
    static func layout(count: Int, anchor: CGRect, window: CGSize, safeArea: CGRect) -> OptionMenuGeometry {
        let width = min(Self.width, max(0, safeArea.width - 2 * margin))
        let height = CGFloat(count) * rowHeight
        let leading = anchor.midX < window.width / 2
        var x = leading ? anchor.minX : anchor.maxX - width
        x = min(max(x, safeArea.minX + margin), max(safeArea.minX + margin, safeArea.maxX - margin - width))
        var y = anchor.maxY + gap
        if y + height > safeArea.maxY - margin, anchor.minY - gap - height >= safeArea.minY + margin {
            y = anchor.minY - gap - height
        }
        y = max(min(y, safeArea.maxY - margin - height), safeArea.minY + margin)
        let card = CGRect(x: x, y: y, width: width, height: height)
        let rows = (0..<count).map { CGRect(x: x, y: y + CGFloat($0) * rowHeight, width: width, height: rowHeight) }
        return OptionMenuGeometry(card: card, rows: rows)
    }
}

/// One row of an open menu as drawn: its title, whether it is the chosen option, whether
/// it is destructive (drawn in red), and a color swatch (a color picker's options).
struct OptionMenuRow {
    var title: String
    var isChecked = false
    var isDestructive = false
    var swatch: Paint?
}

extension Picture {
    /// Draws an open menu of `rows` at `geometry`, named `Menu` with `title`.
    mutating func drawOptionMenu(_ rows: [OptionMenuRow], at geometry: OptionMenuGeometry, title: String) {
        let hasChecks = rows.contains { $0.isChecked }
        let material = colorScheme == .dark ? Paint(37, 37, 37, 0.96) : Paint(250, 250, 250, 0.96)
        group("g", Picture.naming("Menu", title: title)) { picture in
            let outline = ShapeOutline.rectangle(geometry.card, radius: CGSize(width: OptionMenuGeometry.cornerRadius,
                                                                                height: OptionMenuGeometry.cornerRadius)).element
            picture.element(outline.name, outline.attributes.adding(picture.paintAttributes(.paint(material), as: "fill"))
                                .adding("stroke", "#000000").adding("stroke-opacity", "0.08").adding("stroke-width", "0.5"))
            let font = SystemFont.resolve(.body, dynamicTypeSize: .large)
            for (index, row) in rows.enumerated() where index < geometry.rows.count {
                let frame = geometry.rows[index]
                if index > 0 { picture.hairline(along: frame) }
                let label: Fill = .paint(row.isDestructive ? picture.system("red") : picture.system("label"))
                if row.isChecked {
                    let size = OptionMenuGeometry.checkmarkSize
                    picture.checkmark(in: CGRect(x: frame.minX + OptionMenuGeometry.textInset, y: frame.midY - size / 2 + 1, width: size, height: size * 0.8),
                                      width: 2, with: label)
                }
                var x = frame.minX + (hasChecks ? OptionMenuGeometry.checkedTextInset : OptionMenuGeometry.textInset)
                if let swatch = row.swatch {
                    let dot = ShapeOutline.ellipse(CGRect(x: x, y: frame.midY - 11, width: 22, height: 22)).element
                    picture.element(dot.name, dot.attributes.adding(picture.paintAttributes(.paint(swatch), as: "fill")))
                    x += 32
                }
                picture.writeCentered(row.title, font: font, x: x, midY: frame.midY, fill: label,
                                      naming: Picture.naming("MenuItem", title: row.title))
            }
        }
    }
}
