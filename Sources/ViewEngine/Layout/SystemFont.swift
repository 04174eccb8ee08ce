// The engine's model of the system font (SF Pro), by which every `Text` is measured
// (Rules R22): never a machine's fonts. The numbers, their sources and their grades are
// Measures §4 (Measures.md), explained in the "Layout and the text model" article
// (LayoutModel.md); each constant below names its row.

import ViewEngineCore

/// The metrics of a resolved font: its point size and how wide each character is.
struct ResolvedFont: Equatable, Sendable {
    /// The font's point size.
    let pointSize: CGFloat
    /// Whether every character has the same advance (`.monospaced()`).
    let isMonospaced: Bool
    /// Added to (or taken from) the line height: `.leading(.tight)` −2, `.loose` +2.
    let leadingAdjustment: CGFloat
    /// For a text style at the text optical size, the distance from one of a text's lines
    /// to the next that its style gives (Measures §4 "Text style leading"); `nil` for a
    /// font of a given size, whose lines are the line gap apart beyond their height.
    var styleLeading: CGFloat?
    /// Extra advance after every character (`kerning`, `tracking`).
    let tracking: CGFloat
    /// How wide the font's weight draws its characters against the regular weight's
    /// (Measures §4 "Weight widths"): 1 for regular.
    let weightScale: CGFloat

    /// What one em of a character's advance is in points at this size: the point size,
    /// narrowed at the display optical size (Measures §4 "Optical sizes") and widened by
    /// the weight; `spacePoints` the same for the space, which the display size narrows
    /// more. Worked out once here, not at every character a layout measures.
    private let glyphPoints: CGFloat
    private let spacePoints: CGFloat
    /// Added after every character: the system font's own tracking at this size
    /// (Measures §4 "Tracking") and the text's `kerning` or `tracking`; a monospaced font's
    /// whole advance.
    private let perCharacter: CGFloat
    /// The advances of the images shown inline in the text measured (Text+InlineImages.swift):
    /// the n-th is the advance of the character ``attachmentBase`` + n.
    let attachmentWidths: [CGFloat]

    /// The first code point (of the supplementary private use plane A) standing for an
    /// inline image in a laid-out string.
    static let attachmentBase: UInt32 = 0xF0000

    init(pointSize: CGFloat, isMonospaced: Bool, leadingAdjustment: CGFloat, tracking: CGFloat, weightScale: CGFloat = 1,
         attachmentWidths: [CGFloat] = []) {
        self.pointSize = pointSize
        self.isMonospaced = isMonospaced
        self.leadingAdjustment = leadingAdjustment
        self.tracking = tracking
        self.weightScale = weightScale
        self.attachmentWidths = attachmentWidths
        let isDisplay = SystemFont.isDisplaySize(pointSize)
        glyphPoints = pointSize * weightScale * (isDisplay ? SystemFont.displayScaleOfGlyphs : 1)
        spacePoints = pointSize * weightScale * (isDisplay ? SystemFont.displayScaleOfSpace : 1)
        perCharacter = isMonospaced ? SystemFont.monospacedAdvance * pointSize + tracking
            : SystemFont.tracking(atPointSize: pointSize) + tracking
    }

    /// The font at `factor` of its size: its leading and tracking scaled with it
    /// (`minimumScaleFactor(_:)` shrinking a text to fit).
    func scaled(by factor: CGFloat) -> ResolvedFont {
        var font = ResolvedFont(pointSize: pointSize * factor, isMonospaced: isMonospaced, leadingAdjustment: leadingAdjustment * factor,
                                tracking: tracking * factor, weightScale: weightScale, attachmentWidths: attachmentWidths.map { $0 * factor })
        font.styleLeading = styleLeading.map { $0 * factor }
        return font
    }

    /// The font with `widths` as the advances of the inline images it measures.
    func attaching(_ widths: [CGFloat]) -> ResolvedFont {
        var font = ResolvedFont(pointSize: pointSize, isMonospaced: isMonospaced, leadingAdjustment: leadingAdjustment, tracking: tracking,
                                weightScale: weightScale, attachmentWidths: widths)
        font.styleLeading = styleLeading
        return font
    }

