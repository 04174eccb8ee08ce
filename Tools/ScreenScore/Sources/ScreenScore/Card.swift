/// A rounded rectangle whose colour differs from the canvas: an inset-grouped section.
public struct Card: Sendable, Equatable {
    /// Its rectangle.
    public var frame: PointRect
    /// Its corner radius, from the area its corners leave uncovered.
    public var cornerRadius: Double
    /// Its fill.
    public var colour: RGB
    /// Where its rows meet, top to bottom, when each row was drawn with rounded corners of
    /// its own — both sides notched at the same height, no hairline between the rows: a
    /// picture made by `CALayer.render(in:)`, which ignores the rows' `maskedCorners`, as
    /// swift-snapshot-testing draws a view outside a window (that library's issues 358 and
    /// 667); empty for a card drawn whole. The device draws one card with separators there.
    public var seams: [Double] = []
}
