/// A tab bar item whose symbol iOS's picture shows untinted: white over its grey title,
/// or not at all (white on a white bar). swift-snapshot-testing draws a view outside a
/// window with `CALayer.render(in:)`, which skips the filter UIKit tints an unselected tab
/// item's template image with, so the image keeps its own white. The device, and the
/// engine, draw the symbol in its title's grey. Found in issue 85's set: SpeakList's app
/// screen (a `TabView`), light and dark.
///
/// Such an item's symbol is compared by its frame only, where the picture shows it: its
/// kind and colour are the artefact's, not iOS's (`ScreenComparison`).
public struct UntintedTabItem: Sendable, Equatable {
    /// Its place in its tab bar, from the left, counted from 1.
    public var index: Int
    /// Its title's ink.
    public var title: PointRect
    /// Its title's colour (a grey).
    public var titleColour: RGB
    /// The symbol's ink as the picture shows it (white); nil when the picture does not
    /// show it, white on a white bar.
    public var symbol: PointRect?
    /// Whether the picture's symbol reads as a control (compared by every edge) rather
    /// than as glyph-like ink (compared as a text line is placed).
    public var symbolIsControl: Bool

    /// How far (points) above a title its symbol's ink may end: iOS's tab symbols stand
    /// 5 points above their titles; a title's own line is lower.
    public static let symbolGap = 12.0

    /// How far (points) a symbol's horizontal middle may be from its title's: an
    /// asymmetric symbol's ink (a cart) is off its middle by a point or two.
    public static let centring = 6.0

    /// How far (points) above the window's bottom a tab bar's titles may start: a tab bar is
    /// 49 points tall over a 34-point home indicator area.
    public static let tabBarZone = 110.0

    /// The tallest a tab title is, in points.
    public static let titleHeight = 14.0

    /// Whether `frame` is in this item's symbol's place: ending at most `symbolGap` above
    /// the title (and not below its top), its middle over the title's.
    public func holds(_ frame: PointRect) -> Bool {
        frame.maxY <= title.minY + 0.5 && frame.maxY >= title.minY - Self.symbolGap
            && abs(frame.midX - title.midX) <= Self.centring
    }

    /// A grey (unselected) title's colour: no hue, neither black nor white.
    static func isGrey(_ colour: RGB) -> Bool {
        colour.saturation <= 0.15 && (64...200).contains(colour.luma)
    }

    /// White, as the untinted template image is.
    static func isWhite(_ colour: RGB) -> Bool {
        colour.distance(to: RGB(255, 255, 255)) <= StructureReader.inkDistance
    }

    /// The items of `structure`'s tab bar that show the artefact. A tab bar is a row of two
    /// or more short text lines (their middles within 2 points) in the window's last
    /// `tabBarZone` points, in the bottom bar or on the canvas, above the home indicator.
    /// A row counts only when one of its items is drawn as the device draws it, a symbol
    /// over its title in the title's colour (ΔE within `inkDeltaE`: the selected item), and
    /// another has a grey title under a white symbol, or under nothing where white would not
    /// show (the background within `inkDistance` of white). A symbol drawn grey like its
    /// title, or missing on a bar where white would show, is no artefact: it is compared as
    /// any control is.
    static func find(in structure: ScreenStructure, inkDeltaE: Double = Tolerances().inkDeltaE) -> [UntintedTabItem] {
        let height = Double(structure.window.height)
        let titles = structure.textLines.filter { line in
            (line.region == .bottomBar || line.region == .canvas) && line.frame.height <= titleHeight
                && line.frame.minY >= height - tabBarZone && line.frame.maxY <= height - ScreenComparison.homeIndicatorZone
        }
        var rows: [[TextLine]] = []
        for title in titles.sorted(by: { $0.frame.midY < $1.frame.midY }) {
            if let last = rows.last?.first, abs(last.frame.midY - title.frame.midY) <= 2 {
                rows[rows.count - 1].append(title)
            } else {
                rows.append([title])
            }
        }
        let background = structure.bars.first { $0.edge == .bottom }?.colour ?? structure.canvas.colour
        var found: [UntintedTabItem] = []
        for row in rows where row.count >= 2 {
            var normal = false
            var untinted: [UntintedTabItem] = []
            for (index, title) in row.sorted(by: { $0.frame.minX < $1.frame.minX }).enumerated() {
                var item = UntintedTabItem(index: index + 1, title: title.frame, titleColour: title.colour, symbol: nil, symbolIsControl: false)
                let controls = structure.controls.filter { item.holds($0.frame) }
                let lines = structure.textLines.filter { $0 != title && item.holds($0.frame) }
                let inks = controls.map { ($0.frame, $0.colour) } + lines.map { ($0.frame, $0.colour) }
                if inks.isEmpty {
                    let onBar = title.region == .bottomBar ? background : structure.canvas.colour
                    if isGrey(title.colour), isWhite(onBar) { untinted.append(item) }
                    continue
                }
                if inks.contains(where: { ColourDifference.deltaE($0.1, title.colour) <= inkDeltaE }) {
                    normal = true
                } else if isGrey(title.colour), !inks.contains(where: { !isWhite($0.1) }) {
                    item.symbol = inks.map(\.0).reduce(inks[0].0) { union($0, $1) }
                    item.symbolIsControl = !controls.isEmpty
                    untinted.append(item)
                }
            }
            if normal { found += untinted }
        }
        return found
    }

    /// The smallest rectangle holding both.
    static func union(_ a: PointRect, _ b: PointRect) -> PointRect {
        PointRect(minX: min(a.minX, b.minX), minY: min(a.minY, b.minY), maxX: max(a.maxX, b.maxX), maxY: max(a.maxY, b.maxY))
    }
}