    /// The advance of `character` when it stands for an inline image, else `nil`.
    private func attachmentAdvance(_ character: Character) -> CGFloat? {
        guard !attachmentWidths.isEmpty, let scalar = character.unicodeScalars.first, scalar.value >= Self.attachmentBase else { return nil }
        let index = Int(scalar.value - Self.attachmentBase)
        return index < attachmentWidths.count ? attachmentWidths[index] : nil
    }

    /// One line's height: 1.193359375 × the point size (Measures §4 "Line height":
    /// 20.287109375 at 17 points), adjusted by the font's leading.
    var lineHeight: CGFloat { pointSize * SystemFont.lineHeightRatio + leadingAdjustment }
    /// The distance from a line's top to its baseline: 1950/2048 of the point size, the
    /// ascender's share (≈ 0.798) of the line height (Measures §4 "Ascender").
    var ascender: CGFloat { pointSize * SystemFont.ascenderRatio }
    /// The font's line gap: 244/2048 of the point size at the text optical size, 2 points
    /// at 17; none at the display optical size (Measures §4 "Line gap"). A stack's spacing
    /// beside text comes from it (Measures §2 "Spacing next to text").
    var lineGap: CGFloat { SystemFont.isDisplaySize(pointSize) ? 0 : pointSize * SystemFont.lineGapRatio }
    /// The space between one line and the next of a text of several lines: what a text
    /// style's leading leaves beyond the line's height (Measures §4 "Text style leading":
    /// 1.71 points at 17, 2.29 at 14), else the line gap.
    var lineSpacing: CGFloat {
        styleLeading.map { $0 - pointSize * SystemFont.lineHeightRatio } ?? lineGap
    }

    /// The advance of `character`.
    func advance(of character: Character) -> CGFloat {
        if let attachment = attachmentAdvance(character) { return attachment }
        if isMonospaced { return perCharacter }
        let points = character == " " ? spacePoints : glyphPoints
        return SystemFont.advance(of: character) * points + perCharacter
    }

    /// The advance of an ASCII character, by its code.
    func advance(ascii byte: UInt8) -> CGFloat {
        if isMonospaced { return perCharacter }
        let points = byte == 0x20 ? spacePoints : glyphPoints
        return SystemFont.asciiAdvances[Int(byte)] * points + perCharacter
    }

    /// How much closer `second` sits to `first` than their advances put it, in points
    /// (negative: closer): the font's kerning of the pair (Measures §4 "Kerning"); none in
    /// a monospaced font.
    func kerning(_ first: Character, _ second: Character) -> CGFloat {
        guard !isMonospaced, let first = first.asciiValue, let second = second.asciiValue else { return 0 }
        return SystemFont.kerning(first, second) * glyphPoints
    }

    /// ``kerning(_:_:)`` of two ASCII characters, by their codes.
    func kerning(ascii first: UInt8, _ second: UInt8) -> CGFloat {
        isMonospaced ? 0 : SystemFont.kerning(first, second) * glyphPoints
    }

    /// The width of `text` on one line: its characters' advances and the kerning of each
    /// pair.
    func width<S: StringProtocol>(of text: S) -> CGFloat {
        if isMonospaced {
            guard !attachmentWidths.isEmpty else { return CGFloat(text.count) * perCharacter }
            return text.reduce(0) { $0 + advance(of: $1) }
        }
        var glyphEms: CGFloat = 0
        var spaceEms: CGFloat = 0
        var count = 0
        var isASCII = true
        var previous: UInt8 = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { isASCII = false; break }
            if byte == 0x20 { spaceEms += SystemFont.asciiAdvances[0x20] } else { glyphEms += SystemFont.asciiAdvances[Int(byte)] }
            glyphEms += SystemFont.kerning(previous, byte)
            previous = byte
            count += 1
        }
        if isASCII { return glyphEms * glyphPoints + spaceEms * spacePoints + perCharacter * CGFloat(count) }
        var width: CGFloat = 0
        var last: Character?
        for character in text {
            width += advance(of: character) + (last.map { kerning($0, character) } ?? 0)
            last = character
        }
        return width
    }
}

