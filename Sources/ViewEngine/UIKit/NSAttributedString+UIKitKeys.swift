#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

// The attribute keys UIKit adds to `NSAttributedString.Key`, which apps pass to the bars'
// appearance (`titleTextAttributes = [.foregroundColor: UIColor.white]`);
// swift-corelibs-foundation declares the type but not these keys. Their raw values are
// UIKit's.
extension NSAttributedString.Key {
    /// The color of the text (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The color of the background behind the text (a `UIColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The font of the text (a `UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The spacing added between letters, in points (a number).
    public static let kern = NSAttributedString.Key("NSKern")
    /// The paragraph's style (an `NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The underline's style (a number).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The strikethrough's style (a number).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The link the text opens (a `URL` or a string).
    public static let link = NSAttributedString.Key("NSLink")
    /// The text's offset from the baseline, in points (a number).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}
#endif
