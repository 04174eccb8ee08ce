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
    @_disfavoredOverload
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
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { ViewEngine.Label(title, systemImage: systemImage) }
    }

    /// Creates a toggle with a localized title and a system image (iOS 17).
    ///
    /// ```swift
    /// Toggle("\(count) alarms", systemImage: "alarm", isOn: $isOn)
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { ViewEngine.Label(titleKey, systemImage: systemImage) }
    }
}

extension Toggle: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        ToggleNode(view, inputs)
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// Creates a toggle based on a toggle style configuration: inside a ``ToggleStyle``'s
    /// body, the toggle being styled, shown with the style in effect outside this one.
    ///
    /// ```swift
    /// struct LoggingToggleStyle: ToggleStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         Toggle(configuration).onChange(of: configuration.isOn) { print($0) }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter configuration: The properties of the toggle, including a label and a
    ///   binding to the toggle's state.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

/// The node of a ``Toggle``: its label (titling it) or a custom style's body showing it,
/// and its binding's value.
///
/// A toggle made by `Toggle(configuration)` inside a style's body is the styled toggle's
/// own: it is not registered (the styled toggle is what drivers find by the title).
@MainActor
final class ToggleNode<Label: View>: ControlNode<Toggle<Label>>, CustomStylableControl, Flipping {
    private var view: Toggle<Label>
    /// The label's node while no custom style applies, and what a custom style shows once
    /// one applied (``CustomStylableControl``).
    var defaultLabel: TypedNode<Label>?
    var styledBody: StyledControlBody<Label>?
    private(set) var style: ToggleStyleChoice?
    private(set) var shownValue = false

    init(_ view: Toggle<Label>, _ inputs: _ViewInputs) {
        self.view = view
        super.init(kind: .toggle, title: "", inputs)
        reevaluate()
    }

    override func apply(_ view: Toggle<Label>) {
        self.view = view
        labelDidChange()
        reevaluate()
    }

