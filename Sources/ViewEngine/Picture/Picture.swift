// The SVG picture ``ViewHost/snapshot()`` draws (Rules R22; the drawing model is the
// "Pictures of the window" article, Pictures.md): elements in drawing order, later ones on
// top, written one per line and indented by nesting, with every number rounded to two
// decimals and every attribute in a fixed order, so that two pictures of the same screen
// are the same text.

import ViewEngineCore

/// An SVG picture being drawn: the elements written so far and the style the views being
/// drawn inherit (their foreground, tint and text styles).
@MainActor
struct Picture {
    /// The lines written so far, inside the `<svg>` element.
    private(set) var lines: [String] = []
    /// How deep the next line is nested.
    private var depth = 1
    /// The style the views drawn next inherit from the modifiers around them.
    var style: PictureStyle
    /// The color scheme colors are resolved in: the window's (``ViewHost/windowColorScheme``),
    /// or the one a view's environment sets for what it contains (``draw(_:)``).
    var colorScheme: ColorScheme
    /// The date of the host's clock: relative dates are drawn against it.
    let now: Date
    /// The window's size and its safe area (chrome such as a tab bar reaches past the
    /// safe area to the window's edge).
    let window: CGSize
    let safeArea: CGRect
    /// How many clip paths and gradients have been defined: each gets the next id.
    private var definitions = 0
    /// The host's asset catalogs: named colors and images, the accent color.
    var assets = AssetLibrary(urls: [])
    /// The names of the colors drawn that neither the system nor a catalog has.
    let missingAssets = MissingAssets()
    /// Whether the last view drawn that says (`statusBarHidden(_:)`) hides the status bar.
    var hidesStatusBar = false
    /// Whether the tint is drawn dimmed: the window behind an alert or a dialog (Measures
    /// §7 "Dimmed tint").
    var dimsTint = false
    /// The views a navigation bar with a background draws over it after the content (its
    /// toolbar items and search field: NavigationStack+Picture.swift), while it draws the
    /// content.
    var barItems: BarItemsDrawnLater?

    init(colorScheme: ColorScheme, now: Date, window: CGSize, safeArea: CGRect) {
        self.colorScheme = colorScheme
        self.now = now
        self.window = window
        self.safeArea = safeArea
        style = PictureStyle()
    }

    // MARK: Elements

    /// Writes `<name attributes/>`, or `<name attributes>content</name>` with `content`
    /// escaped for XML.
    mutating func element(_ name: String, _ attributes: SVGAttributes, content: String? = nil) {
        let opening = "<" + name + attributes.written
        guard let content else { return write(opening + "/>") }
        write(opening + ">" + SVGText.escaped(content) + "</" + name + ">")
    }

    /// Writes `<name attributes>`, what `body` draws one level deeper, then `</name>`;
    /// writes nothing when `body` draws nothing and `keepsEmpty` is off.
    mutating func group(_ name: String = "g", _ attributes: SVGAttributes, keepsEmpty: Bool = false, _ body: (inout Picture) -> Void) {
        let start = lines.count
        write("<" + name + attributes.written + ">")
        depth += 1
        body(&self)
        depth -= 1
        if lines.count == start + 1, !keepsEmpty {
            lines.removeLast()
            return
        }
        write("</" + name + ">")
    }

    /// Draws what `body` draws with `style` changed by `change`, then restores it.
    mutating func styled(_ change: (inout PictureStyle) -> Void, _ body: (inout Picture) -> Void) {
        let saved = style
        change(&style)
        body(&self)
        style = saved
    }

    /// A new id for a definition (`clip1`, `gradient2`...): numbered in drawing order, so
    /// the same screen gets the same ids.
    mutating func nextID(_ prefix: String) -> String {
        definitions += 1
        return prefix + String(definitions)
    }

    private mutating func write(_ line: String) {
        lines.append(String(repeating: "  ", count: depth) + line)
    }

    /// The whole document: an `<svg>` element of `size` with the lines drawn.
    func document(size: CGSize, attributes: SVGAttributes) -> String {
        let width = SVGText.number(size.width), height = SVGText.number(size.height)
        let header = "<svg xmlns=\"http://www.w3.org/2000/svg\""
            + SVGAttributes().adding("width", width).adding("height", height).adding("viewBox", "0 0 \(width) \(height)").written
            + attributes.written + ">"
        return ([header] + lines + ["</svg>"]).joined(separator: "\n") + "\n"
    }
}

/// The attributes of an SVG element, in the order they were added (so the text is the
/// same for the same drawing); an attribute whose value is `nil` is left out.
struct SVGAttributes {
    private var pairs: [(name: String, value: String)] = []

    init() {}

    /// The attributes with `name="value"` added, unless `value` is `nil`.
    func adding(_ name: String, _ value: String?) -> SVGAttributes {
        guard let value else { return self }
        var copy = self
        copy.pairs.append((name, value))
        return copy
    }

    /// The attributes with a number added, formatted as ``SVGText/number(_:)`` does.
    func adding(_ name: String, _ value: CGFloat) -> SVGAttributes { adding(name, SVGText.number(value)) }

    /// The attributes with `other`'s added after these.
    func adding(_ other: SVGAttributes) -> SVGAttributes {
        var copy = self
        copy.pairs += other.pairs
        return copy
    }

    /// ` name="value"` for each, escaped for XML.
    var written: String {
        pairs.map { " \($0.name)=\"\(SVGText.escaped($0.value))\"" }.joined()
    }
}

/// Text as XML needs it, and numbers as a picture writes them.
enum SVGText {
    /// A number as a picture writes it: rounded to two decimals, without trailing zeros or a
    /// negative zero (`12`, `12.5`, `0.33`); a number that is not finite is written as 0,
    /// and one beyond a billion as a billion.
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (min(max(Double(value), -1e9), 1e9) * 100).rounded()
        if hundredths == 0 { return "0" }
        let whole = Int(hundredths / 100)
        let fraction = Int(abs(hundredths).truncatingRemainder(dividingBy: 100))
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        if fraction == 0 { return "\(whole)" }
        let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "\(sign)\(whole).\(digits)"
    }

    /// An opacity as a picture writes it — a fill's, a stroke's, a gradient stop's, a
    /// group's: to three decimals, finer than a level of 255 (two would leave a colour up to
    /// 1.3 levels off), without trailing zeros; 0 to 1.
    static func opacity(_ value: Double) -> String {
        let thousandths = Int((min(max(value.isFinite ? value : 1, 0), 1) * 1000).rounded())
        if thousandths % 1000 == 0 { return "\(thousandths / 1000)" }
        var digits = String(thousandths)
        while digits.count < 3 { digits = "0" + digits }
        while digits.hasSuffix("0") { digits.removeLast() }
        return "0." + digits
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, and the characters XML 1.0 does not
    /// allow (control characters other than tab, line feed and carriage return) left out.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