/// The tables of the model.
enum SystemFont {
    /// Line height per point of size: 2444/2048 (Measures §4 "Line height").
    static let lineHeightRatio: CGFloat = 2444.0 / 2048.0
    /// The ascender per point of size: 1950/2048, so that ascender + descender (494/2048)
    /// make the line height with no leading (Measures §4 "Ascender", "Line gap").
    static let ascenderRatio: CGFloat = 1950.0 / 2048.0
    /// The descender per point of size: what the line height leaves below the ascender.
    static let descenderRatio: CGFloat = lineHeightRatio - ascenderRatio
    /// The line gap per point of size at the text optical size: 244/2048, so that a text's
    /// lines are 2688/2048 of the point size apart, 21 points at 16 (Measures §4 "Line
    /// gap").
    static let lineGapRatio: CGFloat = 244.0 / 2048.0
    /// The scale of the screen: 3 pixels per point (Measures §1 "Display scale"). A text's
    /// size is rounded up to whole pixels (Measures §4 "Pixel rounding").
    static let displayScale: CGFloat = 3
    /// The advance of every character of a monospaced font, in ems (Measures §4
    /// "Monospaced advance").
    static let monospacedAdvance: CGFloat = 0.618

    // MARK: Point sizes

    /// The point size of `style` at `size` (Measures §4 "Point sizes"): rows largeTitle …
    /// caption2, columns xSmall … accessibility5.
    static func pointSize(of style: Font.TextStyle, at size: DynamicTypeSize) -> CGFloat {
        let column = DynamicTypeSize.allCases.firstIndex(of: size) ?? 3
        return pointSizes[style]![column]
    }

    /// The distance from one line's top to the next's of a text style at each point size of
    /// the text optical size (Measures §4 "Text style leading"): the leading of Apple's
    /// Dynamic Type tables, one value per point size whatever the style.
    static let styleLeadings: [CGFloat: CGFloat] = [11: 13, 12: 16, 13: 18, 14: 19, 15: 20, 16: 21, 17: 22, 18: 23, 19: 24]

