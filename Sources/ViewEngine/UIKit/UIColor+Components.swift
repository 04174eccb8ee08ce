// The values a UIKit color resolves to: what `cgColor` and `getRed(_:green:blue:alpha:)`
// read. UIKit resolves a dynamic color against the current trait collection; a host has
// one appearance, light, so the system colors take their light values, as Apple's Human
// Interface Guidelines list them (Color › Specifications, iOS, default light). A color
// made from components (`UIColor(red:green:blue:alpha:)`, `Color(red:green:blue:)`, UIKit's
// fixed colors) keeps them, to 8 bits (its name is their hexadecimal value). A color the
// engine has no values for (an asset catalog's) has no components.
#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation
#if canImport(Darwin)
import CoreGraphics
#endif

extension UIColor {
    /// The Core Graphics color the color resolves to in the light appearance: its sRGB
    /// components (gray and alpha for black, white and clear); no components for a color
    /// whose values the engine does not know (an asset catalog's).
    ///
    /// ```swift
    /// UIColor.systemBlue.cgColor.components   // [0, 0.478, 1, 1]  (0, 122, 255)
    /// UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).cgColor.components   // [1, 0.502, 0, 1]
    /// ```
    public var cgColor: CGColor {
        if let color = Color(name).cgColor { return color }
        let (base, alpha) = Self.splitOpacity(name)
        if let rgba = Self.lightValues[base] {
            return CGColor(red: rgba.0 / 255, green: rgba.1 / 255, blue: rgba.2 / 255, alpha: rgba.3 * alpha)
        }
        #if canImport(Darwin)
        return CGColor(gray: 0, alpha: 0)
        #else
        return CGColor(values: [])
        #endif
    }

    /// Gets the red, green, blue and alpha components of the color, from 0 to 1; returns
    /// whether the color could be converted to them (`false` for a color whose values the
    /// engine does not know, whose components are left as they are).
    ///
    /// ```swift
    /// var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    /// UIColor.orange.getRed(&red, green: &green, blue: &blue, alpha: &alpha)   // true: 1, 0.502, 0, 1
    /// ```
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let rgba = rgba else { return false }
        red?.pointee = rgba.red
        green?.pointee = rgba.green
        blue?.pointee = rgba.blue
        alpha?.pointee = rgba.alpha
        return true
    }

    /// Gets the hue, saturation, brightness and alpha components of the color, from 0 to 1;
    /// returns whether the color could be converted to them.
    ///
    /// ```swift
    /// var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
    /// UIColor.red.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)   // 0, 1, 1, 1
    /// ```
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let rgba = rgba else { return false }
        let high = max(rgba.red, rgba.green, rgba.blue), low = min(rgba.red, rgba.green, rgba.blue)
        let chroma = high - low
        var sector: CGFloat = 0
        if chroma > 0 {
            if high == rgba.red { sector = ((rgba.green - rgba.blue) / chroma).truncatingRemainder(dividingBy: 6) }
            else if high == rgba.green { sector = (rgba.blue - rgba.red) / chroma + 2 }
            else { sector = (rgba.red - rgba.green) / chroma + 4 }
        }
        hue?.pointee = sector < 0 ? sector / 6 + 1 : sector / 6
        saturation?.pointee = high == 0 ? 0 : chroma / high
        brightness?.pointee = high
        alpha?.pointee = rgba.alpha
        return true
    }

    /// Gets the grayscale and alpha components of the color, from 0 to 1 (the gray of a
    /// color is the mean of its red, green and blue); returns whether the color could be
    /// converted to them.
    ///
    /// ```swift
    /// var white: CGFloat = 0, alpha: CGFloat = 0
    /// UIColor.white.getWhite(&white, alpha: &alpha)   // true: 1, 1
    /// ```
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let rgba = rgba else { return false }
        white?.pointee = (rgba.red + rgba.green + rgba.blue) / 3
        alpha?.pointee = rgba.alpha
        return true
    }

    /// The color's red, green, blue and alpha, if the engine knows them.
    private var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)? {
        guard let components = cgColor.components else { return nil }
        switch components.count {
        case 4: return (components[0], components[1], components[2], components[3])
        case 2: return (components[0], components[0], components[0], components[1])
        default: return nil
        }
    }

    /// `name` without a trailing `.opacity(x)`, and `x` (1 without one).
    private static func splitOpacity(_ name: String) -> (String, CGFloat) {
        guard name.hasSuffix(")"), let range = name.range(of: ".opacity(", options: .backwards),
              let opacity = Double(name[range.upperBound...].dropLast()) else { return (name, 1) }
        return (String(name[..<range.lowerBound]), CGFloat(opacity))
    }

    /// The system colors' light values, 0–255 for red, green and blue, and alpha: Apple's
    /// Human Interface Guidelines (Color › Specifications, iOS default light). SwiftUI's
    /// adaptive `Color.red`... are the system colors of the same name.
    private static let lightValues: [String: (CGFloat, CGFloat, CGFloat, CGFloat)] = {
        let system: [String: (CGFloat, CGFloat, CGFloat, CGFloat)] = [
            "systemRed": (255, 59, 48, 1), "systemOrange": (255, 149, 0, 1), "systemYellow": (255, 204, 0, 1),
            "systemGreen": (52, 199, 89, 1), "systemMint": (0, 199, 190, 1), "systemTeal": (48, 176, 199, 1),
            "systemCyan": (50, 173, 230, 1), "systemBlue": (0, 122, 255, 1), "systemIndigo": (88, 86, 214, 1),
            "systemPurple": (175, 82, 222, 1), "systemPink": (255, 45, 85, 1), "systemBrown": (162, 132, 94, 1),
            "systemGray": (142, 142, 147, 1), "systemGray2": (174, 174, 178, 1), "systemGray3": (199, 199, 204, 1),
            "systemGray4": (209, 209, 214, 1), "systemGray5": (229, 229, 234, 1), "systemGray6": (242, 242, 247, 1),
            "label": (0, 0, 0, 1), "secondaryLabel": (60, 60, 67, 0.6), "tertiaryLabel": (60, 60, 67, 0.3),
            "quaternaryLabel": (60, 60, 67, 0.18), "placeholderText": (60, 60, 67, 0.3),
            "separator": (60, 60, 67, 0.29), "opaqueSeparator": (198, 198, 200, 1), "link": (0, 122, 255, 1),
            "systemBackground": (255, 255, 255, 1), "secondarySystemBackground": (242, 242, 247, 1),
            "tertiarySystemBackground": (255, 255, 255, 1), "systemGroupedBackground": (242, 242, 247, 1),
            "secondarySystemGroupedBackground": (255, 255, 255, 1), "tertiarySystemGroupedBackground": (242, 242, 247, 1),
            "systemFill": (120, 120, 128, 0.2), "secondarySystemFill": (120, 120, 128, 0.16),
            "tertiarySystemFill": (118, 118, 128, 0.12), "quaternarySystemFill": (116, 116, 128, 0.08),
        ]
        var values = system
        for name in ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink",
                     "brown", "gray"] {
            values[name] = system["system" + name.prefix(1).uppercased() + name.dropFirst()]
        }
        values["tintColor"] = system["systemBlue"]
        values["accentColor"] = system["systemBlue"]
        values["primary"] = system["label"]
        values["secondary"] = system["secondaryLabel"]
        return values
    }()
}
#endif
