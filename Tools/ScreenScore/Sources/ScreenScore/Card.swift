/// A rounded rectangle whose colour differs from the canvas: an inset-grouped section.
public struct Card: Sendable, Equatable {
    /// Its rectangle.
    public var frame: PointRect
    /// Its corner radius, from the area its corners leave uncovered.
    public var cornerRadius: Double
    /// Its fill.
    public var colour: RGB
}
