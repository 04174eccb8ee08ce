import Foundation
import ViewEngine

/// What the chart modifiers set for the charts inside: axes, scales, legend, styles.
struct ChartSettings {
    enum AxisSetting { case automatic, hidden, marks([AxisMarks]) }
    var xAxis = AxisSetting.automatic
    var yAxis = AxisSetting.automatic
    var xDomain: DomainSpec?
    var yDomain: DomainSpec?
    /// The x axis' label (`chartXAxisLabel`), drawn below its values.
    var xAxisLabel: AnyView?
    /// The y axis' label (`chartYAxisLabel`), drawn above the plot at the axis.
    var yAxisLabel: AnyView?
    var legendVisible = true
    var legendOnTop = false
    var styleScale: ((PlotValue) -> AnyShapeStyle?)?
    var plotStyle: ((AnyView) -> AnyView)?
    var overlays: [(ChartProxy) -> AnyView] = []
    var backgrounds: [(ChartProxy) -> AnyView] = []
    /// Writes the x value the person's finger is over (`nil` when it lifts).
    var xSelection: ((PlotValue?) -> Void)?
    /// Writes the value at the angle the person's finger is at in a pie (`nil` when it lifts).
    var angleSelection: ((Double?) -> Void)?
}

private struct ChartSettingsKey: EnvironmentKey {
    static var defaultValue: ChartSettings { ChartSettings() }
}

extension EnvironmentValues {
    var chartSettings: ChartSettings {
        get { self[ChartSettingsKey.self] }
        set { self[ChartSettingsKey.self] = newValue }
    }
}

/// A scale's domain as a chart reads it.
public struct DomainSpec {
    enum Kind { case automatic(includesZero: Bool?), range(Double, Double), values([PlotValue]) }
    let kind: Kind
}

/// The values a chart's scale spans: a range, a list of categories, or the chart's choice.
public protocol ScaleDomain {
    /// The domain as the chart reads it.
    var _domain: DomainSpec { get }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    /// From the lower bound to the upper.
    public var _domain: DomainSpec {
        switch (lowerBound._plotValue.linear, upperBound._plotValue.linear) {
        case (let low?, let high?): DomainSpec(kind: .range(low, high))
        default: DomainSpec(kind: .values([lowerBound._plotValue, upperBound._plotValue]))
        }
    }
}

extension Array: ScaleDomain where Element: Plottable {
    /// The categories, in this order.
    public var _domain: DomainSpec { DomainSpec(kind: .values(map(\._plotValue))) }
}

/// The chart's choice of a domain, from the data.
public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?
    /// The data's extent (with zero, for quantities, unless `includesZero` is `false`).
    public var _domain: DomainSpec { DomainSpec(kind: .automatic(includesZero: includesZero)) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The data's extent; with zero unless `includesZero` is `false`.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero)
    }

    /// The data's extent, with zero.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil) }
}

/// The plot area of a chart, handed to `chartPlotStyle` to style.
public struct ChartPlotContent: View {
    let content: AnyView
    /// The plot.
    public var body: some View { content }
}

/// A chart's scales as an overlay or a background reads them: where a value is drawn, and
/// which value is at a point.
public struct ChartProxy {
    let plot: CGRect
    let xScale: ChartScale
    let yScale: ChartScale

    /// The plot area's frame, in the chart's coordinates.
    public var plotAreaFrame: CGRect { plot }
    /// The plot area's size.
    public var plotSize: CGSize { plot.size }

    /// Where `value` is drawn along x, from the plot's leading edge.
    public func position<P: Plottable>(forX value: P) -> CGFloat? { xScale.position(value._plotValue) }
    /// Where `value` is drawn along y, from the plot's top.
    public func position<P: Plottable>(forY value: P) -> CGFloat? { yScale.position(value._plotValue) }
    /// The value at `position` along x (from the plot's leading edge), as `type`.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        AxisValue(value: xScale.value(at: position), index: 0, count: 1).as(type)
    }
    /// The value at `position` along y (from the plot's top), as `type`.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        AxisValue(value: yScale.value(at: position), index: 0, count: 1).as(type)
    }
}

extension View {
    private func chartSetting(_ change: @escaping (inout ChartSettings) -> Void) -> some View {
        transformEnvironment(\.chartSettings, transform: change)
    }