    /// Reads the binding and the style in effect (one evaluation), and shows the label or
    /// the style's body; the title follows the label.
    override func reevaluate() {
        shownValue = readTracked { view.isOn.wrappedValue }
        let wasCustom = if case .custom? = style { true } else { false }
        style = readStyle(ToggleStyleKey.self)
        let isCustom = if case .custom? = style { true } else { false }
        if wasCustom != isCustom { setNeedsLayout() }
        if case .custom(let style)? = style {
            let configuration = ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(source: labelSource), isOn: view.isOn)
            showStyle(style, configuration) { mountBody(of: style, configuration) }
        } else {
            showDefaultLabel()
        }
        retitle(labelTitle)
    }

    private func mountBody(of style: any ToggleStyle, _ configuration: ToggleStyleConfiguration) -> any AnyStyleBody {
        func mount<S: ToggleStyle>(_ style: S) -> any AnyStyleBody {
            StyleBodyNode(style, configuration, makeBody: { $0.makeBody(configuration: $1) },
                          popping: { $0[ToggleStyleKey.self].pop() }, parent: self, index: 0)
        }
        return mount(style)
    }

    /// Flips the binding, as a tap on the switch does; under a custom style, the tap goes
    /// to the style's own interaction, if its body has one.
    func flip() {
        let target = innermostInStyledBody(as: Node.self) { node in
            if let gesture = node as? any Gesturing { return gesture.recognizes(.tap(count: 1)) }
            return node is any Activating || node is any Flipping
        }
        switch target {
        case let button as any Activating: button.activate()
        case let toggle as any Flipping: toggle.flip()
        case let gesture as any Gesturing: gesture.perform(.tap(count: 1))
        default: view.isOn.wrappedValue = !shownValue
        }
    }

    /// Whether this is the `Toggle(configuration)` of a style's body.
    private var isConfigurationToggle: Bool { Label.self == ToggleStyleConfiguration.Label.self }

    /// The toggle's latest label.
    var label: Label { view.label }

    override func didAppear() {
        if !isConfigurationToggle { super.didAppear() }
    }

    override func didDisappear() {
        if !isConfigurationToggle { super.didDisappear() }
    }

    override func forEachChild(_ body: (Node) -> Void) { shownBody.map(body) }

    override func renderLines(into output: inout RenderOutput) {
        let line = "Toggle \"\(title)\" \(shownValue ? "on" : "off")"
        guard let styled = shownStyle else { return output.line(line) }
        output.nested(line) { styled.render(into: &$0) }
    }

    // MARK: Layout (Rules R22, `ControlLayout`)

    /// How the toggle is laid out: the switch row (its label, then the switch), the
    /// switch alone (its labels hidden: `labelsHidden()`, `labelsVisibility(.hidden)`),
    /// a bordered button (`toggleStyle(.button)`, Measures §5 "Bordered button"), or a
    /// custom style's body.
    private var look: ToggleLook {
        if case .custom? = style { return .custom }
        if RecordedStyles.name(.toggleStyle, around: self) == "button" {
            return .button(ButtonBezel(isProminent: false, padding: CGSize(width: 12, height: 7), cornerRadius: 8, shape: .automatic))
        }
        return environment.values.labelsVisibility == .hidden ? .switchAlone : .switchRow
    }

    /// Whether the label is drawn (not for a switch with its labels hidden).
    var showsLabel: Bool { look != .switchAlone }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let content = LayoutContent(childrenOf: self)
        switch look {
        case .custom: return content.measure(proposal)
        case .switchAlone: return ControlLayout.toggleSwitch
        case .button(let bezel):
            let inner = ProposedViewSize(width: proposal.width.map { max(0, $0 - 2 * bezel.padding.width) }, height: nil)
            return bezel.size(around: content.measure(inner))
        case .switchRow:
            return ControlLayout.size(label: content, control: ControlLayout.toggleSwitch, proposal: proposal)
        }
    }

    override func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {
        let content = LayoutContent(childrenOf: self)
        switch look {
        case .custom: content.place(at: .zero, proposal: proposal)
        case .switchAlone: break
        case .button(let bezel):
            let inner = ProposedViewSize(width: max(0, size.width - 2 * bezel.padding.width), height: nil)
            let label = content.measure(inner)
            content.place(at: CGPoint(x: (size.width - label.width) / 2, y: (size.height - label.height) / 2), proposal: inner)
        case .switchRow:
            ControlLayout.placeLabel(content, control: ControlLayout.toggleSwitch, in: size, proposal: proposal)
        }
    }
}

extension ToggleNode: ListControlRow {
    /// The switch's height when the toggle shows one (Measures §6 "Switch row height").
    var rowControlHeight: CGFloat? {
        switch look {
        case .switchRow, .switchAlone: ControlLayout.toggleSwitch.height
        case .button, .custom: nil
        }
    }
}

/// How a toggle is laid out and drawn.
enum ToggleLook: Equatable {
    case switchRow
    case switchAlone
    case button(ButtonBezel)
    case custom
}

extension ControlKind where Control == any Flipping {
    /// A `Toggle`, as drivers find it.
    static var toggle: Self { Self("Toggle") }
}

/// A control that a driver flips: a toggle.
@MainActor
protocol Flipping: Node {
    /// Flips the control's value, as a tap does.
    func flip()
}

extension ToggleNode: PointerTargeting {
    /// Its whole row (label and switch; in a list or a form, the list's row) flips it, as
    /// ``ViewHost/toggle(_:)`` does; the `Toggle(configuration)` of a style's body takes
    /// no click of its own (the toggle around it takes it).
    var pointerRegions: [PointerRegion] {
        guard !isConfigurationToggle, let frame = ListRowContext.rowFrame(of: self) ?? frameInWindow else { return [] }
        return [region(kind: kind.name, title: title, frame: frame) { [unowned self, title] _, driver in
            driver.flip(self, titled: title)
            return "toggle \"\(title)\""
        }]
    }
}
