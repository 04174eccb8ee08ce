/// A control that performs increment and decrement actions.
///
/// ```swift
/// Stepper("Quantity: \(quantity)", value: $quantity, in: 0...10)
/// Stepper("Volume", onIncrement: { volume += 1 }, onDecrement: { volume -= 1 })
/// ```
///
/// Drive it with ``ViewHost/increment(_:)`` and ``ViewHost/decrement(_:)`` by its title
/// (its label's text). A step goes by `step`, clamped to `bounds`; at a bound the step
/// that would leave the range is refused with a ``HostError`` (SwiftUI disables that
/// button), and a `nil` `onIncrement` or `onDecrement` is a disabled button. Each step
/// calls `onEditingChanged(true)`, changes the value, then `onEditingChanged(false)`.
import ViewEngineCore

public struct Stepper<Label: View>: View {
    let label: Label
    let stepping: StepperMotion
    let onEditingChanged: (Bool) -> Void

    /// Creates a stepper configured to increment or decrement a binding to a value using a
    /// step value and within a range of values you provide.
    ///
    /// ```swift
    /// Stepper(value: $quantity, in: 0...10, step: 2) { Text("Quantity: \(quantity)") }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The binding to the value this stepper increments or decrements.
    ///   - bounds: A closed range that describes the upper and lower bounds permitted.
    ///   - step: The amount to increment or decrement the value each time.
    ///   - onEditingChanged: Called with `true` when a step begins and `false` when it ends.
    ///   - label: A view describing the purpose of this stepper.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.label = label()
        self.stepping = StepperMotion(value: value, bounds: bounds, step: step)
        self.onEditingChanged = onEditingChanged
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a
    /// step value you provide, without bounds.
    ///
    /// ```swift
    /// Stepper(value: $count) { Text("Count: \(count)") }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The binding to the value this stepper increments or decrements.
    ///   - step: The amount to increment or decrement the value each time.
    ///   - onEditingChanged: Called with `true` when a step begins and `false` when it ends.
    ///   - label: A view describing the purpose of this stepper.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.label = label()
        self.stepping = StepperMotion(value: value, bounds: nil, step: step)
        self.onEditingChanged = onEditingChanged
    }

    /// Creates a stepper instance that performs the closures you provide when the user
    /// increments or decrements the stepper.
    ///
    /// ```swift
    /// Stepper(onIncrement: { level += 1 }, onDecrement: nil) { Text("Level \(level)") }
    /// ```
    ///
    /// - Parameters:
    ///   - onIncrement: The action to perform when the user increments the stepper; `nil`
    ///     disables incrementing.
    ///   - onDecrement: The action to perform when the user decrements the stepper; `nil`
    ///     disables decrementing.
    ///   - onEditingChanged: Called with `true` when a step begins and `false` when it ends.
    ///   - label: A view describing the purpose of this stepper.
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.stepping = StepperMotion(onIncrement: onIncrement, onDecrement: onDecrement)
        self.onEditingChanged = onEditingChanged
    }

    public typealias Body = Never
}

extension Stepper where Label == Text {
    /// Creates a stepper with a title that increments or decrements a value within a range.
    ///
    /// ```swift
    /// Stepper("Quantity: \(quantity)", value: $quantity, in: 0...10)
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string describing the purpose of the stepper.
    ///   - value: The binding to the value this stepper increments or decrements.
    ///   - bounds: A closed range that describes the upper and lower bounds permitted.
    ///   - step: The amount to increment or decrement the value each time.
    ///   - onEditingChanged: Called with `true` when a step begins and `false` when it ends.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                  step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// The same, with a localized key for its title: a literal is one, looked up in the
    /// host's string catalogs (`LocalizedStringKey`).
    ///
    /// ```swift
    /// Stepper("Quantity: \(quantity)", value: $quantity, in: 0...10)
    /// ```
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
                               step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// Creates a stepper with a title that increments or decrements a value without bounds.
    ///
    /// ```swift
    /// Stepper("Count: \(count)", value: $count, step: 5)
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string describing the purpose of the stepper.
    ///   - value: The binding to the value this stepper increments or decrements.
    ///   - step: The amount to increment or decrement the value each time.
    ///   - onEditingChanged: Called with `true` when a step begins and `false` when it ends.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// The same, with a localized key for its title: a literal is one, looked up in the
    /// host's string catalogs (`LocalizedStringKey`).
    ///
    /// ```swift
    /// Stepper("Quantity: \(quantity)", value: $quantity)
    /// ```
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// Creates a stepper with a title that runs your closures on increment and decrement.
    ///
    /// ```swift
    /// Stepper("Level \(level)", onIncrement: { level += 1 }, onDecrement: { level -= 1 })
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string describing the purpose of the stepper.
    ///   - onIncrement: The action to perform on increment; `nil` disables incrementing.
    ///   - onDecrement: The action to perform on decrement; `nil` disables decrementing.
    ///   - onEditingChanged: Called with `true` when a step begins and `false` when it ends.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// The same, with a localized key for its title: a literal is one, looked up in the
    /// host's string catalogs (`LocalizedStringKey`).
    ///
    /// ```swift
    /// Stepper("Size") { grow() } onDecrement: { shrink() }
    /// ```
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }
}

