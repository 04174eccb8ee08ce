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

    /// The distance to the closest colour a grey ink — black, white or any grey between,
    /// opaque or partly covering — can make on `background`: to the triangle of RGB
    /// whose corners are `background`, black and white. 0 for a black or grey glyph's
    /// point, however its anti-aliasing mixes in a coloured background (a black glyph
    /// on a pink row is dark pink at its edges, #070407 at its core); far for a hue
    /// (the system blue on any background).
    public func distance(toGreyOn background: RGB) -> Double {
        let black = RGB(0, 0, 0), white = RGB(255, 255, 255)
        // The plane's axes from the background: to black (u) and to white (v).
        let u = [-Double(background.red), -Double(background.green), -Double(background.blue)]
        let v = [255 - Double(background.red), 255 - Double(background.green), 255 - Double(background.blue)]
        let p = [Double(red) - Double(background.red), Double(green) - Double(background.green), Double(blue) - Double(background.blue)]
        func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        let uu = dot(u, u), uv = dot(u, v), vv = dot(v, v), pu = dot(p, u), pv = dot(p, v)
        let determinant = uu * vv - uv * uv
        // A grey background: the triangle is the grey axis itself.
        guard determinant > 1e-6 * uu * vv else { return distance(toBlendOf: black, and: white) }
        let s = (vv * pu - uv * pv) / determinant, t = (uu * pv - uv * pu) / determinant
        if s >= 0, t >= 0, s + t <= 1 {
            let e = [p[0] - s * u[0] - t * v[0], p[1] - s * u[1] - t * v[1], p[2] - s * u[2] - t * v[2]]
            return dot(e, e).squareRoot()
        }
        // Its foot on the plane falls outside the triangle: the closest colour is on an edge.
        return min(distance(toBlendOf: background, and: black), distance(toBlendOf: background, and: white),
                   distance(toBlendOf: black, and: white))
    }

    /// Its luma (Rec. 601 weights), 0–255: lighter or darker.
    public var luma: Double { 0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue) }

    /// How coloured it is (HSV saturation), 0 for a grey and 1 for a pure hue.
    public var saturation: Double {
        let high = max(red, green, blue), low = min(red, green, blue)
        return high == 0 ? 0 : Double(high - low) / Double(high)
    }
}
