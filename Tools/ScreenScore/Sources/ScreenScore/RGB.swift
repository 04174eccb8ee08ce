import Foundation

/// An sRGB colour, 8 bits a channel.
public struct RGB: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8

    /// A colour from its three channels.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A colour from `0xRRGGBB`.
    public init(hex: UInt32) {
        self.init(UInt8(hex >> 16 & 0xFF), UInt8(hex >> 8 & 0xFF), UInt8(hex & 0xFF))
    }

    /// `#RRGGBB`.
    public var description: String { String(format: "#%02X%02X%02X", red, green, blue) }

    /// The straight-line distance to another colour in RGB, 0–441.
    public func distance(to other: RGB) -> Double {
        let r = Double(red) - Double(other.red), g = Double(green) - Double(other.green), b = Double(blue) - Double(other.blue)
        return (r * r + g * g + b * b).squareRoot()
    }

    /// The distance to the closest colour on the straight segment from `start` to `end`
    /// in RGB: 0 for a pixel that blends the two (an anti-aliased edge between a card and
    /// the canvas).
    public func distance(toBlendOf start: RGB, and end: RGB) -> Double {
        let ax = Double(start.red), ay = Double(start.green), az = Double(start.blue)
        let bx = Double(end.red) - ax, by = Double(end.green) - ay, bz = Double(end.blue) - az
        let px = Double(red) - ax, py = Double(green) - ay, pz = Double(blue) - az
        let length = bx * bx + by * by + bz * bz
        let t = length == 0 ? 0 : max(0, min(1, (px * bx + py * by + pz * bz) / length))
        let ex = px - t * bx, ey = py - t * by, ez = pz - t * bz
        return (ex * ex + ey * ey + ez * ez).squareRoot()
    }

    /// Its luma (Rec. 601 weights), 0–255: lighter or darker.
    public var luma: Double { 0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue) }

    /// How coloured it is (HSV saturation), 0 for a grey and 1 for a pure hue.
    public var saturation: Double {
        let high = max(red, green, blue), low = min(red, green, blue)
        return high == 0 ? 0 : Double(high - low) / Double(high)
    }
}
