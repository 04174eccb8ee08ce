/// A view that shows a value within a range.
///
/// ```swift
/// Gauge(value: batteryLevel, in: 0...100) {
///     Text("Battery")
/// } currentValueLabel: {
///     Text("\(Int(batteryLevel))%")
/// }
/// ```
///
/// ``ViewHost/render()`` writes `Gauge "Battery" 40% "40%"`: its label's text, where the
/// value sits in the range, and its current value label's text. The bounds labels are
/// accepted, not written.
import ViewEngineCore

public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    /// Where the value sits in the range, from 0 to 1.
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel

    /// Creates a gauge showing a value within a range, with labels for the current value
    /// and the bounds.
    ///
    /// ```swift
    /// Gauge(value: speed, in: 0...200) {
    ///     Text("Speed")
    /// } currentValueLabel: {
    ///     Text("\(Int(speed))")
    /// } minimumValueLabel: {
    ///     Text("0")
    /// } maximumValueLabel: {
    ///     Text("200")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to show in the gauge.
    ///   - bounds: The range of the valid values.
    ///   - label: A view that describes the purpose of the gauge.
    ///   - currentValueLabel: A view that describes the current value of the gauge.
    ///   - minimumValueLabel: A view that describes the lower bound of the gauge.
    ///   - maximumValueLabel: A view that describes the upper bound of the gauge.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) where MarkedValueLabels == EmptyView {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(max(Double(value - bounds.lowerBound) / span, 0), 1) : 0
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    public typealias Body = Never
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range, with a label for the current value.
    ///
    /// ```swift
    /// Gauge(value: 0.4) { Text("Progress") } currentValueLabel: { Text("40%") }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to show in the gauge.
    ///   - bounds: The range of the valid values.
    ///   - label: A view that describes the purpose of the gauge.
    ///   - currentValueLabel: A view that describes the current value of the gauge.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range.
    ///
    /// ```swift
    /// Gauge(value: level, in: 0...10) { Text("Level") }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to show in the gauge.
    ///   - bounds: The range of the valid values.
    ///   - label: A view that describes the purpose of the gauge.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() })
    }
}

extension Gauge where Label == GaugeStyleConfiguration.Label, CurrentValueLabel == GaugeStyleConfiguration.CurrentValueLabel,
                      BoundsLabel == GaugeStyleConfiguration.MarkedValueLabel, MarkedValueLabels == EmptyView {
    /// Creates a gauge based on a style configuration: inside a ``GaugeStyle``'s body, the
    /// gauge being styled, shown with the style in effect outside this one.
    ///
    /// ```swift
    /// struct TintedGaugeStyle: GaugeStyle {
    ///     func makeBody(configuration: Configuration) -> some View { Gauge(configuration).tint(.green) }
    /// }
    /// ```
    public init(_ configuration: GaugeStyleConfiguration) {
        fraction = configuration.value
        label = configuration.label
        currentValueLabel = configuration.currentValueLabel ?? GaugeStyleConfiguration.CurrentValueLabel(source: nil)
        minimumValueLabel = configuration.minimumValueLabel ?? GaugeStyleConfiguration.MarkedValueLabel(source: nil)
        maximumValueLabel = configuration.maximumValueLabel ?? GaugeStyleConfiguration.MarkedValueLabel(source: nil)
    }
}

/// What a gauge shows without a custom style: a bar with its labels (MeterBody.swift).
struct GaugeDefaultBody<Label: View, CurrentValueLabel: View>: MeterBody {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    typealias Body = Never
    var firstPart: Label { label }
    var secondPart: CurrentValueLabel { currentValueLabel }
    var meterFraction: Double? { fraction }
    static var meterName: String { "Gauge" }
    static var isProgressView: Bool { false }
    /// A gauge's bar thickness (Measures §5 "Gauge").
    static var barThickness: CGFloat { 6 }

    /// `Gauge "title" 40% "current value"`, each label when present.
    func render(first label: Node, second currentValueLabel: Node, into output: inout RenderOutput) {
        var line = "Gauge"
        let title = label.textContent
        if !title.isEmpty { line += " \"\(title)\"" }
        line += " \(((fraction * 10_000).rounded() / 100).attributeDescription)%"
        let current = currentValueLabel.textContent
        if !current.isEmpty { line += " \"\(current)\"" }
        output.line(line)
    }
}

/// A gauge's labels, wherever a style shows them.
@MainActor
final class GaugeParts<Label: View, CurrentValueLabel: View, BoundsLabel: View> {
    let label: ViewSource<Label>
    let currentValueLabel: ViewSource<CurrentValueLabel>
    let minimumValueLabel: ViewSource<BoundsLabel>
    let maximumValueLabel: ViewSource<BoundsLabel>
    init<Marked: View>(_ gauge: Gauge<Label, CurrentValueLabel, BoundsLabel, Marked>) {
        label = ViewSource(gauge.label)
        currentValueLabel = ViewSource(gauge.currentValueLabel)
        minimumValueLabel = ViewSource(gauge.minimumValueLabel)
        maximumValueLabel = ViewSource(gauge.maximumValueLabel)
    }
}

extension Gauge: StylableView {
    static func makeParts(_ view: Self) -> GaugeParts<Label, CurrentValueLabel, BoundsLabel> { GaugeParts(view) }

    static func update(_ parts: GaugeParts<Label, CurrentValueLabel, BoundsLabel>, with view: Self) {
        parts.label.update(view.label)
        parts.currentValueLabel.update(view.currentValueLabel)
        parts.minimumValueLabel.update(view.minimumValueLabel)
        parts.maximumValueLabel.update(view.maximumValueLabel)
    }

    static func customStyle(for node: Node) -> (any GaugeStyle)? { node.readStyle(GaugeStyleKey.self) ?? nil }

    var defaultBody: GaugeDefaultBody<Label, CurrentValueLabel> {
        GaugeDefaultBody(fraction: fraction, label: label, currentValueLabel: currentValueLabel)
    }

    /// The labels the gauge has (not `EmptyView`).
    func configuration(_ parts: GaugeParts<Label, CurrentValueLabel, BoundsLabel>) -> GaugeStyleConfiguration {
        let hasBounds = BoundsLabel.self != EmptyView.self
        return GaugeStyleConfiguration(
            value: fraction, labelView: GaugeStyleConfiguration.Label(source: parts.label),
            currentValueLabelView: CurrentValueLabel.self == EmptyView.self ? nil : GaugeStyleConfiguration.CurrentValueLabel(source: parts.currentValueLabel),
            minimumValueLabelView: hasBounds ? GaugeStyleConfiguration.MarkedValueLabel(source: parts.minimumValueLabel) : nil,
            maximumValueLabelView: hasBounds ? GaugeStyleConfiguration.MarkedValueLabel(source: parts.maximumValueLabel) : nil,
            markedValueLabelsView: GaugeStyleConfiguration.MarkedValueLabel(source: nil))
    }

    static func mountBody(of style: any GaugeStyle, _ configuration: GaugeStyleConfiguration, in node: Node) -> any AnyStyleBody {
        func mount<S: GaugeStyle>(_ style: S) -> any AnyStyleBody {
            StyleBodyNode(style, configuration, makeBody: { $0.makeBody(configuration: $1) },
                          popping: { $0[GaugeStyleKey.self].pop() }, parent: node, index: 0)
        }
        return mount(style)
    }
}
