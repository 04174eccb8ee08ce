/// An environment-dependent font, as a value the engine records and writes in
/// ``ViewHost/render()``.
///
/// ```swift
/// Text("Title").font(.title)
/// Text("Price").font(.system(size: 17, weight: .semibold))
/// Text("Note").font(.caption.italic())
/// ```
///
/// A font prints as it was written: `title`, `system(size: 17, weight: semibold)`,
/// `caption.italic()`.
import ViewEngineCore

public struct Font: Hashable, Sendable, CustomStringConvertible {
    enum Base: Hashable, Sendable {
        case style(TextStyle, design: Design?, weight: Weight?)
        case system(size: CGFloat, weight: Weight?, design: Design?)
        case custom(String, size: CGFloat, relativeTo: TextStyle?, fixed: Bool)
    }

    enum Change: Hashable, Sendable {
        case weight(Weight), bold, italic, monospacedDigit, monospaced, smallCaps, leading(Leading), width(Width)
    }

    let base: Base
    let changes: [Change]

    init(_ base: Base, changes: [Change] = []) {
        self.base = base
        self.changes = changes
    }

    private func with(_ change: Change) -> Font { Font(base, changes: changes + [change]) }

    /// How the font was written, such as `title` or `system(size: 17, weight: bold)`.
    public var description: String {
        var text: String
        switch base {
        case .style(let style, nil, nil):
            text = "\(style)"
        case .style(let style, let design, let weight):
            text = "system(" + Self.list([("", "\(style)"), ("design", design.map { "\($0)" }), ("weight", weight?.name)]) + ")"
        case .system(let size, let weight, let design):
            text = "system(" + Self.list([("size", size.attributeDescription), ("weight", weight?.name), ("design", design.map { "\($0)" })]) + ")"
        case .custom(let name, let size, let style, let fixed):
            text = "custom(" + Self.list([("", "\"\(name)\""), (fixed ? "fixedSize" : "size", size.attributeDescription),
                                          ("relativeTo", style.map { "\($0)" })]) + ")"
        }
        for change in changes {
            switch change {
            case .weight(let weight): text += ".weight(\(weight))"
            case .bold: text += ".bold()"
            case .italic: text += ".italic()"
            case .monospacedDigit: text += ".monospacedDigit()"
            case .monospaced: text += ".monospaced()"
            case .smallCaps: text += ".smallCaps()"
            case .leading(let leading): text += ".leading(\(leading))"
            case .width(let width): text += ".width(\(width))"
            }
        }
        return text
    }

    /// `label: value, label: value`; an empty label gives the value alone, a `nil` value nothing.
    private static func list(_ pairs: [(String, String?)]) -> String {
        pairs.compactMap { label, value in value.map { label.isEmpty ? $0 : "\(label): \($0)" } }.joined(separator: ", ")
    }

    // MARK: Text styles

    /// A font with the large title text style.
    public static let largeTitle = Font(.style(.largeTitle, design: nil, weight: nil))
    /// A font with the title text style.
    public static let title = Font(.style(.title, design: nil, weight: nil))
    /// A font for second level hierarchical headings.
    public static let title2 = Font(.style(.title2, design: nil, weight: nil))
    /// A font for third level hierarchical headings.
    public static let title3 = Font(.style(.title3, design: nil, weight: nil))
    /// A font with the headline text style.
    public static let headline = Font(.style(.headline, design: nil, weight: nil))
    /// A font with the subheadline text style.
    public static let subheadline = Font(.style(.subheadline, design: nil, weight: nil))
    /// A font with the body text style.
    public static let body = Font(.style(.body, design: nil, weight: nil))
    /// A font with the callout text style.
    public static let callout = Font(.style(.callout, design: nil, weight: nil))
    /// A font with the footnote text style.
    public static let footnote = Font(.style(.footnote, design: nil, weight: nil))
    /// A font with the caption text style.
    public static let caption = Font(.style(.caption, design: nil, weight: nil))
    /// A font with the alternate caption text style.
    public static let caption2 = Font(.style(.caption2, design: nil, weight: nil))

    // MARK: Making fonts

    /// A system font with the given text style, design and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(.style(style, design: design, weight: weight))
    }

    /// A system font of a fixed size, with a weight and design.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(.system(size: size, weight: weight, design: design))
    }

    /// A custom font with the given name and a size that scales with the body style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(.custom(name, size: size, relativeTo: nil, fixed: false))
    }

    /// A custom font whose size scales relative to `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(.custom(name, size: size, relativeTo: textStyle, fixed: false))
    }

    /// A custom font of a fixed size that does not scale.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(.custom(name, size: fixedSize, relativeTo: nil, fixed: true))
    }

    // MARK: Changing fonts

    /// The font with the given weight.
    public func weight(_ weight: Weight) -> Font { with(.weight(weight)) }
    /// The font, bold.
    public func bold() -> Font { with(.bold) }
    /// The font, italic.
    public func italic() -> Font { with(.italic) }
    /// The font with fixed-width digits.
    public func monospacedDigit() -> Font { with(.monospacedDigit) }
    /// The fixed-width variant of the font.
    public func monospaced() -> Font { with(.monospaced) }
    /// The font with small capitals.
    public func smallCaps() -> Font { with(.smallCaps) }
    /// The font with the given line spacing.
    public func leading(_ leading: Leading) -> Font { with(.leading(leading)) }
    /// The font with the given width.
    public func width(_ width: Width) -> Font { with(.width(width)) }

    /// A dynamic text style to use for fonts.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A weight to use for fonts.
    public struct Weight: Hashable, Sendable, CustomStringConvertible {
        let name: String
        /// The weight's name, such as `semibold`.
        public var description: String { name }
        /// The ultra-light weight.
        public static let ultraLight = Weight(name: "ultraLight")
        /// The thin weight.
        public static let thin = Weight(name: "thin")
        /// The light weight.
        public static let light = Weight(name: "light")
        /// The regular weight.
        public static let regular = Weight(name: "regular")
        /// The medium weight.
        public static let medium = Weight(name: "medium")
        /// The semibold weight.
        public static let semibold = Weight(name: "semibold")
        /// The bold weight.
        public static let bold = Weight(name: "bold")
        /// The heavy weight.
        public static let heavy = Weight(name: "heavy")
        /// The black weight.
        public static let black = Weight(name: "black")
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// A line spacing adjustment to apply to a font.
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose
    }

    /// A width to use for fonts that have multiple widths.
    public struct Width: Hashable, Sendable, CustomStringConvertible {
        /// The width's value; the named widths are -0.2 to 0.2.
        public var value: CGFloat
        /// Creates a width.
        public init(_ value: CGFloat) { self.value = value }
        /// The width's name, or its value.
        public var description: String {
            switch value {
            case -0.2: "compressed"
            case -0.1: "condensed"
            case 0: "standard"
            case 0.2: "expanded"
            default: value.attributeDescription
            }
        }
        /// The compressed width.
        public static let compressed = Width(-0.2)
        /// The condensed width.
        public static let condensed = Width(-0.1)
        /// The standard width.
        public static let standard = Width(0)
        /// The expanded width.
        public static let expanded = Width(0.2)
    }
}

extension Font: AttributeValue {
    package var attributeDescription: String { description }
}

extension Font.Weight: AttributeValue {
    package var attributeDescription: String { description }
}

extension Font.Design: AttributeValue {}
extension Font.Width: AttributeValue {
    package var attributeDescription: String { description }
}
