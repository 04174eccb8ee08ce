import ScreenScore

/// A settings-like screen drawn for the tests, in iOS 17/18's geometry (390 × 844,
/// inset-grouped cards 20 points from the sides with 10-point corners, a navigation bar
/// bounded by a hairline, a tab bar) or an iOS 26-like one (cards 16 points from the
/// sides with 26-point corners, no bar hairline, a floating tab bar), light or dark;
/// with the second card (and what follows) moved, or the text drawn wider.
struct SyntheticScreen {
    enum Look {
        /// iOS 17 and 18.
        case iOS18
        /// iOS 26: its cards, no bar hairline, a floating tab bar.
        case iOS26
        /// iOS 26's cards under iOS 18's bars.
        case iOS26Cards
    }

    var dark = false
    var look = Look.iOS18
    /// Points added to the y of the second card and everything under it.
    var shift = 0.0
    /// How much wider every text line is drawn (1: as iOS).
    var textStretch = 1.0
    /// How much wider the last card's one line is drawn.
    var lastLineStretch = 1.0
    /// Whether the last card's line is a tinted word whose letters could pass for a tick
    /// (an `O`, then a `u` joined to a `t`) rather than stems.
    var tintedWord = false
    /// Whether the first card is drawn row by row, each row a rounded card of its own with
    /// no hairline between them, as `CALayer.render(in:)` draws an inset-grouped list.
    var rowByRow = false
    /// Points the second seam of a card drawn row by row is moved down.
    var seamShift = 0.0
    /// Whether the unselected tab items' symbols are drawn white, untinted, as
    /// `CALayer.render(in:)` draws them (their titles stay grey).
    var untintedTabSymbols = false
    /// The tab item (from 0) whose symbol is not drawn, if any.
    var tabSymbolLeftOut: Int?

    static let window = WindowSize(width: 390, height: 844)

    struct Palette {
        var canvas, card, separator, label, secondary, chevron, tint, green, off, thumb, track, selected, bar, barLine, orange: RGB
    }

    var palette: Palette {
        dark
            ? Palette(canvas: RGB(hex: 0x000000), card: RGB(hex: 0x1C1C1E), separator: RGB(hex: 0x3D3D41), label: RGB(hex: 0xFFFFFF),
                      secondary: RGB(hex: 0x8D8D93), chevron: RGB(hex: 0x5E5E63), tint: RGB(hex: 0x0A84FF), green: RGB(hex: 0x30D158),
                      off: RGB(hex: 0x39393D), thumb: RGB(hex: 0xFFFFFF), track: RGB(hex: 0x333336), selected: RGB(hex: 0x636366),
                      bar: RGB(hex: 0x161616), barLine: RGB(hex: 0x3D3D41), orange: RGB(hex: 0xFF9F0A))
            : Palette(canvas: RGB(hex: 0xF2F2F7), card: RGB(hex: 0xFFFFFF), separator: RGB(hex: 0xC6C6C8), label: RGB(hex: 0x000000),
                      secondary: RGB(hex: 0x8A8A8E), chevron: RGB(hex: 0xC4C4C6), tint: RGB(hex: 0x007AFF), green: RGB(hex: 0x34C759),
                      off: RGB(hex: 0xE9E9EA), thumb: RGB(hex: 0xFFFFFF), track: RGB(hex: 0xEEEEEF), selected: RGB(hex: 0xFFFFFF),
                      bar: RGB(hex: 0xFAFAFA), barLine: RGB(hex: 0xC6C6C8), orange: RGB(hex: 0xFF9500))
    }