    /// Draws the charts' x axis with `content`'s marks.
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = content()._axisMarks
        return chartSetting { $0.xAxis = .marks(marks) }
    }

    /// Shows or hides the charts' x axis.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartSetting { $0.xAxis = visibility == .hidden ? .hidden : .automatic }
    }

    /// Draws the charts' y axis with `content`'s marks.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = content()._axisMarks
        return chartSetting { $0.yAxis = .marks(marks) }
    }

    /// Adds x axis label for charts in the view: `label`, below the axis' values.
    public func chartXAxisLabel(_ label: Text, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                spacing: CGFloat? = nil) -> some View {
        chartSetting { $0.xAxisLabel = AnyView(label) }
    }

    /// Adds x axis label for charts in the view: the localized string of `labelKey`.
    public func chartXAxisLabel(_ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                spacing: CGFloat? = nil) -> some View {
        chartXAxisLabel(Text(labelKey), position: position, alignment: alignment, spacing: spacing)
    }

    /// Adds x axis label for charts in the view: `label`.
    @_disfavoredOverload
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                   spacing: CGFloat? = nil) -> some View {
        chartXAxisLabel(Text(label), position: position, alignment: alignment, spacing: spacing)
    }

    /// Adds x axis label for charts in the view: the view `content` builds.
    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                         @ViewBuilder content: () -> C) -> some View {
        let label = AnyView(content())
        return chartSetting { $0.xAxisLabel = label }
    }

    /// Adds y axis label for charts in the view: `label`, above the plot at the axis.
    public func chartYAxisLabel(_ label: Text, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                spacing: CGFloat? = nil) -> some View {
        chartSetting { $0.yAxisLabel = AnyView(label) }
    }

    /// Adds y axis label for charts in the view: the localized string of `labelKey`.
    public func chartYAxisLabel(_ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                spacing: CGFloat? = nil) -> some View {
        chartYAxisLabel(Text(labelKey), position: position, alignment: alignment, spacing: spacing)
    }

    /// Adds y axis label for charts in the view: `label`.
    @_disfavoredOverload
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                   spacing: CGFloat? = nil) -> some View {
        chartYAxisLabel(Text(label), position: position, alignment: alignment, spacing: spacing)
    }

    /// Adds y axis label for charts in the view: the view `content` builds.
    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                         @ViewBuilder content: () -> C) -> some View {
        let label = AnyView(content())
        return chartSetting { $0.yAxisLabel = label }
    }

    /// Shows or hides the charts' y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartSetting { $0.yAxis = visibility == .hidden ? .hidden : .automatic }
    }

    /// Spans the charts' x scale over `domain`.
    public func chartXScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
        let spec = domain._domain
        return chartSetting { $0.xDomain = spec }
    }

    /// Spans the charts' y scale over `domain`.
    public func chartYScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
        let spec = domain._domain
        return chartSetting { $0.yDomain = spec }
    }

    /// Shows or hides the charts' legend.
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartSetting { $0.legendVisible = visibility != .hidden }
    }

    /// Places the charts' legend at `position` (above or below the plot).
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartSetting { $0.legendOnTop = position == .top }
    }

    /// Colours each category of `foregroundStyle(by:)` with `mapping`'s style.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View {
        chartSetting { settings in
            settings.styleScale = { value in
                AxisValue(value: value, index: 0, count: 1).as(DataValue.self).map { AnyShapeStyle(mapping($0)) }
            }
        }
    }

    /// Colours each category of `foregroundStyle(by:)` with its style in `mapping`.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let pairs = mapping.map { ($0.key._plotValue, AnyShapeStyle($0.value)) }
        return chartSetting { settings in
            settings.styleScale = { value in pairs.first { $0.0 == value }?.1 }
        }
    }

    /// Colours the categories `domain` with `range`'s styles, in order.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(domain: [DataValue], range: [S]) -> some View {
        let pairs = zip(domain.map(\._plotValue), range.map { AnyShapeStyle($0) }).map { ($0, $1) }
        return chartSetting { settings in
            settings.styleScale = { value in pairs.first { $0.0 == value }?.1 }
        }
    }

    /// Styles the charts' plot area with `content` (a background, a frame).
    public func chartPlotStyle<Content: View>(content: @escaping (ChartPlotContent) -> Content) -> some View {
        chartSetting { $0.plotStyle = { AnyView(content(ChartPlotContent(content: $0))) } }
    }

    /// Draws `content` over the charts, given their scales.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartSetting { $0.overlays.append { AnyView(content($0)) } }
    }

    /// Draws `content` behind the charts, given their scales.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartSetting { $0.backgrounds.append { AnyView(content($0)) } }
    }

    /// Binds the x value the person selects in the charts: while a finger touches or drags
    /// over the plot, the value under it (a category, a number, a date), as iOS sets it;
    /// `nil` when the finger lifts.
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View {
        chartSetting { settings in
            settings.xSelection = { selected in
                value.wrappedValue = selected.flatMap { AxisValue(value: $0, index: 0, count: 1).as(P.self) }
            }
        }
    }

    /// Binds the value the person selects in a pie: while a finger touches a sector, the
    /// running total at the finger's angle (from twelve o'clock, clockwise), which falls in
    /// that sector's share; `nil` when the finger lifts.
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View {
        chartSetting { settings in
            settings.angleSelection = { selected in
                value.wrappedValue = selected.flatMap { AxisValue(value: .number($0), index: 0, count: 1).as(P.self) }
            }
        }
    }
}

/// The kind of a scale.
public struct ScaleType: Sendable {
    /// The chart chooses.
    public static let automatic = ScaleType()
    /// Linear.
    public static let linear = ScaleType()
    /// Logarithmic.
    public static let log = ScaleType()
    /// Categorical.
    public static let category = ScaleType()
    /// Dates.
    public static let date = ScaleType()
}
