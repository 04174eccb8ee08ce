#if canImport(Darwin)
import EngineAppIntents
#else
import AppIntents
#endif

/// A control that performs an intent when tapped.
///
/// ```swift
/// ControlWidgetButton(action: OpenAppIntent()) {
///     Label("Hands off", systemImage: "hand.raised.fill")
/// }
/// ```
public struct ControlWidgetButton<Content: View, Action: AppIntent>: ControlWidgetTemplate, ResolvableControlTemplate {
    let action: Action
    let content: Content

    /// A button that performs `action`, labelled by `label`.
    ///
    /// ```swift
    /// ControlWidgetButton(action: StartTimerIntent()) { Label("Timer", systemImage: "timer") }
    /// ```
    public init(action: Action, @ViewBuilder label: () -> Content) {
        self.action = action
        content = label()
    }

    func controlView() -> AnyView { AnyView(content) }
    var isOn: Bool? { nil }
    func tapIntent() -> any AppIntent { action }
}
