/// A control for selecting a value from a bounded linear range of values.
///
/// ```swift
/// Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
///     .onChange(of: volume) { print($0) }
/// ```
///
/// Drive it with ``ViewHost/slide(_:to:)`` by its title (its label's text; a slider
/// without a label has the title `""`). The value is snapped to the nearest `step` from
/// the lower bound; a value outside `bounds` is refused with a ``HostError``. A slide calls
/// `onEditingChanged(true)`, changes the value, then `onEditingChanged(false)`.
import ViewEngineCore

public struct Slider<Label: View, ValueLabel: View>: View {
    let label: Label
    let sliding: SliderMotion
    let onEditingChanged: (Bool) -> Void

    public typealias Body = Never
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range, with a label.
    ///
    /// ```swift
    /// Slider(value: $brightness, in: 0...1) { Text("Brightness") }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The selected value within `bounds`.
    ///   - bounds: The range of the valid values.
    ///   - label: A view that describes the purpose of the slider.
    ///   - onEditingChanged: Called with `true` when a slide begins and `false` when it ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(label: label(), sliding: SliderMotion(value: value, bounds: bounds, step: nil), onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step
    /// increment, with a label.
    ///
    /// ```swift
    /// Slider(value: $rating, in: 0...5, step: 1) { Text("Rating") }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The selected value within `bounds`.
    ///   - bounds: The range of the valid values.
    ///   - step: The distance between each valid value.
    ///   - label: A view that describes the purpose of the slider.
    ///   - onEditingChanged: Called with `true` when a slide begins and `false` when it ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(label: label(), sliding: SliderMotion(value: value, bounds: bounds, step: step), onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range.
    ///
    /// ```swift
    /// Slider(value: $progress)          // 0...1, title ""
    /// ```
    ///
    /// - Parameters:
    ///   - value: The selected value within `bounds`.
    ///   - bounds: The range of the valid values.
    ///   - onEditingChanged: Called with `true` when a slide begins and `false` when it ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(label: EmptyView(), sliding: SliderMotion(value: value, bounds: bounds, step: nil), onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment.
    ///
    /// ```swift
    /// Slider(value: $rating, in: 0...5, step: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - value: The selected value within `bounds`.
    ///   - bounds: The range of the valid values.
    ///   - step: The distance between each valid value.
    ///   - onEditingChanged: Called with `true` when a slide begins and `false` when it ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(label: EmptyView(), sliding: SliderMotion(value: value, bounds: bounds, step: step), onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    /// Creates a slider with a label and labels for its minimum and maximum values.
    ///
    /// ```swift
    /// Slider(value: $volume, in: 0...1) {
    ///     Text("Volume")
    /// } minimumValueLabel: {
    ///     Text("0")
    /// } maximumValueLabel: {
    ///     Text("1")
    /// }
    /// ```
    ///
    /// The value labels are accepted for source compatibility; only `label` titles the slider.
    ///
    /// - Parameters:
    ///   - value: The selected value within `bounds`.
    ///   - bounds: The range of the valid values.
    ///   - label: A view that describes the purpose of the slider.
    ///   - minimumValueLabel: A view that describes `bounds.lowerBound`.
    ///   - maximumValueLabel: A view that describes `bounds.upperBound`.
    ///   - onEditingChanged: Called with `true` when a slide begins and `false` when it ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(label: label(), sliding: SliderMotion(value: value, bounds: bounds, step: nil), onEditingChanged: onEditingChanged)
    }

    /// Creates a slider with a step, a label, and labels for its minimum and maximum values.
    ///
    /// ```swift
    /// Slider(value: $volume, in: 0...10, step: 1) {
    ///     Text("Volume")
    /// } minimumValueLabel: {
    ///     Text("0")
    /// } maximumValueLabel: {
    ///     Text("10")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The selected value within `bounds`.
    ///   - bounds: The range of the valid values.
    ///   - step: The distance between each valid value.
    ///   - label: A view that describes the purpose of the slider.
    ///   - minimumValueLabel: A view that describes `bounds.lowerBound`.
    ///   - maximumValueLabel: A view that describes `bounds.upperBound`.
    ///   - onEditingChanged: Called with `true` when a slide begins and `false` when it ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(label: label(), sliding: SliderMotion(value: value, bounds: bounds, step: step), onEditingChanged: onEditingChanged)
    }
}