/// What a stepper's buttons do: step a bound value, or run the given actions.
struct StepperMotion {
    /// The shown value, read through the binding (`nil` for a stepper of actions).
    let value: (() -> String)?
    /// Why a step in `direction` (+1 or -1) is refused, or `nil` when it can go.
    let refusal: (_ direction: Int) -> HostError.Reason?
    /// Takes one step in `direction`.
    let perform: (_ direction: Int) -> Void

    init<V: Strideable>(value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride) {
        self.value = { "\(value.wrappedValue)" }
        refusal = { direction in
            let current = value.wrappedValue
            let next = current.advanced(by: direction > 0 ? step : -step)
            guard let bounds else { return nil }
            let blocked = direction > 0 ? current >= bounds.upperBound : current <= bounds.lowerBound
            return blocked ? .outOfRange(value: "\(next)", range: "\(bounds)") : nil
        }
        perform = { direction in
            var next = value.wrappedValue.advanced(by: direction > 0 ? step : -step)
            if let bounds { next = min(max(next, bounds.lowerBound), bounds.upperBound) }
            value.wrappedValue = next
        }
    }

    init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        value = nil
        refusal = { direction in (direction > 0 ? onIncrement : onDecrement) == nil ? .disabled : nil }
        perform = { direction in (direction > 0 ? onIncrement : onDecrement)?() }
    }
}

extension Stepper: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        StepperNode(view, inputs)
    }
}

/// The node of a ``Stepper``: its label and the value it shows.
@MainActor
final class StepperNode<Label: View>: LabeledControlNode<Stepper<Label>, Label>, Stepping {
    private(set) var shownValue: String?

    init(_ view: Stepper<Label>, _ inputs: _ViewInputs) {
        super.init(view, label: view.label, kind: .stepper, inputs)
        reevaluate()
    }

    override func apply(_ view: Stepper<Label>) {
        update(view, label: view.label)
        reevaluate()
    }

    /// Follows the bound value.
    override func reevaluate() {
        shownValue = view.stepping.value.map { read in readTracked(read) }
    }

    func refusal(toStep direction: Int) -> HostError.Reason? { view.stepping.refusal(direction) }

    func step(_ direction: Int) {
        view.onEditingChanged(true)
        view.stepping.perform(direction)
        view.onEditingChanged(false)
    }

    override func renderLines(into output: inout RenderOutput) {
        output.line("Stepper \"\(title)\"" + (shownValue.map { " = \($0)" } ?? ""))
    }

    // MARK: Layout (Rules R22, `ControlLayout`)

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        ControlLayout.size(label: LayoutContent(childrenOf: self), control: ControlLayout.stepper, proposal: proposal)
    }

    override func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {
        ControlLayout.placeLabel(LayoutContent(childrenOf: self), control: ControlLayout.stepper, in: size, proposal: proposal)
    }
}

/// A stepper the host drives.
@MainActor
protocol Stepping: Node {
    func refusal(toStep direction: Int) -> HostError.Reason?
    func step(_ direction: Int)
}

extension ControlKind where Control == any Stepping {
    /// A `Stepper`, as drivers find it.
    static var stepper: Self { Self("Stepper") }
}

extension StepperNode: PointerTargeting {
    /// The −/+ pill at the trailing edge of the row, vertically centred
    /// (Measures §5 "Stepper"): its leading half decrements, its trailing half increments, as
    /// ``ViewHost/decrement(_:)`` and ``ViewHost/increment(_:)`` do; the label takes no
    /// click.
    var pointerRegions: [PointerRegion] {
        guard let pill = pillFrame else { return [] }
        let half = pill.width / 2
        return [(-1, "−", pill.minX), (1, "+", pill.minX + half)].map { direction, part, x in
            region(kind: kind.name, title: title, part: part, frame: CGRect(x: x, y: pill.minY, width: half, height: pill.height)) { [unowned self, title] _, driver in
                try driver.step(self, titled: title, by: direction)
                return "\(direction > 0 ? "increment" : "decrement") \"\(title)\""
            }
        }
    }

    /// The pill's frame in the window: the stepper's size at the trailing edge of its
    /// frame, vertically centred; `nil` while the stepper is not laid out.
    var pillFrame: CGRect? {
        guard let frame = frameInWindow else { return nil }
        let size = ControlLayout.stepper
        return CGRect(x: frame.maxX - size.width, y: frame.midY - size.height / 2, width: size.width, height: size.height)
    }
}
