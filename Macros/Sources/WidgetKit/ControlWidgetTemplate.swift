#if canImport(Darwin)
import EngineAppIntents
#else
import AppIntents
#endif

/// What a control shows and does: a ``ControlWidgetButton`` or a ``ControlWidgetToggle``.
///
/// ```swift
/// StaticControlConfiguration(kind: "Timer") {
///     ControlWidgetButton(action: StartTimerIntent()) { Label("Timer", systemImage: "timer") }
/// }
/// ```
@MainActor @preconcurrency
public protocol ControlWidgetTemplate {}

/// What a ``ControlHost`` reads of a template.
@MainActor
protocol ResolvableControlTemplate: ControlWidgetTemplate {
    /// The control's view: its label (and a toggle's value label).
    func controlView() -> AnyView
    /// Whether a toggle is on; `nil` for a button.
    var isOn: Bool? { get }
    /// The intent a tap performs (a toggle's given the value it turns to).
    func tapIntent() -> any AppIntent
}

/// Makes a control's template from the one written in its configuration's closure.
///
/// ```swift
/// StaticControlConfiguration(kind: "Timer") {
///     ControlWidgetButton(action: StartTimerIntent()) { Text("Timer") }
/// }
/// ```
@resultBuilder
@MainActor
public enum ControlWidgetTemplateBuilder {
    /// The one template.
    ///
    /// ```swift
    /// StaticControlConfiguration(kind: "Timer") { ControlWidgetButton(action: StartTimerIntent()) { Text("Timer") } }
    /// ```
    public static func buildBlock<Template: ControlWidgetTemplate>(_ template: Template) -> Template { template }
}
