// AppKit's font, as the engine's UIFont under AppKit's names.
#if !os(macOS) && !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A font — AppKit's `NSFont`, as a macOS app's code asks for the system font's size.
///
/// ```swift
/// NSFont.systemFontSize                            // 13
/// NSFont.monospacedSystemFont(ofSize: 12, weight: .regular).pointSize   // 12
/// ```
///
/// It is the engine's ``UIFont`` under AppKit's names, with macOS's standard sizes (13
/// points for the system font, 11 for small controls, 10 for labels).
public final class NSFont: Hashable, Sendable, CustomStringConvertible {
    /// The font in the engine's terms.
    let font: UIFont

    private init(_ font: UIFont) { self.font = font }

    /// The font's size in points.
    public var pointSize: CGFloat { font.pointSize }

    /// The font named `fontName` at `fontSize` points (headless: it always exists).
    ///
    /// ```swift
    /// NSFont(name: "Menlo", size: 12)
    /// ```
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let font = UIFont(name: fontName, size: fontSize) else { return nil }
        self.init(font)
    }

    /// The system font at `fontSize` points, in `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight = .regular) -> NSFont {
        NSFont(UIFont.systemFont(ofSize: fontSize, weight: weight))
    }

    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont { NSFont(UIFont.boldSystemFont(ofSize: fontSize)) }

    /// The monospaced system font at `fontSize` points, in `weight`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> NSFont {
        NSFont(UIFont.monospacedSystemFont(ofSize: fontSize, weight: weight))
    }

    /// The system font of a text style.
    public static func preferredFont(forTextStyle style: UIFont.TextStyle) -> NSFont {
        NSFont(UIFont.preferredFont(forTextStyle: style))
    }

    /// The size of the standard system font on macOS: 13 points.
    public static let systemFontSize: CGFloat = 13
    /// The size of the system font of small controls: 11 points.
    public static let smallSystemFontSize: CGFloat = 11
    /// The size of the font of labels: 10 points.
    public static let labelFontSize: CGFloat = 10

    /// The font's description (the engine's `UIFont`'s).
    public var description: String { font.description }
    /// Whether two fonts are the same font at the same size.
    public static func == (lhs: NSFont, rhs: NSFont) -> Bool { lhs.font == rhs.font }
    /// Hashes the font.
    public func hash(into hasher: inout Hasher) { hasher.combine(font) }
}
#endif