    private static let pointSizes: [Font.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    // MARK: Advances

    /// The advances of SF Pro Text's regular characters in ems, measured on iOS 17
    /// (Measures §4 "Measured advances"): with ``tracking(atPointSize:)`` added, each is
    /// where iOS put the next character.
    private static let measuredAdvances: [(Character, CGFloat)] = [
        (" ", 0.2843), ("'", 0.3057), (")", 0.3903), (",", 0.2943),
        ("0", 0.6236), ("1", 0.4706), ("2", 0.6085),
        ("A", 0.6651), ("B", 0.6600), ("E", 0.5955), ("F", 0.5699), ("L", 0.5734), ("N", 0.7546),
        ("P", 0.6279), ("S", 0.6464), ("T", 0.5984), ("W", 0.9375),
        ("a", 0.5453), ("b", 0.6185), ("c", 0.5650), ("d", 0.6137), ("e", 0.5689), ("f", 0.3565),
        ("g", 0.6059), ("h", 0.5897), ("i", 0.2514), ("k", 0.5202), ("l", 0.2541), ("m", 0.8698),
        ("n", 0.5903), ("o", 0.5876), ("p", 0.6145), ("r", 0.3823), ("s", 0.5213), ("t", 0.3588),
        ("u", 0.5775), ("v", 0.5164), ("w", 0.7419), ("x", 0.5072), ("y", 0.5402), ("z", 0.5363),
    ]

    /// Relative widths per character class, for the characters not measured: those of a
    /// Helvetica-class sans (Measures §4 "Advance classes"), grouped into classes of equal
    /// width.
    private static let classes: [(relative: CGFloat, characters: String)] = [
        (0.285, "|"),
        (0.312, "ijl"),
        (0.328, " ,."),
        (0.346, "'/:;\\`t"),
        (0.381, "!I[]f"),
        (0.414, "()-r"),
        (0.475, "\""),
        (0.509, "{}"),
        (0.55, "Js*"),
        (0.585, "^cz"),
        (0.62, "?aekvxy"),
        (0.655, "#$0123456789_bdghnopqu"),
        (0.705, "~+<=>"),
        (0.725, "FL"),
        (0.759, "PSTZ"),
        (0.81, "EB"),
        (0.864, "ACKRVXY"),
        (0.897, "&DHNUw"),
        (0.931, "GOQ"),
        (1.0, "m"),
        (1.07, "%M"),
        (1.173, "W"),
        (1.201, "@"),
    ]

    /// The classes' unit in ems (Measures §4 "Advance unit").
    static let unit: CGFloat = 0.85929

    /// How much wider SF's measured characters are than their classes, by kind: capitals,
    /// lowercase letters, digits, and the rest (Measures §4 "Class corrections"). A
    /// character not measured is its class's width times its kind's correction.
    private static func classCorrection(_ code: Int) -> CGFloat {
        switch code {
        case 0x41...0x5A: 0.93
        case 0x61...0x7A: 1.045
        case 0x30...0x39: 1.08
        default: 1.04
        }
    }

    /// The relative width of each ASCII character (the lowercase average where the table
    /// has none), by code.
    private static let relativeWidths: [CGFloat] = {
        var table = [CGFloat](repeating: otherRelative, count: 128)
        for code in 0..<0x20 { table[code] = 0 }
        for (relative, characters) in classes {
            for character in characters.unicodeScalars { table[Int(character.value)] = relative }
        }
        return table
    }()

    /// The advance of each ASCII character in ems, by code: measured, or its class's.
    static let asciiAdvances: [CGFloat] = {
        var table = relativeWidths.enumerated().map { code, relative in relative * unit * classCorrection(code) }
        for (character, advance) in measuredAdvances { table[Int(character.asciiValue!)] = advance }
        return table
    }()

    /// The lowercase average (the "n" class), for letters and symbols the table does not
    /// list (CONVENTION).
    private static let otherRelative: CGFloat = 0.655

    /// The advance of `character` in ems: its own; an accented Latin letter its base
    /// letter's; an ideograph, a kana, a hangul syllable or an emoji one em (full width,
    /// CONVENTION); a combining mark none; "…" its measured advance (``ellipsisAdvance``);
    /// anything else the lowercase average.
    static func advance(of character: Character) -> CGFloat {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if scalar.isASCII, character.unicodeScalars.count == 1 { return asciiAdvances[Int(scalar.value)] }
        if scalar.properties.isEmojiPresentation || isFullWidth(scalar.value) { return 1 }
        if scalar.properties.generalCategory == .nonspacingMark { return 0 }
        if let base = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.first, base.isASCII {
            return asciiAdvances[Int(base.value)]
        }
        if character == "…" { return ellipsisAdvance }
        return otherRelative * unit * classCorrection(0x61)
    }

    /// The advance of "…", the ellipsis a truncated text ends in, in ems: three dots
    /// closer together than three periods (Measures §4 "Ellipsis").
    static let ellipsisAdvance: CGFloat = 0.671

    // MARK: Kerning

    /// The kerning of the pair `first`, `second` (ASCII codes) in ems of the font's glyphs
    /// (Measures §4 "Kerning"): a capital T over the short lowercase letters beside it,
    /// and a period tucked under a 7; no other pair.
    static func kerning(_ first: UInt8, _ second: UInt8) -> CGFloat {
        switch (first, second) {
        case (0x54, _) where tUnderhang[Int(second & 0x7F)]: return -0.05
        case (0x37, 0x2E): return -0.195
        default: return 0
        }
    }

    /// The lowercase letters without an ascender, which a T's bar overhangs.
    private static let tUnderhang: [Bool] = {
        var table = [Bool](repeating: false, count: 128)
        for character in "acegmnopqrsuvwxyz".unicodeScalars { table[Int(character.value)] = true }
        return table
    }()

    // MARK: Tracking, optical sizes and weights

    /// The tracking SF applies at each whole point size from 6 to 19 (Measures §4
    /// "Tracking"), in points: at 17, −0.43.
    private static let textTracking: [CGFloat] = [
        0.24, 0.23, 0.21, 0.17, 0.12, 0.06, 0, -0.08, -0.15, -0.23, -0.31, -0.43, -0.44, -0.45,
    ]

    /// The tracking SF applies from 28 points, where its optical size has become the
    /// display size (Measures §4 "Display tracking"), in points, at the sizes Apple lists
    /// them: at 34, +0.40; at 56, +0.30; none from 80.
    private static let displayTracking: [(points: CGFloat, tracking: CGFloat)] = [
        (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38),
        (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37), (43, 0.38),
        (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35),
        (52, 0.33), (53, 0.31), (54, 0.32), (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22),
        (66, 0.19), (68, 0.17), (70, 0.14), (72, 0.14), (76, 0.07), (80, 0),
    ]

    /// The tracking, in ems, that the display size's measured advances already hold: the
    /// mean of the tracking at the two sizes they were measured at, 37 and 47 points
    /// (Measures §4 "Display tracking").
    static let displayTrackingInAdvances: CGFloat = 0.0088

    /// The tracking the system font adds after each character at `points`: the text
    /// optical size's, by the nearest whole size (the smallest's below 6; Measures §4
    /// "Tracking"); from 20 to 28 points none, the display size's advances holding it;
    /// from 28 the size's own tracking, interpolated between the sizes listed, less what
    /// the advances hold (Measures §4 "Display tracking").
    static func tracking(atPointSize points: CGFloat) -> CGFloat {
        guard points.isFinite else { return 0 }
        guard isDisplaySize(points) else {
            let index = min(max(Int(points.rounded()) - 6, 0), textTracking.count - 1)
            return textTracking[index]
        }
        guard let first = displayTracking.first, points >= first.points else { return 0 }
        var own: CGFloat = 0
        if let above = displayTracking.firstIndex(where: { $0.points >= points }) {
            let upper = displayTracking[above]
            if upper.points == points || above == 0 {
                own = upper.tracking
            } else {
                let lower = displayTracking[above - 1]
                own = lower.tracking + (upper.tracking - lower.tracking) * (points - lower.points) / (upper.points - lower.points)
            }
        }
        return own - displayTrackingInAdvances * points
    }

    /// Whether `points` is drawn at the display optical size: 20 points and up (Measures §4
    /// "Optical sizes").
    static func isDisplaySize(_ points: CGFloat) -> Bool { points >= 20 }

    /// The display optical size's advances against the text size's (Measures §4 "Optical
    /// sizes"): characters, and the space.
    static let displayScaleOfGlyphs: CGFloat = 0.895
    static let displayScaleOfSpace: CGFloat = 0.75

    /// How much wider `weight` draws than regular at `points` (Measures §4 "Weight
    /// widths"): semibold and heavier 1.05 at the text optical size and 1.10 at the display
    /// size, medium half that, lighter weights as regular.
    static func weightScale(_ weight: Font.Weight, atPointSize points: CGFloat) -> CGFloat {
        let heavy: CGFloat = isDisplaySize(points) ? 0.10 : 0.05
        switch weight {
        case .semibold, .bold, .heavy, .black: return 1 + heavy
        case .medium: return 1 + heavy / 2
        default: return 1
        }
    }

    /// CJK ideographs, kana, hangul and the full-width forms.
    private static func isFullWidth(_ value: UInt32) -> Bool {
        (0x1100...0x115F).contains(value) || (0x2E80...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value)
            || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFF60).contains(value) || (0x20000...0x3FFFD).contains(value)
    }

