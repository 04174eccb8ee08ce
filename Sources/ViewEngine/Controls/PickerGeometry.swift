// Where a picker's parts are, in each style, as iOS 17 lays them out (Rules R22; Measures
// §5 "Menu picker", "Segmented picker", "Inline picker", "Wheel picker"): what the layout
// sizes, what the picture draws and what a click reaches all come from here.
//
// - menu (the default): in a list or form, a row with the label at the leading edge and,
//   at the trailing edge, the chosen option's title and the up/down chevrons 6 points after
//   it; elsewhere only the title and the chevrons (iOS shows no label there);
// - segmented (and palette): a track 32 points high, as wide as it is offered, its
//   segments of equal widths inset 2 points, the titles in 13-point text; no label;
// - inline: in a list or form, one 44-point row per option; elsewhere a wheel;
// - wheel: 216 points high, the chosen option in a band 34 points high at the middle, two
//   options above and two below it, 34 points apart;
// - navigationLink: a row with the label, and at the trailing edge the chosen option's
//   title in the secondary color and a disclosure chevron 6 points after it.

import ViewEngineCore

/// How a picker shows itself, from its style and whether it is in a list.
enum PickerLook: Equatable {
    case menu(inList: Bool)
    case segmented
    case inlineRows
    case wheel
    case navigationLink

    /// The look of `node`, a picker, from the nearest `pickerStyle` above it.
    @MainActor static func of(_ node: Node) -> PickerLook {
        let inList = ListRowContext.isInList(node)
        switch PickerStyles.name(around: node) {
        case "segmented"?, "palette"?: return .segmented
        case "inline"?: return inList ? .inlineRows : .wheel
        case "wheel"?: return .wheel
        case "navigationLink"?: return .navigationLink
        default: return .menu(inList: inList)
        }
    }

    /// Whether the label is shown beside the control.
    var showsLabel: Bool {
        switch self {
        case .menu(let inList): inList
        case .navigationLink: true
        case .segmented, .inlineRows, .wheel: false
        }
    }
}

/// The measures of the picker styles.
enum PickerGeometry {
    /// The gap between a menu picker's title and the ink of its chevrons, the space after
    /// that ink, and the ink's size in ems of the font: 9 × 12 at 17 points (Measures §5
    /// "Menu picker").
    static let indicatorGap: CGFloat = 6
    static let indicatorTrailing: CGFloat = 2
    static let indicatorWidth: CGFloat = 9.0 / 17
    static let indicatorHeight: CGFloat = 12.0 / 17

    /// The ink of a menu picker's chevrons in `font`, and the width of their stroke (inside
    /// the ink).
    static func indicator(font: ResolvedFont) -> (ink: CGSize, stroke: CGFloat) {
        (CGSize(width: indicatorWidth * font.pointSize, height: indicatorHeight * font.pointSize), max(1.2, font.pointSize / 12))
    }
    /// A segmented control (Measures §5 "Segmented picker").
    static let segmentedHeight: CGFloat = 32
    static let segmentedInset: CGFloat = 2
    static let segmentedCornerRadius: CGFloat = 8
    static let segmentCornerRadius: CGFloat = 7
    /// The distance between two segments' raised shapes, a divider in its middle (Measures
    /// §5 "Segmented picker").
    static let segmentGap: CGFloat = 6
    static let segmentPadding: CGFloat = 12
    static let segmentedFontSize: CGFloat = 13
    /// An inline picker's rows (Measures §5 "Inline picker").
    static let rowHeight: CGFloat = 44
    /// A wheel (Measures §5 "Wheel picker").
    static let wheelHeight: CGFloat = 216
    static let wheelRowHeight: CGFloat = 34
    static let wheelBandRadius: CGFloat = 8
    static let wheelFontSize: CGFloat = 20
    static let wheelNeighbours = 2
    /// A navigation link picker's chevron: the gap before it, a disclosure row's (Measures
    /// §6 "Row chevron"), and its box in ems.
    static let chevronGap: CGFloat = ListLayout.chevronGap
    static let chevronWidth: CGFloat = 0.4
    static let chevronHeight: CGFloat = 0.7

    /// A menu picker's space above and below its title's line in a list or form: 7 points,
    /// the picker 34.33 high at 17-point text (Measures §5 "Menu picker").
    static let menuButtonVerticalPadding: CGFloat = 7

    /// The menu picker's title and chevrons in `font`: their size.
    static func menuButton(title: String, font: ResolvedFont) -> CGSize {
        let indicator = Self.indicator(font: font).ink.width
        return CGSize(width: TextLayout.pixelCeil(font.width(of: title)) + indicatorGap + indicator + indicatorTrailing,
                      height: TextLayout.pixelCeil(font.lineHeight))
    }

    /// The navigation link picker's title and chevron in `font`: their size.
    static func linkValue(title: String, font: ResolvedFont) -> CGSize {
        CGSize(width: TextLayout.pixelCeil(font.width(of: title)) + chevronGap + chevronWidth * font.pointSize,
               height: TextLayout.pixelCeil(font.lineHeight))
    }

    /// The segmented control's font.
    static var segmentedFont: ResolvedFont {
        SystemFont.resolve(.system(size: segmentedFontSize), dynamicTypeSize: .large)
    }

    /// The wheel's font.
    static var wheelFont: ResolvedFont {
        SystemFont.resolve(.system(size: wheelFontSize), dynamicTypeSize: .large)
    }

    /// The segments of a segmented control in `frame`, `count` of them: where a tap
    /// chooses each, the track shared out in equal widths.
    static func segments(count: Int, in frame: CGRect) -> [CGRect] {
        guard count > 0 else { return [] }
        let track = frame.insetBy(dx: segmentedInset, dy: segmentedInset)
        let width = max(0, track.width) / CGFloat(count)
        return (0..<count).map { CGRect(x: track.minX + CGFloat($0) * width, y: track.minY, width: width, height: max(0, track.height)) }
    }

    /// Where each segment of a segmented control in `frame` is raised when chosen, and its
    /// title centred: equal widths inside the track, ``segmentGap`` apart (Measures §5
    /// "Segmented picker": 114 points wide each of three in a 358-point control).
    static func thumbs(count: Int, in frame: CGRect) -> [CGRect] {
        guard count > 0 else { return [] }
        let track = frame.insetBy(dx: segmentedInset, dy: segmentedInset)
        let width = max(0, track.width - segmentGap * CGFloat(count - 1)) / CGFloat(count)
        return (0..<count).map {
            CGRect(x: track.minX + CGFloat($0) * (width + segmentGap), y: track.minY, width: width, height: max(0, track.height))
        }
    }

    /// The rows of an inline picker in `frame`, `count` of them.
    static func rows(count: Int, in frame: CGRect) -> [CGRect] {
        (0..<count).map { CGRect(x: frame.minX, y: frame.minY + CGFloat($0) * rowHeight, width: frame.width, height: rowHeight) }
    }

    /// The rows a wheel in `frame` shows around the option at `selected`: each option's
    /// index with its row (the chosen one in the middle), within the wheel.
    static func wheelRows(count: Int, selected: Int, in frame: CGRect) -> [(index: Int, frame: CGRect)] {
        (-wheelNeighbours...wheelNeighbours).compactMap { offset in
            let index = selected + offset
            guard index >= 0, index < count else { return nil }
            return (index, CGRect(x: frame.minX, y: frame.midY - wheelRowHeight / 2 + CGFloat(offset) * wheelRowHeight,
                                  width: frame.width, height: wheelRowHeight))
        }
    }
}
