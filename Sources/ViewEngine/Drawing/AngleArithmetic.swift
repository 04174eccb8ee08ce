// Angles add, subtract and scale, as SwiftUI's do: `startAngle + .degrees(90)`.

extension Angle {
    /// The sum of two angles.
    ///
    /// ```swift
    /// let end = start + .degrees(90)
    /// ```
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

    /// The difference of two angles.
    ///
    /// ```swift
    /// let sweep = end - start
    /// ```
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

    /// The angle turned the other way.
    ///
    /// ```swift
    /// let back = -Angle.degrees(30)
    /// ```
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }

    /// The angle multiplied by a factor.
    ///
    /// ```swift
    /// let double = Angle.degrees(45) * 2
    /// ```
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }

    /// The angle multiplied by a factor.
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }

    /// The angle divided by a factor.
    ///
    /// ```swift
    /// let half = Angle.degrees(90) / 2
    /// ```
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }

    /// Adds `rhs` to the angle.
    public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }

    /// Subtracts `rhs` from the angle.
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }

    /// Multiplies the angle by a factor.
    public static func *= (lhs: inout Angle, rhs: Double) { lhs = lhs * rhs }

    /// Divides the angle by a factor.
    public static func /= (lhs: inout Angle, rhs: Double) { lhs = lhs / rhs }
}
