/// A control that toggles between on and off states.
///
/// ```swift
/// Toggle("Update", isOn: $isOn)
/// Toggle(isOn: $vibrate) { Label("Vibrate", systemImage: "iphone.radiowaves.left.and.right") }
/// ```
///
/// Drive it with ``ViewHost/toggle(_:)`` by its title: its label's text.
import ViewEngineCore

public struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Binding<Bool>

    /// Creates a toggle that displays a custom label.
    ///
    /// ```swift
    /// Toggle(isOn: $isMuted) { Text("Mute") }
    /// ```
    ///
    /// - Parameters:
    ///   - isOn: A binding to a property that determines whether the toggle is on or off.
    ///   - label: A view that describes the purpose of the toggle.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn
    }

    public typealias Body = Never
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a string.
    ///
    /// ```swift
    /// Toggle("Sounds", isOn: $sounds)
    /// ```
    public init(_ title: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == ViewEngine.Label<Text, Image> {
    /// Creates a toggle with a title and a system image (iOS 17).
    ///
    /// ```swift
    /// Toggle("Wi-Fi", systemImage: "wifi", isOn: $isWiFiOn)
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the toggle.
    ///   - systemImage: The name of the image resource to look up.
    ///   - isOn: A binding to a property that indicates whether the toggle is on or off.
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { ViewEngine.Label(title, systemImage: systemImage) }
    }

    /// Creates a toggle with a localized title and a system image (iOS 17).
    ///
    /// ```swift
    /// Toggle("\(count) alarms", systemImage: "alarm", isOn: $isOn)
    /// ```
    @_disfavoredOverload
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { ViewEngine.Label(titleKey, systemImage: systemImage) }
    }
}

extension Toggle: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        ToggleNode(view, inputs)
    }
}

/// The node of a ``Toggle``: its label (titling it), and its binding's value.
@MainActor
final class ToggleNode<Label: View>: LabeledControlNode<Toggle<Label>, Label>, Flipping {
    private(set) var shownValue = false

    init(_ view: Toggle<Label>, _ inputs: _ViewInputs) {
        super.init(view, label: view.label, kind: .toggle, inputs)
        reevaluate()
    }

    override func apply(_ view: Toggle<Label>) {
        update(view, label: view.label)
        reevaluate()
    }

    override func reevaluate() {
        shownValue = readTracked { view.isOn.wrappedValue }
    }

    /// Flips the binding, as a tap on the switch does.
    func flip() { view.isOn.wrappedValue = !shownValue }

    override func renderLines(into output: inout RenderOutput) {
        output.line("Toggle \"\(title)\" \(shownValue ? "on" : "off")")
    }

    // MARK: Layout (Rules R22, `ControlLayout`)

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        ControlLayout.size(label: LayoutContent(childrenOf: self), control: ControlLayout.toggleSwitch, proposal: proposal)
    }

    override func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {
        ControlLayout.placeLabel(LayoutContent(childrenOf: self), control: ControlLayout.toggleSwitch, in: size, proposal: proposal)
    }
}

extension ControlKind {
    /// A `Toggle`, as drivers find it.
    static let toggle = ControlKind("Toggle")
}

/// A control that a driver flips: a toggle.
@MainActor
protocol Flipping: Node {
    /// Flips the control's value, as a tap does.
    func flip()
}
