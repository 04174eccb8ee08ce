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
        _ = (minimumValueLabel(), maximumValueLabel())
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

extension Gauge: TwoPartView {
    package var firstPart: Label { label }
    package var secondPart: CurrentValueLabel { currentValueLabel }

    /// `Gauge "title" 40% "current value"`, each label when present.
    package func render(first label: Node, second currentValueLabel: Node, into output: inout RenderOutput) {
        var line = "Gauge"
        let title = label.textContent
        if !title.isEmpty { line += " \"\(title)\"" }
        line += " \(((fraction * 10_000).rounded() / 100).attributeDescription)%"
        let current = currentValueLabel.textContent
        if !current.isEmpty { line += " \"\(current)\"" }
        output.line(line)
    }
}
