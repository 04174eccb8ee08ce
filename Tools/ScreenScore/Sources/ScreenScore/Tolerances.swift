/// How far ours may be from iOS's and still pass.
public struct Tolerances: Sendable, Equatable {
    /// Any edge, middle, inset or corner radius, in points (2: a hairline and a rounding
    /// of the 3× picture to points either way).
    public var geometry: Double
    /// A text line's width, as a share of iOS's (0.15): the font drawn here is not San
    /// Francisco. Nothing else about text is loosened; a width of a few points may also be
    /// one point off (the point grid).
    public var textWidth: Double
    /// The share of iOS's text lines that must be placed for the level to pass (0.9).
    public var textPlaced: Double
    /// CIE76 ΔE for flat fills — canvas, cards, bars (3: just over the 2.3 people notice,
    /// under the 4.5 between iOS's grouped grey #F2F2F7 and white).
    public var surfaceDeltaE: Double
    /// CIE76 ΔE for ink — text, hairlines, controls — whose strongest point a glyph's
    /// anti-aliasing blends (12: under the 20 and more between label, secondary label, a
    /// disabled grey and a tint).
    public var inkDeltaE: Double

    /// The tolerances; each default is the one its property's documentation justifies.
    public init(geometry: Double = 2, textWidth: Double = 0.15, textPlaced: Double = 0.9,
                surfaceDeltaE: Double = 3, inkDeltaE: Double = 12) {
        self.geometry = geometry
        self.textWidth = textWidth
        self.textPlaced = textPlaced
        self.surfaceDeltaE = surfaceDeltaE
        self.inkDeltaE = inkDeltaE
    }
}
