#if canImport(Darwin)
import EngineAppIntents
#else
import AppIntents
#endif

/// A control that people do not configure: a kind, and its template, perhaps with a
/// value from a provider.
///
/// ```swift
/// StaticControlConfiguration(kind: "Light", provider: LightProvider()) { isOn in
///     ControlWidgetToggle("Light", systemImage: "lightbulb", isOn: isOn, action: SetLightIntent())
/// }
/// ```
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration, PrimitiveControlConfiguration {
    let control: ResolvedControl

    /// A control of the kind `kind` whose template is `content`.
    ///
    /// ```swift
    /// StaticControlConfiguration(kind: "Timer") {
    ///     ControlWidgetButton(action: StartTimerIntent()) { Label("Timer", systemImage: "timer") }
    /// }
    /// ```
    public init(kind: String, @ControlWidgetTemplateBuilder content: () -> Content) {
        let template = content()
        control = ResolvedControl(kind: kind, previewValue: { _ in () }, currentValue: { _ in () }, template: { _ in template })
    }

    /// A control of the kind `kind` whose value comes from `provider` and whose template
    /// `content` makes for a value.
    ///
    /// ```swift
    /// StaticControlConfiguration(kind: "Light", provider: LightProvider()) { isOn in
    ///     ControlWidgetToggle("Light", systemImage: "lightbulb", isOn: isOn, action: SetLightIntent())
    /// }
    /// ```
    public init<Provider: ControlValueProvider>(kind: String, provider: Provider,
                                                @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) {
        control = ResolvedControl(
            kind: kind,
            previewValue: { _ in provider.previewValue },
            currentValue: { _ in try await ControlProviderCall.current(ControlProviderCall(provider: provider)).value ?? () },
            template: { value in (value as? Provider.Value).map(content) ?? content(provider.previewValue) })
    }

    /// A primitive configuration has no body.
    public var body: Never { fatalError("StaticControlConfiguration has no body") }

    func resolvedControl() -> ResolvedControl? { control }
}
