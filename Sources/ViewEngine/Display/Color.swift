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
    /// A system color (``red``, ``blue``…) by its place in ``systemNames``, or -1: a
    /// system color is copied and destroyed as a number, with no string to count
    /// references to (a `Color.red` in a body was two reference-counting calls at each
    /// copy; Benchmarks/HISTORY.md, "Issue 51, round six").
    @usableFromInline let systemIndex: Int8
    /// The name of any other color; `nil` for a system color.
    @usableFromInline let otherName: String?

    /// The color's name, such as `red`.
    public var name: String { otherName ?? Self.systemNames[Int(systemIndex)] }

    /// Creates a color with the given name.
    public init(_ name: String) {
        if let index = Self.systemNames.firstIndex(of: name) {
            self.init(system: index)
        } else {
            self.init(systemIndex: -1, otherName: name)
        }
    }

    @inlinable init(system index: Int) { self.init(systemIndex: Int8(index), otherName: nil) }

    @inlinable init(systemIndex: Int8, otherName: String?) {
        self.systemIndex = systemIndex
        self.otherName = otherName
    }

    /// The names of the system colors, in the order of their indices.
    static let systemNames = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple",
                              "pink", "brown", "white", "gray", "black", "clear", "primary", "secondary", "accentColor"]

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
    public init(_ name: String, bundle: Bundle?) { self.init(name) }

    /// The color's name.
    public var description: String { name }

    /// A context-dependent red color.
    @inlinable public static var red: Color { Color(system: 0) }
    /// A context-dependent orange color.
    @inlinable public static var orange: Color { Color(system: 1) }
    /// A context-dependent yellow color.
    @inlinable public static var yellow: Color { Color(system: 2) }
    /// A context-dependent green color.
    @inlinable public static var green: Color { Color(system: 3) }
    /// A context-dependent mint color.
    @inlinable public static var mint: Color { Color(system: 4) }
    /// A context-dependent teal color.
    @inlinable public static var teal: Color { Color(system: 5) }
    /// A context-dependent cyan color.
    @inlinable public static var cyan: Color { Color(system: 6) }
    /// A context-dependent blue color.
    @inlinable public static var blue: Color { Color(system: 7) }
    /// A context-dependent indigo color.
    @inlinable public static var indigo: Color { Color(system: 8) }
    /// A context-dependent purple color.
    @inlinable public static var purple: Color { Color(system: 9) }
    /// A context-dependent pink color.
    @inlinable public static var pink: Color { Color(system: 10) }
    /// A context-dependent brown color.
    @inlinable public static var brown: Color { Color(system: 11) }
    /// A white color.
    @inlinable public static var white: Color { Color(system: 12) }
    /// A context-dependent gray color.
    @inlinable public static var gray: Color { Color(system: 13) }
    /// A black color.
    @inlinable public static var black: Color { Color(system: 14) }
    /// A clear color.
    @inlinable public static var clear: Color { Color(system: 15) }
    /// The color for primary content.
    @inlinable public static var primary: Color { Color(system: 16) }
    /// The color for secondary content.
    @inlinable public static var secondary: Color { Color(system: 17) }
    /// The app's accent color.
    @inlinable public static var accentColor: Color { Color(system: 18) }

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
