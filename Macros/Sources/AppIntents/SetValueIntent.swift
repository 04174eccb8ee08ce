/// An intent that sets a value: a toggle's intent (`Toggle(isOn:intent:)`,
/// `ControlWidgetToggle`) is given the new value in `value` before it is performed.
///
/// ```swift
/// struct SetLightIntent: SetValueIntent {
///     static let title: LocalizedStringResource = "Light"
///     @Parameter(title: "On") var value: Bool
///     func perform() async throws -> some IntentResult { Light.shared.isOn = value; return .result() }
/// }
/// ```
public protocol SetValueIntent: AppIntent {
    /// The type of the value set.
    associatedtype ValueType
    /// The value to set.
    var value: ValueType { get set }
}
