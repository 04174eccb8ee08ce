#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An object that stores color data — UIKit's `UIColor`, which SwiftUI code uses through
/// `Color(uiColor:)` and `Color(.systemBackground)`. The engine has no pixels: a color is
/// its name, as a ``Color`` is.
///
/// ```swift
/// Rectangle().fill(Color(.secondarySystemBackground))
/// Text("Label").foregroundColor(Color(uiColor: .secondaryLabel))
/// ```
///
/// As UIKit's, it is an `NSObject` that archives with secure coding (by its name), as a
/// Core Data transformer stores it, and comes back equal:
///
/// ```swift
/// let data = try NSKeyedArchiver.archivedData(withRootObject: color, requiringSecureCoding: true)
/// let back = try NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: data)
/// ```
///
/// Invariant (`@unchecked Sendable`): its one stored property is a `let`.
public final class UIColor: NSObject, NSSecureCoding, @unchecked Sendable {
    /// The color's name, such as `systemBackground`.
    public let name: String

    init(name: String) {
        self.name = name
        super.init()
    }

    /// `true`: a color decodes only as the class it was archived as.
    public static var supportsSecureCoding: Bool { true }

    /// Writes the color (its name) to `coder`.
    ///
    /// ```swift
    /// try NSKeyedArchiver.archivedData(withRootObject: UIColor.systemBlue, requiringSecureCoding: true)
    /// ```
    public func encode(with coder: NSCoder) { coder.encode(name as NSString, forKey: "UIColorName") }

    /// A color read from `coder`; `nil` if it holds none.
    ///
    /// ```swift
    /// try NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: data)
    /// ```
    public init?(coder: NSCoder) {
        guard let name = coder.decodeObject(of: NSString.self, forKey: "UIColorName") else { return nil }
        self.name = name as String
        super.init()
    }

