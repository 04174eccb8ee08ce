/// A line of text: ink on a card, a bar or the canvas, grouped by rows and split at gaps
/// wider than a space.
public struct TextLine: Sendable, Equatable {
    /// Where it is.
    public var region: Region
    /// Its ink's bounding box.
    public var frame: PointRect
    /// Its ink's colour (the point most unlike the background).
    public var colour: RGB
}
