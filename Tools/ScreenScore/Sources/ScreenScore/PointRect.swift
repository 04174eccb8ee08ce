/// A rectangle in points, from its top-left corner to just past its bottom-right one
/// (a one-point-wide column at x 20 runs from 20 to 21).
public struct PointRect: Sendable, Equatable, CustomStringConvertible {
    /// Its left edge.
    public var minX: Double
    /// Its top edge.
    public var minY: Double
    /// Its right edge.
    public var maxX: Double
    /// Its bottom edge.
    public var maxY: Double

    /// A rectangle from its edges.
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// Its width.
    public var width: Double { maxX - minX }
    /// Its height.
    public var height: Double { maxY - minY }
    /// Its horizontal middle.
    public var midX: Double { (minX + maxX) / 2 }
    /// Its vertical middle.
    public var midY: Double { (minY + maxY) / 2 }

    /// `x 20–370, y 135–267`.
    public var description: String { "x \(Points.text(minX))–\(Points.text(maxX)), y \(Points.text(minY))–\(Points.text(maxY))" }
}

/// How numbers of points are written in a verdict: whole numbers as such, others to one decimal.
enum Points {
    static func text(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
