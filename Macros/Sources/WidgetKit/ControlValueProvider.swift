#if canImport(Darwin)
import EngineAppIntents
#else
import AppIntents
#endif

/// Gives a control its value (whether a toggle is on, the text a button shows): a value
/// for the gallery, and the current one.
///
/// ```swift
/// struct LightProvider: ControlValueProvider {
///     var previewValue: Bool { false }
///     func currentValue() async throws -> Bool { Light.shared.isOn }
/// }
/// ```
public protocol ControlValueProvider: SendableMetatype {
    /// The type of the value.
    associatedtype Value
    /// The value the gallery shows.
    var previewValue: Value { get }
    /// The value now.
    func currentValue() async throws -> Value
}

/// Gives a control that people configure its value, given the configuration intent.
///
/// ```swift
/// struct MessageProvider: AppIntentControlValueProvider {
///     func previewValue(configuration: MessageConfiguration) -> String { "Hello" }
///     func currentValue(configuration: MessageConfiguration) async throws -> String { configuration.text }
/// }
/// ```
public protocol AppIntentControlValueProvider: SendableMetatype {
    /// The type of the value.
    associatedtype Value
    /// The control's configuration intent.
    associatedtype Configuration: ControlConfigurationIntent
    /// The value the gallery shows for a configuration.
    func previewValue(configuration: Configuration) -> Value
    /// The value now, for a configuration.
    func currentValue(configuration: Configuration) async throws -> Value
}

/// A value provider handed to the call that asks it for the current value, and the value
/// it gives back.
///
/// Invariant (`@unchecked Sendable`): each call gets its own copy of the provider value,
/// made by the ``ControlHost`` that asks and used only by that one call, which the host
/// awaits before it asks again; the value it gives back is handed back to that host only.
/// A provider that is a class shares its state across calls, as on iOS.
struct ControlProviderCall<Provider>: @unchecked Sendable {
    let provider: Provider
    var value: Any?

    nonisolated static func current(_ call: ControlProviderCall<Provider>) async throws -> ControlProviderCall<Provider>
        where Provider: ControlValueProvider {
        ControlProviderCall(provider: call.provider, value: try await call.provider.currentValue())
    }

    nonisolated static func current(_ call: ControlProviderCall<Provider>, configuration: Provider.Configuration) async throws
        -> ControlProviderCall<Provider> where Provider: AppIntentControlValueProvider {
        ControlProviderCall(provider: call.provider, value: try await call.provider.currentValue(configuration: configuration))
    }
}