    // MARK: Resolving a font

    /// The metrics of `font` (the body style when `nil`) at `size`: a text style's point
    /// size from the table; `system(size:)` and `custom(_:fixedSize:)` as given;
    /// `custom(_:size:)` scaled as the body style (or its `relativeTo` style) scales from
    /// the large size (CONVENTION: UIFontMetrics' own curves are not published).
    /// The weight is the font's own (semibold for the headline style), unless `weight`
    /// (a text's `bold()` or `fontWeight(_:)`) replaces it.
    static func resolve(_ font: Font?, dynamicTypeSize size: DynamicTypeSize, monospaced: Bool = false, tracking: CGFloat = 0,
                        weight: Font.Weight? = nil) -> ResolvedFont {
        let font = font ?? .body
        var points: CGFloat
        var isMonospaced = monospaced
        switch font.base {
        case .style(let style, let design, _):
            points = pointSize(of: style, at: size)
            if design == .monospaced { isMonospaced = true }
        case .system(let given, _, let design):
            points = given
            if design == .monospaced { isMonospaced = true }
        case .custom(_, let given, let style, let fixed):
            let reference = style ?? .body
            points = fixed ? given : given * Self.pointSize(of: reference, at: size) / Self.pointSize(of: reference, at: .large)
        }
        var leading: CGFloat = 0
        for change in font.changes {
            switch change {
            case .monospaced: isMonospaced = true
            case .leading(.tight): leading = -2
            case .leading(.loose): leading = 2
            default: break
            }
        }
        if !points.isFinite || points < 0 { points = 0 }
        var resolved = ResolvedFont(pointSize: points, isMonospaced: isMonospaced, leadingAdjustment: leading, tracking: tracking,
                                    weightScale: weightScale(weight ?? font.drawnTraits.weight, atPointSize: points))
        if case .style = font.base { resolved.styleLeading = styleLeadings[points] }
        return resolved
    }
}
