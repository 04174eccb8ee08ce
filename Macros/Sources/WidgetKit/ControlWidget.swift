#if canImport(Darwin)
import EngineAppIntents
#else
import AppIntents
#endif

/// A control: a button or toggle people place in Control Center, on the Lock Screen or on
/// the Action button, which performs an app intent.
///
/// ```swift
/// struct TimerControl: ControlWidget {
///     var body: some ControlWidgetConfiguration {
///         StaticControlConfiguration(kind: "Timer") {
///             ControlWidgetButton(action: StartTimerIntent()) { Label("Timer", systemImage: "timer") }
///         }
///     }
/// }
///
/// let control = try ControlHost(TimerControl())
/// ```
@MainActor @preconcurrency
public protocol ControlWidget {
    /// The type of the control's configuration.
    associatedtype Body: ControlWidgetConfiguration
    /// WidgetKit makes the control itself.
    init()
    /// The control's configuration.
    var body: Body { get }
}

/// What a control is: its kind, where its value comes from, and its template.
///
/// ```swift
/// var body: some ControlWidgetConfiguration {
///     StaticControlConfiguration(kind: "Timer") { ControlWidgetButton(action: StartTimerIntent()) { Text("Timer") } }
///         .displayName("Timer")
/// }
/// ```
@MainActor @preconcurrency
public protocol ControlWidgetConfiguration {
    /// The type of the configuration's body.
    associatedtype Body: ControlWidgetConfiguration
    /// The configuration this one is made of.
    var body: Body { get }
}

extension Never: ControlWidgetConfiguration {}

/// A control's configuration, worked out: what a ``ControlHost`` shows and asks.
@MainActor
struct ResolvedControl {
    var kind: String
    var displayName: String?
    var description: String?
    var promptsForUserConfiguration = false
    /// The configuration intent's type, for a control people configure.
    var configurationType: (any ControlConfigurationIntent.Type)?
    /// The value to show before the provider answers, for a configuration.
    var previewValue: (_ configuration: (any ControlConfigurationIntent)?) -> Any
    /// Asks the provider for the current value, for a configuration.
    var currentValue: (_ configuration: (any ControlConfigurationIntent)?) async throws -> Any
    /// The template for a value.
    var template: (Any) -> any ControlWidgetTemplate
}

extension ControlWidget {
    /// The control's configuration, worked out.
    func resolvedBody() -> ResolvedControl? { body.resolvedControl() }
}

/// A configuration that WidgetKit's own types describe directly.
@MainActor
protocol PrimitiveControlConfiguration {
    func resolvedControl() -> ResolvedControl?
}

extension ControlWidgetConfiguration {
    func resolvedControl() -> ResolvedControl? {
        if let primitive = self as? any PrimitiveControlConfiguration { return primitive.resolvedControl() }
        if Body.self == Never.self { return nil }
        return body.resolvedControl()
    }
}

/// A control configuration with one of WidgetKit's modifiers applied. You don't create it
/// directly.
///
/// ```swift
/// StaticControlConfiguration(kind: "Timer") { ... }.displayName("Timer")
/// ```
public struct _ModifiedControlConfiguration<Base: ControlWidgetConfiguration>: ControlWidgetConfiguration, PrimitiveControlConfiguration {
    let base: Base
    let modify: (inout ResolvedControl) -> Void

    /// A modified configuration has no body.
    public var body: Never { fatalError("_ModifiedControlConfiguration has no body") }

    func resolvedControl() -> ResolvedControl? {
        guard var control = base.resolvedControl() else { return nil }
        modify(&control)
        return control
    }
}

extension ControlWidgetConfiguration {
    /// The name the controls gallery shows for the control.
    ///
    /// ```swift
    /// .displayName("Timer")
    /// ```
    public func displayName(_ name: LocalizedStringResource) -> some ControlWidgetConfiguration {
        _ModifiedControlConfiguration(base: self) { [name = String(localized: name)] in $0.displayName = name }
    }

    /// The description the controls gallery shows for the control.
    ///
    /// ```swift
    /// .description("Starts a timer.")
    /// ```
    public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration {
        _ModifiedControlConfiguration(base: self) { [text = String(localized: description)] in $0.description = text }
    }

    /// Asks people to configure the control when they add it.
    ///
    /// ```swift
    /// AppIntentControlConfiguration(kind: "Message", provider: MessageProvider()) { ... }
    ///     .promptsForUserConfiguration()
    /// ```
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration {
        _ModifiedControlConfiguration(base: self) { $0.promptsForUserConfiguration = true }
    }
}
