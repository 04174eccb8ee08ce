#if canImport(Darwin)
import CoreGraphics
#endif

extension Color {
    /// Creates a color from a Core Graphics color: its sRGB (or gray) components.
    ///
    /// ```swift
    /// Color(cgColor: CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))   // #FF8000
    /// ```
    public init(cgColor: CGColor) {
        let components = cgColor.components ?? []
        let opacity = Double(cgColor.alpha)
        switch components.count {
        case 4: self.init(red: Double(components[0]), green: Double(components[1]), blue: Double(components[2]), opacity: opacity)
        case 2: self.init(white: Double(components[0]), opacity: opacity)
        default: self.init("cgColor")
        }
    }

    /// A Core Graphics representation of the color, if available: for a color made from
    /// components (`Color(red:green:blue:)`, `Color(white:)`, `Color(hue:saturation:brightness:)`,
    /// `Color(cgColor:)`) and for black, white and clear; `nil` for the others, whose
    /// values depend on the context (`red`, `primary`, `accentColor`...).
    ///
    /// ```swift
    /// Color(red: 1, green: 0, blue: 0).cgColor?.components   // [1, 0, 0, 1]
    /// ```
    public var cgColor: CGColor? {
        switch name {
        case "black": return CGColor(gray: 0, alpha: 1)
        case "white": return CGColor(gray: 1, alpha: 1)
        case "clear": return CGColor(gray: 0, alpha: 0)
        default: break
        }
        guard name.hasPrefix("#"), name.count >= 7 else { return nil }
        let hex = name.dropFirst().prefix(6)
        guard let value = Int(hex, radix: 16) else { return nil }
        var alpha = 1.0
        if let range = name.range(of: ".opacity("), let number = Double(name[range.upperBound...].dropLast()) { alpha = number }
        return CGColor(red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
                       blue: CGFloat(value & 0xFF) / 255, alpha: CGFloat(alpha))
    }
}
