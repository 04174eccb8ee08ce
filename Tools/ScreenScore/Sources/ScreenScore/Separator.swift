/// A hairline: a line under two points thick and many times longer.
public struct Separator: Sendable, Equatable {
    /// Where it is.
    public var region: Region
    /// Where it starts (its inset from the card's edge is `minX` minus the card's) and ends.
    public var minX: Double
    /// Where it ends.
    public var maxX: Double
    /// Its vertical middle.
    public var y: Double
    /// Its colour (the point most unlike its background).
    public var colour: RGB
}
