/// What a screen is made of, at point scale: the canvas, the containers on it (cards and
/// bars), the separators inside them, the controls, the text lines, and their colours.
/// `StructureReader` reads one from a picture; `ScreenComparison` compares two.
public struct ScreenStructure: Sendable, Equatable {
    /// The window's size in points.
    public var window: WindowSize
    /// The background.
    public var canvas: Canvas
    /// The navigation bar at the top and the tab bar (or toolbar) at the bottom, when drawn.
    public var bars: [Bar]
    /// The inset-grouped sections' rounded rectangles, top to bottom.
    public var cards: [Card]
    /// The hairlines inside cards (and on the canvas), top to bottom.
    public var separators: [Separator]
    /// The switches, chevrons, checkmarks, segmented controls and symbols, top to bottom.
    public var controls: [Control]
    /// The lines of text, top to bottom.
    public var textLines: [TextLine]
}

/// A window's size in points, `390x844` on a command line.
public struct WindowSize: Sendable, Equatable, CustomStringConvertible {
    /// Its width in points.
    public var width: Int
    /// Its height in points.
    public var height: Int

    /// A size from its width and height.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// A size from `390x844` (or `390×844`), nil when it is not two positive numbers.
    public init?(_ text: String) {
        let parts = text.split(whereSeparator: { $0 == "x" || $0 == "×" || $0 == "X" })
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0 else { return nil }
        self.init(width: width, height: height)
    }

    /// `390 × 844`.
    public var description: String { "\(width) × \(height)" }
}

/// The background the screen's containers sit on.
public struct Canvas: Sendable, Equatable {
    /// Its colour: the commonest colour down the window's two sides.
    public var colour: RGB
    /// The share of the sides' points that are that colour, 0–1.
    public var uniformity: Double
}

/// Where something was found: on the canvas, in a bar, or in a card (by index from 0).
public enum Region: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// On the canvas, outside every bar and card.
    case canvas
    /// In the top bar.
    case topBar
    /// In the bottom bar.
    case bottomBar
    /// In a card, by its index from the top (0 for the first).
    case card(Int)

    /// `the canvas`, `card 2` (counted from 1).
    public var description: String {
        switch self {
        case .canvas: "the canvas"
        case .topBar: "the top bar"
        case .bottomBar: "the bottom bar"
        case .card(let index): "card \(index + 1)"
        }
    }
}

/// A bar across the window: the navigation bar at the top or the tab bar at the bottom,
/// found because it differs from the canvas or because a full-width hairline bounds it.
public struct Bar: Sendable, Equatable {
    /// Which edge it sits on.
    public enum Edge: String, Sendable, Equatable {
        /// The top of the window (a navigation bar, under the status bar).
        case top
        /// The bottom of the window (a tab bar or toolbar).
        case bottom
    }
    /// Its edge.
    public var edge: Edge
    /// Its rectangle (from the window's edge to its hairline or its end).
    public var frame: PointRect
    /// Its fill (the canvas's colour for a bar bounded by a hairline only).
    public var colour: RGB
}

/// A rounded rectangle whose colour differs from the canvas: an inset-grouped section.
public struct Card: Sendable, Equatable {
    /// Its rectangle.
    public var frame: PointRect
    /// Its corner radius, from the area its corners leave uncovered.
    public var cornerRadius: Double
    /// Its fill.
    public var colour: RGB
}

/// A hairline: a line under two points thick and many times longer.
public struct Separator: Sendable, Equatable {
    /// Where it is.
    public var region: Region
    /// Where it starts (its inset from the card's edge is `minX` minus the card's) and ends.
    public var minX: Double
    /// Where it ends.
    public var maxX: Double
    /// Its vertical middle.
    public var y: Double
    /// Its colour (the point most unlike its background).
    public var colour: RGB
}

/// A control or symbol found by its shape.
public struct Control: Sendable, Equatable {
    /// What it is.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// A switch (`Toggle`): a capsule about 51 × 31.
        case toggle = "switch"
        /// A disclosure chevron (`>`), about 6–8 wide and 10–13 tall.
        case chevron
        /// A checkmark in the tint colour.
        case checkmark
        /// A segmented control's track, about 32 tall and at least three times as wide.
        case segmented = "segmented control"
        /// Any other symbol: a coloured or solid blob of about a glyph's size or more.
        case symbol
    }
    /// What it is.
    public var kind: Kind
    /// Where it is.
    public var region: Region
    /// Its rectangle.
    public var frame: PointRect
    /// Its most common colour unlike the background (a switch's track: green when on).
    public var colour: RGB
    /// For a switch: whether it is on (its track tinted rather than grey).
    public var isOn: Bool?
}

/// A line of text: ink on a card, a bar or the canvas, grouped by rows and split at gaps
/// wider than a space.
public struct TextLine: Sendable, Equatable {
    /// Where it is.
    public var region: Region
    /// Its ink's bounding box.
    public var frame: PointRect
    /// Its ink's colour (the point most unlike the background).
    public var colour: RGB
}
