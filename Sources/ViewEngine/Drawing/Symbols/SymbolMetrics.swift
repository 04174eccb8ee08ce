// How large a symbol is and where its baseline is (Rules R22; Measures §9): the grid's
// side is 1.2 times the point size of the font around the image (`Measures §9 "Symbol
// grid"`), times its image scale (`Measures §9 "Symbol scales"`); the symbol's frame is
// its ink with a margin on each side (`Measures §9 "Symbol frame"`) — a `minus` is wide
// and low, a `circle` round —
// and its baseline is where the grid puts the font's baseline, so the symbol's middle
// is at the middle of the capitals beside it (`Measures §9 "Symbol baseline"`). The
// weight is the font's (`Measures §9 "Symbol stroke"`).

import ViewEngineCore

/// A symbol at a size and weight: its composition and its ink in points.
struct SymbolMetrics {
    /// The grid's side for a point size of 1: 1.2 (Measures §9 "Symbol grid").
    static let gridPerPoint: CGFloat = 1.2
    /// The baseline on the grid: the grid's middle is the capitals' middle, and SF Pro's
    /// capitals are 1443/2048 of the point size (Measures §9 "Symbol baseline").
    static let baseline: CGFloat = 50 + 100 * capHeight / gridPerPoint / 2
    /// SF Pro's capitals' height for a point size of 1 (Measures §9 "Symbol baseline").
    static let capHeight: CGFloat = 1443.0 / 2048.0

    let composition: SymbolComposition
    /// The stroke's width on the grid.
    let strokeWidth: CGFloat
    /// The ink's bounds on the grid.
    let ink: CGRect
    /// Points per grid unit.
    let unit: CGFloat
    /// The space kept beside the ink on each side, per point of the symbol's size: the
    /// common margin, or the symbol's own where it was measured (Measures §9 "Symbol
    /// frame", "Symbol side margins").
    let sideMargin: CGFloat

    /// The symbol `name` at `pointSize` (already scaled by the image scale) and `weight`,
    /// or `nil` when the artwork does not draw it.
    init?(name: String, pointSize: CGFloat, weight: Font.Weight) {
        let strokeWidth = Self.strokeWidth(weight)
        guard let composition = SymbolResolution.composition(named: name, strokeWidth: strokeWidth) else { return nil }
        self.composition = composition
        self.strokeWidth = strokeWidth
        ink = composition.inkBounds(strokeWidth: strokeWidth)
        unit = max(0, pointSize.isFinite ? pointSize : 0) * Self.gridPerPoint / 100
        sideMargin = Self.measuredSideMargins[name] ?? Self.sideMarginPerPoint
    }

    /// The space a symbol keeps beside its ink on the leading and on the trailing side, per
    /// point of its size (Measures §9 "Symbol frame").
    static let sideMarginPerPoint: CGFloat = 0.09

    /// The symbols whose side margin was measured apart from the common one, per point of
    /// their size: `calendar` keeps 2 points beside its ink at 17 points (Measures §9
    /// "Symbol side margins").
    static let measuredSideMargins: [String: CGFloat] = ["calendar": 2.0 / 17]

    /// The symbol's size: its ink in points with its side margins, rounded up to the
    /// display's pixels (Measures §9 "Symbol frame", "Symbol side margins").
    var size: CGSize {
        let pointSize = unit * 100 / Self.gridPerPoint
        return CGSize(width: TextLayout.pixelCeil(ink.width * unit + 2 * sideMargin * pointSize),
                      height: TextLayout.pixelCeil(ink.height * unit))
    }

    /// The baseline's distance from the top of a frame of `height`, the ink centred in it.
    func baseline(inHeight height: CGFloat) -> CGFloat {
        let top = (height - ink.height * unit) / 2
        return top + (Self.baseline - ink.minY) * unit
    }

    /// The stroke's width on the grid at `weight`: regular 7 units, the others in
    /// proportion to the system font's stems (Measures §9 "Symbol stroke").
    static func strokeWidth(_ weight: Font.Weight) -> CGFloat {
        switch weight {
        case .ultraLight: 1.5
        case .thin: 2.6
        case .light: 4.6
        case .medium: 8
        case .semibold: 9.2
        case .bold: 10.6
        case .heavy: 12.2
        case .black: 13.8
        default: 7
        }
    }

    /// The point size of the symbols in `environment`: its font's at its Dynamic Type
    /// size, scaled by its image scale.
    @MainActor static func pointSize(in environment: EnvironmentValues) -> CGFloat {
        let font = SystemFont.resolve(environment.font, dynamicTypeSize: environment.dynamicTypeSize)
        return font.pointSize * Image.symbolScale(environment.imageScale)
    }

    /// The weight of the symbols in `environment`: its font's (a text style's own, or
    /// the weight `.font(.system(size:weight:))` or `.weight(_:)` gives).
    @MainActor static func weight(in environment: EnvironmentValues) -> Font.Weight {
        (environment.font ?? .body).drawnTraits.weight
    }
}
