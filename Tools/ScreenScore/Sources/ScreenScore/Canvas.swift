/// The background the screen's containers sit on.
public struct Canvas: Sendable, Equatable {
    /// Its colour: the commonest colour down the window's two sides.
    public var colour: RGB
    /// The share of the sides' points that are that colour, 0–1.
    public var uniformity: Double
}