    /// Creates a color from red, green, blue and alpha components, from 0 to 1.
    ///
    /// ```swift
    /// UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// ```
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(name: Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)).name)
    }

    /// Creates a gray of the given whiteness and alpha.
    ///
    /// ```swift
    /// UIColor(white: 0.9, alpha: 1)
    /// ```
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a color from hue, saturation, brightness and alpha, from 0 to 1.
    ///
    /// ```swift
    /// UIColor(hue: 0.6, saturation: 0.8, brightness: 0.9, alpha: 1)
    /// ```
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(name: Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)).name)
    }

    /// Creates a UIKit color from a SwiftUI color, named as it is.
    ///
    /// ```swift
    /// UIColor(Color.accentColor)
    /// ```
    public convenience init(_ color: Color) { self.init(name: color.name) }

    /// The same color with `alpha` opacity, named as SwiftUI names it (`red.opacity(0.5)`).
    ///
    /// ```swift
    /// UIColor.systemBlue.withAlphaComponent(0.3)
    /// ```
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(name: Color(name).opacity(Double(alpha)).name)
    }

    /// Creates a color from an asset name.
    ///
    /// ```swift
    /// UIColor(named: "BrandBlue")
    /// ```
    public convenience init?(named name: String) { self.init(name: name) }

    /// Creates a color from a color asset's generated symbol.
    ///
    /// ```swift
    /// UIColor(resource: .brandBlue)
    /// ```
    public convenience init(resource: ColorResource) { self.init(name: resource.name) }

    /// The color's name.
    ///
    /// ```swift
    /// UIColor.systemBackground.description   // "systemBackground"
    /// ```
    public override var description: String { name }

    /// Whether `object` is a color of the same name.
    ///
    /// ```swift
    /// UIColor.label == UIColor.label   // true
    /// ```
    public override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.name == name }

    /// The hash of the color's name.
    ///
    /// ```swift
    /// Set([UIColor.label])
    /// ```
    public override var hash: Int { name.hashValue }

    /// The background of a view.
    public static let systemBackground = UIColor(name: "systemBackground")
    /// The background of content over the system background.
    public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
    /// The background of content over the secondary background.
    public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground")
    /// The background of a grouped view.
    public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
    /// The background of content over the grouped background.
    public static let secondarySystemGroupedBackground = UIColor(name: "secondarySystemGroupedBackground")
    /// The color of primary text.
    public static let label = UIColor(name: "label")
    /// The color of secondary text.
    public static let secondaryLabel = UIColor(name: "secondaryLabel")
    /// The color of tertiary text.
    public static let tertiaryLabel = UIColor(name: "tertiaryLabel")
    /// The color of quaternary text.
    public static let quaternaryLabel = UIColor(name: "quaternaryLabel")
    /// The color of links.
    public static let link = UIColor(name: "link")
    /// The color of placeholder text.
    public static let placeholderText = UIColor(name: "placeholderText")
    /// The color of separators.
    public static let separator = UIColor(name: "separator")
    /// The color of separators that hide the content under them.
    public static let opaqueSeparator = UIColor(name: "opaqueSeparator")
    /// The background of content over the secondary grouped background.
    public static let tertiarySystemGroupedBackground = UIColor(name: "tertiarySystemGroupedBackground")
    /// The fill of thin and small shapes.
    public static let systemFill = UIColor(name: "systemFill")
    /// The fill of medium-size shapes.
    public static let secondarySystemFill = UIColor(name: "secondarySystemFill")
    /// The fill of large shapes.
    public static let tertiarySystemFill = UIColor(name: "tertiarySystemFill")
    /// The fill of large areas with complex content.
    public static let quaternarySystemFill = UIColor(name: "quaternarySystemFill")
    /// The system's gray.
    public static let systemGray = UIColor(name: "systemGray")
    /// A lighter gray.
    public static let systemGray2 = UIColor(name: "systemGray2")
    /// A lighter gray.
    public static let systemGray3 = UIColor(name: "systemGray3")
    /// A lighter gray.
    public static let systemGray4 = UIColor(name: "systemGray4")
    /// A lighter gray.
    public static let systemGray5 = UIColor(name: "systemGray5")
    /// The lightest gray.
    public static let systemGray6 = UIColor(name: "systemGray6")
    /// The system's blue.
    public static let systemBlue = UIColor(name: "systemBlue")
    /// The system's green.
    public static let systemGreen = UIColor(name: "systemGreen")
    /// The system's red.
    public static let systemRed = UIColor(name: "systemRed")
    /// The system's orange.
    public static let systemOrange = UIColor(name: "systemOrange")
    /// The system's yellow.
    public static let systemYellow = UIColor(name: "systemYellow")
    /// The system's pink.
    public static let systemPink = UIColor(name: "systemPink")
    /// The system's purple.
    public static let systemPurple = UIColor(name: "systemPurple")
    /// The system's teal.
    public static let systemTeal = UIColor(name: "systemTeal")
    /// The system's indigo.
    public static let systemIndigo = UIColor(name: "systemIndigo")
    /// The system's mint.
    public static let systemMint = UIColor(name: "systemMint")
    /// The system's cyan.
    public static let systemCyan = UIColor(name: "systemCyan")
    /// The system's brown.
    public static let systemBrown = UIColor(name: "systemBrown")
    /// The tint color of the app.
    public static let tintColor = UIColor(name: "tintColor")
    /// Dark gray: a grayscale value of 1/3: UIKit's fixed color, named by its components.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// Light gray: a grayscale value of 2/3: UIKit's fixed color, named by its components.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// Cyan: RGB 0, 1, 1: UIKit's fixed color, named by its components (`Color.cyan` is adaptive).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow: RGB 1, 1, 0: UIKit's fixed color, named by its components (`Color.yellow` is adaptive).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta: RGB 1, 0, 1: UIKit's fixed color, named by its components.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange: RGB 1, 0.5, 0: UIKit's fixed color, named by its components (`Color.orange` is adaptive).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple: RGB 0.5, 0, 0.5: UIKit's fixed color, named by its components (`Color.purple` is adaptive).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown: RGB 0.6, 0.4, 0.2: UIKit's fixed color, named by its components (`Color.brown` is adaptive).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// White.
    public static let white = UIColor(name: "white")
    /// Black.
    public static let black = UIColor(name: "black")
    /// Gray: a grayscale value of 0.5: UIKit's fixed color, named by its components (`Color.gray` is adaptive).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Red: RGB 1, 0, 0: UIKit's fixed color, named by its components (`Color.red` is adaptive).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green: RGB 0, 1, 0: UIKit's fixed color, named by its components (`Color.green` is adaptive).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue: RGB 0, 0, 1: UIKit's fixed color, named by its components (`Color.blue` is adaptive).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Clear.
    public static let clear = UIColor(name: "clear")
}

extension Color {
    /// Creates a color from a UIKit color, named as it is.
    ///
    /// ```swift
    /// Color(uiColor: .systemGroupedBackground)
    /// ```
    public init(uiColor: UIColor) { self.init(uiColor.name) }

    /// Creates a color from a UIKit color, named as it is.
    ///
    /// ```swift
    /// Color(.secondarySystemBackground)
    /// ```
    ///
    /// Disfavored beside `Color(_:)` with a `ColorResource`: where an app's generated asset
    /// symbols give both `ColorResource.brand` and `UIColor.brand`, `Color(.brand)` is the
    /// resource, as it compiles in Xcode.
    @_disfavoredOverload
    public init(_ color: UIColor) { self.init(color.name) }
}
#endif