    func draw(scale: Int) -> RGBAImage {
        let p = palette
        var paint = Painter(width: Self.window.width, height: Self.window.height, scale: scale, background: p.canvas)
        let inset = look == .iOS18 ? 20.0 : 16.0
        let radius = look == .iOS18 ? 10.0 : 26.0
        let bars18 = look != .iOS26
        let left = inset, right = 390 - inset
        func text(_ x: Double, _ y: Double, _ width: Double, height: Double = 12, _ colour: RGB, trailing: Bool = false) {
            paint.text(x, y, width: width, height: height, colour, stretch: textStretch, trailing: trailing)
        }
        func toggle(_ x: Double, _ y: Double, on: Bool) {
            paint.roundedRect(x, y, x + 51, y + 31, radius: 15.5, on ? p.green : p.off)
            let cx = on ? x + 35.5 : x + 15.5
            paint.shape(cx - 13.5, y + 2, cx + 13.5, y + 29, p.thumb, convex: true) { px, py in
                (px - cx) * (px - cx) + (py - y - 15.5) * (py - y - 15.5) <= 13.5 * 13.5
            }
        }
        // Status bar and navigation bar.
        text(51, 17, 34, height: 12, p.label)
        text(300, 18, 50, height: 10, p.label)
        text(166, 63, 58, height: 13, p.label)
        if bars18 { paint.hairline(0, 390, y: 96, p.barLine) }

        // Card 1: a switch row with an icon, a disclosure row with a value, a checked row.
        if rowByRow {
            for (top, bottom) in [(135.0, 179.0), (179, 223 + seamShift), (223 + seamShift, 267)] {
                paint.roundedRect(left, top, right, bottom, radius: radius, p.card)
            }
        } else {
            paint.roundedRect(left, 135, right, 267, radius: radius, p.card)
        }
        paint.roundedRect(36, 142, 65, 171, radius: 7, p.orange)
        text(81, 151, 72, p.label)
        toggle(303, 142, on: true)
        if !rowByRow { paint.hairline(81, right, y: 179, p.separator) }
        text(40, 195, 90, p.label)
        text(287, 195, 50, p.secondary, trailing: true)
        paint.stroke([(349, 196), (355, 201), (349, 206)], width: 1.6, p.chevron)
        if !rowByRow { paint.hairline(40, right, y: 223, p.separator) }
        text(40, 239, 110, p.label)
        paint.stroke([(340, 246), (345, 251), (353, 239)], width: 2, p.tint)

        // A section header, card 2 (a segmented control, a switch that is off), a footer.
        text(36, 302, 80, height: 9, p.secondary)
        let y2 = 320 + shift
        paint.roundedRect(left, y2, right, y2 + 88, radius: radius, p.card)
        paint.roundedRect(36, y2 + 6, 354, y2 + 38, radius: 8, p.track)
        paint.roundedRect(38, y2 + 8, 143, y2 + 36, radius: 7, p.selected)
        text(70, y2 + 16, 40, p.label)
        text(175, y2 + 16, 40, p.label)
        text(280, y2 + 16, 40, p.label)
        paint.hairline(40, right, y: y2 + 44, p.separator)
        text(40, y2 + 60, 120, p.label)
        toggle(303, y2 + 51, on: false)
        text(36, y2 + 96, 300, height: 10, p.secondary)
        text(36, y2 + 112, 180, height: 10, p.secondary)

        // Card 3: a button row in the tint.
        let y3 = 478 + shift
        paint.roundedRect(left, y3, right, y3 + 44, radius: radius, p.card)
        if tintedWord {
            paint.shape(28, y3 + 16, 38, y3 + 28, p.tint) { x, y in
                let d = ((x - 33) * (x - 33) / 25 + (y - y3 - 22) * (y - y3 - 22) / 36).squareRoot()
                return d <= 1 && d >= 0.7
            }
            paint.stroke([(40, y3 + 19), (40, y3 + 26), (41.5, y3 + 28), (45, y3 + 28), (47, y3 + 26)], width: 1.8, p.tint)
            paint.stroke([(47, y3 + 19), (47, y3 + 28)], width: 1.8, p.tint)
            paint.stroke([(50, y3 + 16), (50, y3 + 27), (52, y3 + 28), (53, y3 + 28)], width: 1.8, p.tint)
            paint.stroke([(48, y3 + 19), (53, y3 + 19)], width: 1.6, p.tint)
        } else {
            paint.text(40, y3 + 16, width: 100, p.tint, stretch: textStretch * lastLineStretch)
        }

        // The tab bar: a bar with a hairline on iOS 18, a floating capsule on iOS 26.
        if bars18 {
            paint.rect(0, 761, 390, 844, p.bar)
            paint.hairline(0, 390, y: 761, p.barLine)
        } else {
            paint.roundedRect(20, 770, 370, 832, radius: 31, p.bar == RGB(hex: 0xFAFAFA) ? RGB(hex: 0xFFFFFF) : RGB(hex: 0x2C2C2E))
        }
        for (index, x) in [62.0, 181, 300].enumerated() {
            if index != tabSymbolLeftOut {
                paint.roundedRect(x, 772, x + 28, 796, radius: 5, index == 0 ? p.tint : untintedTabSymbols ? RGB(hex: 0xFFFFFF) : p.secondary)
            }
            text(x - 4, 801, 36, height: 8, index == 0 ? p.tint : p.secondary)
        }
        return paint.image
    }

    /// The screen drawn, written as a PNG and read back (so every test reads a PNG).
    func picture(scale: Int = 1) throws -> RGBAImage {
        try PNGDecoder.decode(TestPNG.encode(draw(scale: scale)))
    }
}
