// AppKit's color, as a macOS app's SwiftUI files make one and show it with Color(nsColor:).
#if !os(macOS) && !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An object that stores color data — AppKit's `NSColor`, as a macOS app's SwiftUI code
/// uses it through `Color(nsColor:)`, stores it, and reads its components.
///
/// ```swift
/// Rectangle().fill(Color(nsColor: .controlBackgroundColor))
/// let color = NSColor(red: 1, green: 0.5, blue: 0, alpha: 1)
/// color.redComponent                                    // 1
/// try NSKeyedArchiver.archivedData(withRootObject: color, requiringSecureCoding: true)
/// ```
///
/// It is the engine's ``UIColor`` under AppKit's names: a color is its name, and its
/// components are those the engine knows (a system color's light value, a made color's
/// own). AppKit's semantic colors with no UIKit twin take iOS's nearest system color
/// (`controlBackgroundColor` the system background, `windowBackgroundColor` the
/// secondary one): a convention, as the engine draws an iPhone. A color archives (secure
/// coding) by its name and comes back equal.
/// Invariant (`@unchecked Sendable`): every stored property is a `let`.
public final class NSColor: NSObject, NSSecureCoding, @unchecked Sendable {
    /// The name of a color in the app's asset catalog.
    public typealias Name = String

    /// The color in the engine's terms.
    let color: UIColor

    init(_ color: UIColor) {
        self.color = color
        super.init()
    }

    /// A color from red, green, blue and alpha components, from 0 to 1.
    ///
    /// ```swift
    /// NSColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// ```
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(UIColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A color from sRGB components, from 0 to 1.
    ///
    /// ```swift
    /// NSColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    /// ```
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A color from calibrated RGB components, from 0 to 1 (headless, sRGB's).
    ///
    /// ```swift
    /// NSColor(calibratedRed: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    /// ```
    public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A gray of the given whiteness and alpha.
    ///
    /// ```swift
    /// NSColor(white: 0.9, alpha: 1)
    /// ```
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(UIColor(white: white, alpha: alpha)) }

    /// A color from hue, saturation, brightness and alpha, from 0 to 1.
    ///
    /// ```swift
    /// NSColor(hue: 0.6, saturation: 0.8, brightness: 0.9, alpha: 1)
    /// ```
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha))
    }

    /// An AppKit color from a SwiftUI color, named as it is.
    ///
    /// ```swift
    /// NSColor(Color.accentColor)
    /// ```
    public convenience init(_ color: Color) { self.init(UIColor(color)) }

    /// The color named `name` in the app's asset catalog. Headless, every name exists.
    ///
    /// ```swift
    /// NSColor(named: "Brand")
    /// ```
    public convenience init?(named name: NSColor.Name) { self.init(UIColor(name: name)) }

    /// Whether the type supports secure coding: yes.
    public static var supportsSecureCoding: Bool { true }

    /// Writes the color (its name) to `coder`.
    public func encode(with coder: NSCoder) { coder.encode(color.name as NSString, forKey: "NSColorName") }

    /// A color read from `coder`; `nil` if it holds none.
    public init?(coder: NSCoder) {
        guard let name = coder.decodeObject(of: NSString.self, forKey: "NSColorName") else { return nil }
        self.color = UIColor(name: name as String)
        super.init()
    }

    /// The same color with `alpha` opacity.
    ///
    /// ```swift
    /// NSColor.systemBlue.withAlphaComponent(0.3)
    /// ```
    public func withAlphaComponent(_ alpha: CGFloat) -> NSColor { NSColor(color.withAlphaComponent(alpha)) }

    /// The color in `space`: the same color, as the engine's colors are sRGB; `nil` for a
    /// color whose components the engine does not know (an asset catalog's).
    ///
    /// ```swift
    /// NSColor.orange.usingColorSpace(.sRGB)?.redComponent   // 1
    /// ```
    public func usingColorSpace(_ space: NSColorSpace) -> NSColor? { rgba == nil ? nil : self }

    /// The red component, from 0 to 1 (0 where the engine knows no components).
    public var redComponent: CGFloat { rgba?.red ?? 0 }
    /// The green component, from 0 to 1.
    public var greenComponent: CGFloat { rgba?.green ?? 0 }
    /// The blue component, from 0 to 1.
    public var blueComponent: CGFloat { rgba?.blue ?? 0 }
    /// The alpha component, from 0 to 1.
    public var alphaComponent: CGFloat { rgba?.alpha ?? 0 }

    /// Gets the red, green, blue and alpha components, from 0 to 1.
    ///
    /// ```swift
    /// var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    /// NSColor.orange.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    /// ```
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) {
        color.getRed(red, green: green, blue: blue, alpha: alpha)
    }

    /// The Core Graphics color the color resolves to.
    public var cgColor: CGColor { color.cgColor }

    private var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)? {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        return color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) ? (red, green, blue, alpha) : nil
    }

    /// The color's name, such as `systemBlue`.
    public override var description: String { color.name }

    /// Whether `object` is a color of the same name.
    public override func isEqual(_ object: Any?) -> Bool { (object as? NSColor)?.color == color }

    /// The hash of the color's name.
    public override var hash: Int { color.hashValue }

    // MARK: System colors

    /// Black.
    public static let black = NSColor(UIColor.black)
    /// White.
    public static let white = NSColor(UIColor.white)
    /// Fully transparent.
    public static let clear = NSColor(UIColor.clear)
    /// Fixed red (1, 0, 0).
    public static let red = NSColor(UIColor.red)
    /// Fixed green (0, 1, 0).
    public static let green = NSColor(UIColor.green)
    /// Fixed blue (0, 0, 1).
    public static let blue = NSColor(UIColor.blue)
    /// Fixed gray (0.5).
    public static let gray = NSColor(UIColor.gray)
    /// Fixed orange.
    public static let orange = NSColor(UIColor.orange)
    /// Fixed yellow.
    public static let yellow = NSColor(UIColor.yellow)
    /// Fixed purple.
    public static let purple = NSColor(UIColor.purple)
    /// Fixed brown.
    public static let brown = NSColor(UIColor.brown)
    /// The system red.
    public static let systemRed = NSColor(UIColor.systemRed)
    /// The system orange.
    public static let systemOrange = NSColor(UIColor.systemOrange)
    /// The system yellow.
    public static let systemYellow = NSColor(UIColor.systemYellow)
    /// The system green.
    public static let systemGreen = NSColor(UIColor.systemGreen)
    /// The system mint.
    public static let systemMint = NSColor(UIColor.systemMint)
    /// The system teal.
    public static let systemTeal = NSColor(UIColor.systemTeal)
    /// The system cyan.
    public static let systemCyan = NSColor(UIColor.systemCyan)
    /// The system blue.
    public static let systemBlue = NSColor(UIColor.systemBlue)
    /// The system indigo.
    public static let systemIndigo = NSColor(UIColor.systemIndigo)
    /// The system purple.
    public static let systemPurple = NSColor(UIColor.systemPurple)
    /// The system pink.
    public static let systemPink = NSColor(UIColor.systemPink)
    /// The system brown.
    public static let systemBrown = NSColor(UIColor.systemBrown)
    /// The system gray.
    public static let systemGray = NSColor(UIColor.systemGray)
    /// The text of labels.
    public static let labelColor = NSColor(UIColor.label)
    /// Secondary text.
    public static let secondaryLabelColor = NSColor(UIColor.secondaryLabel)
    /// Tertiary text.
    public static let tertiaryLabelColor = NSColor(UIColor.tertiaryLabel)
    /// Quaternary text.
    public static let quaternaryLabelColor = NSColor(UIColor.quaternaryLabel)
    /// The text of documents.
    public static let textColor = NSColor(UIColor.label)
    /// Placeholder text.
    public static let placeholderTextColor = NSColor(UIColor.placeholderText)
    /// Links.
    public static let linkColor = NSColor(UIColor.link)
    /// Separators between content.
    public static let separatorColor = NSColor(UIColor.separator)
    /// Grid lines of tables.
    public static let gridColor = NSColor(UIColor.opaqueSeparator)
    /// The user's accent color.
    public static let controlAccentColor = NSColor(UIColor(name: "accentColor"))
    /// The background of large controls (lists, tables): iOS's system background.
    public static let controlBackgroundColor = NSColor(UIColor.systemBackground)
    /// The background of text: iOS's system background.
    public static let textBackgroundColor = NSColor(UIColor.systemBackground)
    /// The background of windows: iOS's secondary system background.
    public static let windowBackgroundColor = NSColor(UIColor.secondarySystemBackground)
    /// The area behind a document's pages: iOS's grouped background.
    public static let underPageBackgroundColor = NSColor(UIColor.systemGroupedBackground)
    /// The face of a control: iOS's system fill.
    public static let controlColor = NSColor(UIColor.systemFill)
    /// Selected content's background: the accent color.
    public static let selectedContentBackgroundColor = NSColor(UIColor(name: "accentColor"))
}

