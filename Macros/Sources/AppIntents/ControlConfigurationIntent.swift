/// An intent whose parameters configure a control (a Control Center or Lock Screen
/// control made with `AppIntentControlConfiguration`).
///
/// ```swift
/// struct TimerConfiguration: ControlConfigurationIntent {
///     static let title: LocalizedStringResource = "Timer"
///     @Parameter(title: "Minutes", default: 5) var minutes: Int
/// }
/// ```
public protocol ControlConfigurationIntent: AppIntent {}
