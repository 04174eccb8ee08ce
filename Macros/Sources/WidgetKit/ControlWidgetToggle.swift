#if canImport(Darwin)
import EngineAppIntents
#else
import AppIntents
#endif

/// A control that is on or off, and performs a set-value intent with the value it turns
/// to when tapped.
///
/// ```swift
/// ControlWidgetToggle(isOn: isLit, action: SetLightIntent()) {
///     Label("Light", systemImage: "lightbulb")
/// } valueLabel: { isOn in
///     Text(isOn ? "On" : "Off")
/// }
/// ```
public struct ControlWidgetToggle<Content: View, ValueLabel: View, Action: SetValueIntent>: ControlWidgetTemplate, ResolvableControlTemplate
    where Action.ValueType == Bool {
    let action: Action
    let content: Content
    let valueLabel: ValueLabel
    let on: Bool

    /// A toggle showing `isOn`, labelled by `label` and by `valueLabel` for its state,
    /// that performs `action` with the value it turns to.
    ///
    /// ```swift
    /// ControlWidgetToggle(isOn: isLit, action: SetLightIntent()) { Text("Light") } valueLabel: { Text($0 ? "On" : "Off") }
    /// ```
    public init(isOn: Bool, action: Action, @ViewBuilder label: () -> Content, @ViewBuilder valueLabel: (Bool) -> ValueLabel) {
        self.action = action
        content = label()
        self.valueLabel = valueLabel(isOn)
        on = isOn
    }

    func controlView() -> AnyView { AnyView(VStack { content; valueLabel }) }
    var isOn: Bool? { on }
    func tapIntent() -> any AppIntent {
        var intent = action
        intent.value = !on
        return intent
    }
}

extension ControlWidgetToggle where Content == Label<Text, Image>, ValueLabel == EmptyView {
    /// A toggle titled `title`, with a symbol, showing `isOn`.
    ///
    /// ```swift
    /// ControlWidgetToggle("Light", systemImage: "lightbulb", isOn: isLit, action: SetLightIntent())
    /// ```
    public init(_ title: LocalizedStringKey, systemImage: String, isOn: Bool, action: Action) {
        self.init(isOn: isOn, action: action, label: { Label(title, systemImage: systemImage) }, valueLabel: { _ in EmptyView() })
    }
}
