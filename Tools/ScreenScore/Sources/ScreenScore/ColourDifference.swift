import Foundation

/// Colour difference as people see it: CIE L*a*b* (D65) and CIE76 ΔE, the straight-line
/// distance in L*a*b*. About 2.3 is the smallest difference people notice; CIE76 is
/// kept over CIEDE2000 because the colours compared here are either the same system
/// colour (ΔE under 1 from rounding) or different ones (light against dark, a tint
/// against grey: ΔE over 20), where the two formulas agree on the verdict.
public enum ColourDifference {
    /// A colour in CIE L*a*b*, D65 white.
    public struct Lab: Sendable, Equatable {
        /// Lightness, 0–100.
        public var l: Double
        /// Green (negative) to red (positive).
        public var a: Double
        /// Blue (negative) to yellow (positive).
        public var b: Double
    }

    /// An sRGB colour in L*a*b*.
    public static func lab(_ colour: RGB) -> Lab {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let r = linear(colour.red), g = linear(colour.green), b = linear(colour.blue)
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return Lab(l: 116 * f(y) - 16, a: 500 * (f(x) - f(y)), b: 200 * (f(y) - f(z)))
    }

    /// CIE76 ΔE between two sRGB colours.
    public static func deltaE(_ first: RGB, _ second: RGB) -> Double {
        let p = lab(first), q = lab(second)
        return ((p.l - q.l) * (p.l - q.l) + (p.a - q.a) * (p.a - q.a) + (p.b - q.b) * (p.b - q.b)).squareRoot()
    }
}