/// How a slider moves its value: read it, check a new one against the range, snap it to
/// the step and write it.
struct SliderMotion {
    /// The shown value, read through the binding.
    let value: () -> String
    /// Where the value is in the range, from 0 (the lower bound) to 1 (the upper one).
    let fraction: () -> Double
    /// The range's bounds.
    let lowerBound: Double
    let upperBound: Double
    /// Why `target` is refused, or `nil` when it can be taken.
    let refusal: (_ target: Double) -> HostError.Reason?
    /// Writes `target`, snapped to the step.
    let perform: (_ target: Double) -> Void

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?) where V.Stride: BinaryFloatingPoint {
        self.value = { "\(value.wrappedValue)" }
        lowerBound = Double(bounds.lowerBound)
        upperBound = Double(bounds.upperBound)
        fraction = {
            let span = Double(bounds.upperBound - bounds.lowerBound)
            guard span > 0, span.isFinite else { return 0 }
            return min(max(Double(value.wrappedValue - bounds.lowerBound) / span, 0), 1)
        }
        refusal = { target in
            let converted = V(target)
            return target.isFinite && bounds.contains(converted) ? nil : .outOfRange(value: "\(target)", range: "\(bounds)")
        }
        perform = { target in
            var next = V(target)
            if let step, step > 0 {
                let steps = ((next - bounds.lowerBound) / V(step)).rounded()
                next = min(bounds.lowerBound + steps * V(step), bounds.upperBound)
            }
            value.wrappedValue = next
        }
    }
}

extension Slider: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        SliderNode(view, inputs)
    }
}

/// The node of a ``Slider``: its label and the value it shows.
@MainActor
final class SliderNode<Label: View, ValueLabel: View>: LabeledControlNode<Slider<Label, ValueLabel>, Label>, Sliding {
    private(set) var shownValue = ""

    init(_ view: Slider<Label, ValueLabel>, _ inputs: _ViewInputs) {
        super.init(view, label: view.label, kind: .slider, inputs)
        reevaluate()
    }

    override func apply(_ view: Slider<Label, ValueLabel>) {
        update(view, label: view.label)
        reevaluate()
    }

    /// Follows the bound value.
    override func reevaluate() { shownValue = readTracked(view.sliding.value) }

    func refusal(toSlideTo value: Double) -> HostError.Reason? { view.sliding.refusal(value) }

    func slide(to value: Double) {
        view.onEditingChanged(true)
        view.sliding.perform(value)
        view.onEditingChanged(false)
    }

    override func renderLines(into output: inout RenderOutput) {
        output.line("Slider \"\(title)\" = \(shownValue)")
    }

    /// Where the value is in the range, from 0 to 1.
    var fraction: Double { view.sliding.fraction() }

    /// The value a thumb centred at `x` (in the window) stands for on a track of `frame`:
    /// the thumb's centre runs from a thumb's radius inside one end to a radius inside the
    /// other (Measures §5 "Slider").
    func value(atX x: CGFloat, in frame: CGRect) -> Double {
        let radius = SliderGeometry.thumb / 2
        let run = frame.width - 2 * radius
        let fraction = run > 0 ? min(max(Double((x - frame.minX - radius) / run), 0), 1) : 0
        return view.sliding.lowerBound + fraction * (view.sliding.upperBound - view.sliding.lowerBound)
    }

    // MARK: Layout (Rules R22)

    /// As wide as it is offered (a thumb's width when offered nothing) and as high as its
    /// thumb; iOS shows no label beside a slider (the label names it for accessibility
    /// and drivers), so the label is not laid out (Measures §5 "Slider").
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: ControlLayout.filling(proposal, ideal: SliderGeometry.thumb), height: SliderGeometry.thumb)
    }

    override func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {}
}

/// A slider's measures (Measures §5 "Slider").
enum SliderGeometry {
    /// The thumb's diameter, which is also the control's height.
    static let thumb: CGFloat = 28
    /// The thumb's shadow, as CSS draws one: black at 14 %, 4 points down, a Gaussian of 4
    /// points' deviation (CSS's blur radius is twice it; Measures §5 "Slider thumb shadow").
    static let thumbShadow = "drop-shadow(0px 4px 8px rgba(0, 0, 0, 0.14))"
    /// The track's thickness.
    static let track: CGFloat = 4
}

extension SliderNode: PointerTargeting {
    /// Its whole track: a click sets the value the thumb would have there, snapped to the
    /// step and kept in the range, as ``ViewHost/slide(_:to:)`` does; a drag that starts
    /// on it sets the value under the point where it ends (the thumb follows the finger
    /// along the track, and stops at its ends).
    var pointerRegions: [PointerRegion] {
        wholeFrame(kind: kind.name, title: title, click: { [unowned self] point, driver in
            try slide(toX: point.x, driver)
        }, drag: { [unowned self] _, end, driver in
            try slide(toX: end.x, driver)
        })
    }

    /// Slides to the value under `x` (window coordinates) through `driver`.
    private func slide(toX x: CGFloat, _ driver: any ControlDriver) throws -> String {
        guard let frame = frameInWindow else { return "nothing" }
        let value = value(atX: x, in: frame)
        try driver.slide(self, titled: title, to: value)
        return "slide \"\(title)\" to \(value)"
    }
}

/// A slider the host drives.
@MainActor
protocol Sliding: Node {
    func refusal(toSlideTo value: Double) -> HostError.Reason?
    func slide(to value: Double)
}

extension ControlKind where Control == any Sliding {
    /// A `Slider`, as drivers find it.
    static var slider: Self { Self("Slider") }
}
