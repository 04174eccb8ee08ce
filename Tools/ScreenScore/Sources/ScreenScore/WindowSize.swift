/// A window's size in points, `390x844` on a command line.
public struct WindowSize: Sendable, Equatable, CustomStringConvertible {
    /// Its width in points.
    public var width: Int
    /// Its height in points.
    public var height: Int

    /// A size from its width and height.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// A size from `390x844` (or `390×844`), nil when it is not two positive numbers.
    public init?(_ text: String) {
        let parts = text.split(whereSeparator: { $0 == "x" || $0 == "×" || $0 == "X" })
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0 else { return nil }
        self.init(width: width, height: height)
    }

    /// `390 × 844`.
    public var description: String { "\(width) × \(height)" }
}
