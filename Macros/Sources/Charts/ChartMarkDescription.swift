import Foundation
import ViewEngine

/// One mark as a chart reads it: its kind, the values it plots on each channel, and how it
/// is styled. The marks' initializers and modifiers fill it in.
public struct ChartMarkDescription {
    /// The kinds of marks.
    enum Kind: String { case bar, line, point, area, rule, rectangle, sector }

    let kind: Kind
    var x: Plotted?
    var y: Plotted?
    var xStart: Plotted?
    var xEnd: Plotted?
    var yStart: Plotted?
    var yEnd: Plotted?
    var angle: Plotted?
    var series: Plotted?
    var width: MarkDimension?
    var height: MarkDimension?
    var innerRadius: MarkDimension?
    var outerRadius: MarkDimension?
    var angularInset: CGFloat = 0
    var style: AnyShapeStyle?
    var styleBy: Plotted?
    var symbolBy: Plotted?
    var positionBy: Plotted?
    var cornerRadius: CGFloat = 0
    var interpolation: InterpolationMethod = .linear
    var lineWidth: CGFloat?
    var opacity: Double = 1
    var annotations: [MarkAnnotation] = []

    init(_ kind: Kind) { self.kind = kind }

    /// The series the mark belongs to: lines and areas with the same series are joined.
    var seriesKey: PlotValue? { series?.value ?? styleBy?.value }
}

/// A view drawn beside a mark (``ChartContent/annotation(position:alignment:spacing:content:)``).
struct MarkAnnotation {
    let position: AnnotationPosition
    let spacing: CGFloat
    let content: AnyView
}

/// A mark's size along a dimension: fixed in points, or a ratio of its band.
public struct MarkDimension: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, Sendable {
    enum Kind: Sendable { case automatic, fixed(CGFloat), ratio(CGFloat), inset(CGFloat) }
    let kind: Kind

    /// The chart chooses.
    public static let automatic = MarkDimension(kind: .automatic)
    /// `value` points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    /// `value` of the band (or, for a sector, of the pie's radius).
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
    /// The band less `value` points.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }
    init(kind: Kind) { self.kind = kind }
    /// `value` points.
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
    /// `value` points.
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }

    /// The size in a band of `band` points (or a radius).
    func resolved(in band: CGFloat, automatic: CGFloat) -> CGFloat {
        switch kind {
        case .automatic: automatic
        case .fixed(let value): value
        case .ratio(let ratio): band * ratio
        case .inset(let inset): max(0, band - inset)
        }
    }
}

/// How a line or an area joins its points.
public struct InterpolationMethod: Hashable, Sendable {
    let name: String
    /// Straight segments.
    public static let linear = InterpolationMethod(name: "linear")
    /// A smooth curve through the points (drawn as straight segments here).
    public static let catmullRom = InterpolationMethod(name: "catmullRom")
    /// A smooth curve through the points (drawn as straight segments here).
    public static let cardinal = InterpolationMethod(name: "cardinal")
    /// A smooth curve that keeps the data's shape (drawn as straight segments here).
    public static let monotone = InterpolationMethod(name: "monotone")
    /// Steps at each point.
    public static let stepStart = InterpolationMethod(name: "stepStart")
    /// Steps halfway between points.
    public static let stepCenter = InterpolationMethod(name: "stepCenter")
    /// Steps after each point.
    public static let stepEnd = InterpolationMethod(name: "stepEnd")
    /// A smooth curve with `tension` (drawn as straight segments here).
    public static func cardinal(tension: CGFloat) -> InterpolationMethod { .cardinal }
    /// A smooth curve with `alpha` (drawn as straight segments here).
    public static func catmullRom(alpha: CGFloat) -> InterpolationMethod { .catmullRom }
}

/// Where an annotation is drawn beside its mark.
public struct AnnotationPosition: Hashable, Sendable {
    let name: String
    /// The chart chooses (above a bar's end).
    public static let automatic = AnnotationPosition(name: "automatic")
    /// Above.
    public static let top = AnnotationPosition(name: "top")
    /// Below.
    public static let bottom = AnnotationPosition(name: "bottom")
    /// Before.
    public static let leading = AnnotationPosition(name: "leading")
    /// After.
    public static let trailing = AnnotationPosition(name: "trailing")
    /// Over the mark.
    public static let overlay = AnnotationPosition(name: "overlay")
    /// Above, on the leading side.
    public static let topLeading = AnnotationPosition(name: "topLeading")
    /// Above, on the trailing side.
    public static let topTrailing = AnnotationPosition(name: "topTrailing")
}