/// A color space — AppKit's `NSColorSpace`. The engine's colors are sRGB, so every space
/// gives the same components.
public final class NSColorSpace: Sendable {
    private let name: String
    private init(name: String) { self.name = name }
    /// The sRGB color space.
    public static let sRGB = NSColorSpace(name: "sRGB")
    /// The Display P3 color space.
    public static let displayP3 = NSColorSpace(name: "displayP3")
    /// The device's RGB color space.
    public static let deviceRGB = NSColorSpace(name: "deviceRGB")
    /// The generic RGB color space.
    public static let genericRGB = NSColorSpace(name: "genericRGB")
}

extension Color {
    /// Creates a color from an AppKit color, named as it is.
    ///
    /// ```swift
    /// Color(nsColor: .controlBackgroundColor)
    /// ```
    public init(nsColor: NSColor) { self.init(uiColor: nsColor.color) }

    /// Creates a color from an AppKit color — SwiftUI's first form (macOS 10.15), before
    /// ``init(nsColor:)``, which macOS apps of that era write.
    ///
    /// ```swift
    /// Rectangle().fill(Color(NSColor.separatorColor))
    /// ```
    ///
    /// SwiftUI's `init(_ color: NSColor)`, generic here over the color's class: an implicit
    /// member cannot name a generic argument, so `Color(.systemBlue)`, which names both
    /// kits' colors, stays UIKit's `Color(_:)`, as an iOS app means it; an `NSColor` value
    /// (`Color(NSColor.separatorColor)`) takes this one.
    @_disfavoredOverload
    public init<AppKitColor: NSColor>(_ color: AppKitColor) { self.init(nsColor: color) }
}
#endif
