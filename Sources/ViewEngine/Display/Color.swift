import ViewEngineCore
import Foundation

/// A representation of a color; as a view, a rectangle filled with it.
///
/// A color is its name in ``ViewHost/render()``'s text (`Text "Hi" [foregroundStyle: red]`);
/// ``ViewHost/snapshot()`` paints it with iOS's value for that name in the host's color
/// scheme, or with the color set of that name in the host's asset catalogs.
///
/// ```swift
/// Color.red
/// Color("teal")
/// ```
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The color's name, such as `red`.
    public let name: String

    /// Creates a color with the given name.
    public init(_ name: String) { self.name = name }

    /// Creates a color from a color set of an asset catalog: the color is its name, and
    /// ``ViewHost/snapshot()`` paints the set of that name from the host's catalogs,
    /// whichever bundle is given.
    ///
    /// ```swift
    /// Color("shadowPrimary", bundle: .module)
    /// ```
    ///
    /// - Parameters:
    ///   - name: The name of the color resource to look up.
    ///   - bundle: The bundle in which to search for the color resource.
    public init(_ name: String, bundle: Bundle?) { self.name = name }

    /// The color's name.
    public var description: String { name }

    /// A context-dependent red color.
    public static let red = Color("red")
    /// A context-dependent orange color.
    public static let orange = Color("orange")
    /// A context-dependent yellow color.
    public static let yellow = Color("yellow")
    /// A context-dependent green color.
    public static let green = Color("green")
    /// A context-dependent mint color.
    public static let mint = Color("mint")
    /// A context-dependent teal color.
    public static let teal = Color("teal")
    /// A context-dependent cyan color.
    public static let cyan = Color("cyan")
    /// A context-dependent blue color.
    public static let blue = Color("blue")
    /// A context-dependent indigo color.
    public static let indigo = Color("indigo")
    /// A context-dependent purple color.
    public static let purple = Color("purple")
    /// A context-dependent pink color.
    public static let pink = Color("pink")
    /// A context-dependent brown color.
    public static let brown = Color("brown")
    /// A white color.
    public static let white = Color("white")
    /// A context-dependent gray color.
    public static let gray = Color("gray")
    /// A black color.
    public static let black = Color("black")
    /// A clear color.
    public static let clear = Color("clear")
    /// The color for primary content.
    public static let primary = Color("primary")
    /// The color for secondary content.
    public static let secondary = Color("secondary")
    /// The app's accent color.
    public static let accentColor = Color("accentColor")

    /// Creates a color from red, green and blue components, from 0 to 1; it is named by
    /// its hexadecimal value.
    ///
    /// ```swift
    /// Color(red: 1, green: 0.5, blue: 0)   // #FF8000
    /// ```
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let hex = [red, green, blue].map { component in
            let byte = Int((min(max(component, 0), 1) * 255).rounded())
            return String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }.joined()
        self.init(opacity == 1 ? "#\(hex)" : "#\(hex).opacity(\(opacity.attributeDescription))")
    }

    /// Creates a gray of the given whiteness, from 0 (black) to 1 (white).
    ///
    /// ```swift
    /// Color(white: 0.9)   // #E6E6E6
    /// ```
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// Creates a color from hue, saturation and brightness, from 0 to 1.
    ///
    /// ```swift
    /// Color(hue: 0.6, saturation: 0.8, brightness: 0.9)
    /// ```
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let sector = (hue - hue.rounded(.down)) * 6
        let chroma = brightness * saturation
        let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) = switch Int(sector) {
        case 0: (chroma, x, 0)
        case 1: (x, chroma, 0)
        case 2: (0, chroma, x)
        case 3: (0, x, chroma)
        case 4: (x, 0, chroma)
        default: (chroma, 0, x)
        }
        let m = brightness - chroma
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }

    /// The color with the given opacity, named `red.opacity(0.5)`.
    ///
    /// ```swift
    /// Color.blue.opacity(0.2)
    /// ```
    public func opacity(_ opacity: Double) -> Color {
        Color("\(name).opacity(\(opacity.attributeDescription))")
    }

    /// The color mixed with another, named `blue.mix(with: black, by: 0.1)` (iOS 18).
    ///
    /// ```swift
    /// .background(.blue.mix(with: .black, by: 0.1).gradient)
    /// ```
    ///
    /// - Parameters:
    ///   - rhs: The color to mix `self` with.
    ///   - fraction: The amount of blending, from 0.0 (`self`) to 1.0 (`rhs`).
    ///   - colorSpace: The color space used to mix the colors.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let space = colorSpace == .perceptual ? "" : ", in: \(colorSpace)"
        return Color("\(name).mix(with: \(rhs.name), by: \(fraction.attributeDescription)\(space))")
    }

    /// A profile that specifies how to interpret a color value for display.
    ///
    /// ```swift
    /// Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6)
    /// ```
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }
}

extension Color: NamedAttributeValue {}

private extension String {
    func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}

extension Color: View {
    public typealias Body = Never
}

extension Color: LeafView {
    @usableFromInline package func renderedLine(at now: Date) -> String { "Color \(name)" }
}
