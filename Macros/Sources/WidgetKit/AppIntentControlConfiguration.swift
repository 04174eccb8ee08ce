#if canImport(Darwin)
import EngineAppIntents
#else
import AppIntents
#endif

/// A control that people configure: its configuration intent's parameters are their
/// choices, which its value provider is given.
///
/// ```swift
/// AppIntentControlConfiguration(kind: "Message", provider: MessageProvider()) { message in
///     ControlWidgetButton(action: OpenAppIntent()) { Label(message, systemImage: "hand.raised.fill") }
/// }
/// .promptsForUserConfiguration()
/// ```
public struct AppIntentControlConfiguration<Configuration: ControlConfigurationIntent, Content: ControlWidgetTemplate>:
    ControlWidgetConfiguration, PrimitiveControlConfiguration {
    let control: ResolvedControl

    /// A control of the kind `kind` configured by a `Configuration`, whose value comes from
    /// `provider` and whose template `content` makes for a value.
    ///
    /// ```swift
    /// AppIntentControlConfiguration(kind: "Message", provider: MessageProvider()) { message in
    ///     ControlWidgetButton(action: OpenAppIntent()) { Text(message) }
    /// }
    /// ```
    public init<Provider: AppIntentControlValueProvider>(kind: String, intent: Configuration.Type = Configuration.self,
                                                         provider: Provider,
                                                         @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content)
        where Provider.Configuration == Configuration {
        func configuration(_ given: (any ControlConfigurationIntent)?) -> Configuration {
            (given as? Configuration) ?? Configuration()
        }
        control = ResolvedControl(
            kind: kind, configurationType: Configuration.self,
            previewValue: { provider.previewValue(configuration: configuration($0)) },
            currentValue: { given in
                try await ControlProviderCall.current(ControlProviderCall(provider: provider), configuration: configuration(given)).value ?? ()
            },
            template: { value in (value as? Provider.Value).map(content) ?? content(provider.previewValue(configuration: Configuration())) })
    }

    /// A primitive configuration has no body.
    public var body: Never { fatalError("AppIntentControlConfiguration has no body") }

    func resolvedControl() -> ResolvedControl? { control }
}
