#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A font — UIKit's `UIFont`, as SwiftUI code makes one for `Font(_:)` or for the
/// metrics of a text style.
///
/// ```swift
/// Text("Note").font(Font(UIFont.preferredFont(forTextStyle: .footnote)))
/// UIFont.preferredFont(forTextStyle: .body).pointSize   // 17
/// ```
///
/// Sizes are the system font's at the default Dynamic Type size (Large), from Apple's
/// Human Interface Guidelines table (Measures §4 "Point sizes"); a line is 1.193359375 times
/// the point size, SF Pro's (Measures §4 "Line height"). There are no font files: a named
/// font is its name.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    private enum Kind: Hashable {
        case style(TextStyle)
        case system(Weight)
        case bold, italic, monospaced(Weight)
        case named(String)
    }

    private let kind: Kind
    /// The font's size in points.
    public let pointSize: CGFloat

    private init(_ kind: Kind, pointSize: CGFloat) {
        self.kind = kind
        self.pointSize = pointSize
    }

    /// The font named `fontName` at `fontSize` points (headless: it always exists).
    ///
    /// ```swift
    /// UIFont(name: "Avenir-Heavy", size: 20)
    /// ```
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(.named(fontName), pointSize: fontSize)
    }

    /// The system font of a text style, at the default Dynamic Type size.
    ///
    /// ```swift
    /// UIFont.preferredFont(forTextStyle: .headline).pointSize   // 17
    /// ```
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(.style(style), pointSize: style.defaultPointSize)
    }

    /// The system font at `fontSize` points, in `weight`.
    ///
    /// ```swift
    /// UIFont.systemFont(ofSize: 14, weight: .semibold)
    /// ```
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(.system(weight), pointSize: fontSize)
    }

    /// The bold system font at `fontSize` points.
    ///
    /// ```swift
    /// UIFont.boldSystemFont(ofSize: 14)
    /// ```
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(.bold, pointSize: fontSize) }

    /// The italic system font at `fontSize` points.
    ///
    /// ```swift
    /// UIFont.italicSystemFont(ofSize: 14)
    /// ```
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(.italic, pointSize: fontSize) }

    /// The monospaced system font at `fontSize` points, in `weight`.
    ///
    /// ```swift
    /// UIFont.monospacedSystemFont(ofSize: 12, weight: .regular)
    /// ```
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(.monospaced(weight), pointSize: fontSize)
    }

    /// The point size of the system font: 17, the body style's.
    public static var systemFontSize: CGFloat { 17 }
    /// The size of labels: 17.
    public static var labelFontSize: CGFloat { 17 }
    /// The size of buttons: 18.
    public static var buttonFontSize: CGFloat { 18 }
    /// The size of small system text: 12.
    public static var smallSystemFontSize: CGFloat { 12 }

    /// The same font at `fontSize` points.
    ///
    /// ```swift
    /// UIFont.preferredFont(forTextStyle: .body).withSize(20)
    /// ```
    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(kind, pointSize: fontSize) }

    /// The height of a line: the point size times SF Pro's 1.193359375 (20.287109375 at 17).
    public var lineHeight: CGFloat { pointSize * 1.193359375 }
    /// The distance above the baseline: 0.798 of the line (Measures §4 "UIFont ascender").
    public var ascender: CGFloat { lineHeight * 0.798 }
    /// The distance below the baseline, negative: 0.202 of the line.
    public var descender: CGFloat { -lineHeight * 0.202 }
    /// The space between lines: none, SF Pro's.
    public var leading: CGFloat { 0 }

    /// The font's name: a named font's own, `.SFUI-Regular` for the system font.
    public var fontName: String {
        if case .named(let name) = kind { return name }
        return ".SFUI-Regular"
    }

    /// The font's family: a named font's name up to its first `-`, `.AppleSystemUIFont`
    /// for the system font.
    public var familyName: String {
        if case .named(let name) = kind { return String(name.prefix { $0 != "-" }) }
        return ".AppleSystemUIFont"
    }

    /// The font as SwiftUI writes it.
    ///
    /// ```swift
    /// UIFont.systemFont(ofSize: 14).description   // "system(size: 14)"
    /// ```
    public var description: String { swiftUIFont.description }

    /// Whether both are the same font at the same size.
    ///
    /// ```swift
    /// UIFont.systemFont(ofSize: 12) == UIFont.systemFont(ofSize: 12)   // true
    /// ```
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.kind == rhs.kind && lhs.pointSize == rhs.pointSize }

    /// Hashes the font and its size.
    ///
    /// ```swift
    /// Set([UIFont.systemFont(ofSize: 12)])
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(pointSize)
    }

    /// The SwiftUI font this font stands for.
    var swiftUIFont: Font {
        switch kind {
        case .style(let style): Font(.style(style.swiftUIStyle, design: nil, weight: nil))
        case .system(let weight): Font(.system(size: pointSize, weight: weight == .regular ? nil : weight.swiftUIWeight, design: nil))
        case .bold: Font(.system(size: pointSize, weight: .bold, design: nil))
        case .italic: Font(.system(size: pointSize, weight: nil, design: nil)).italic()
        case .monospaced(let weight): Font(.system(size: pointSize, weight: weight == .regular ? nil : weight.swiftUIWeight, design: .monospaced))
        case .named(let name): Font(.custom(name, size: pointSize, relativeTo: nil, fixed: false))
        }
    }

    /// The text styles of Dynamic Type.
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

        /// The point size at the default Dynamic Type size, Large (the HIG's table).
        var defaultPointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            }
        }

        var swiftUIStyle: Font.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            }
        }
    }

    /// The weight of a font, from -1 (lightest) to 1 (heaviest).
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        /// A weight of `rawValue`.
        ///
        /// ```swift
        /// UIFont.Weight(rawValue: 0.3)   // semibold
        /// ```
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The ultra-light weight.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// The thin weight.
        public static let thin = Weight(rawValue: -0.6)
        /// The light weight.
        public static let light = Weight(rawValue: -0.4)
        /// The regular weight.
        public static let regular = Weight(rawValue: 0)
        /// The medium weight.
        public static let medium = Weight(rawValue: 0.23)
        /// The semibold weight.
        public static let semibold = Weight(rawValue: 0.3)
        /// The bold weight.
        public static let bold = Weight(rawValue: 0.4)
        /// The heavy weight.
        public static let heavy = Weight(rawValue: 0.56)
        /// The black weight.
        public static let black = Weight(rawValue: 0.62)

        /// SwiftUI's weight nearest to this one.
        var swiftUIWeight: Font.Weight {
            let named: [(CGFloat, Font.Weight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular),
                                                   (0.23, .medium), (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black)]
            return named.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? .regular
        }
    }
}

extension Font {
    /// Creates a font from a UIKit font: a text style's font is that style, the system
    /// font a `system(size:weight:)`, a named font a `custom(_:size:)`.
    ///
    /// ```swift
    /// Font(UIFont.preferredFont(forTextStyle: .caption1))   // caption
    /// ```
    public init(_ font: UIFont) { self = font.swiftUIFont }
}
#endif
