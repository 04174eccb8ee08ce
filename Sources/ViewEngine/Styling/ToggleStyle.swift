// Toggle styles: `toggleStyle`, recorded (``_AttributeModifier``), not shown: a custom
// style's `makeBody` is not called, so a toggle keeps its own rendering and driver.

/// SwiftUI's `ToggleStyle`: the appearance and behaviour of the toggles in a view.
///
/// ```swift
/// Toggle("Bold", isOn: $isBold).toggleStyle(.button)
/// ```
import ViewEngineCore

@MainActor @preconcurrency
public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle: by default, for the built-in styles, the label as it is.
    associatedtype Body: View = ButtonStyleConfiguration.Label
    /// Creates a view that represents the body of a toggle.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a toggle.
    typealias Configuration = ToggleStyleConfiguration
}

/// SwiftUI's `ToggleStyleConfiguration`: the properties of a toggle, for a ``ToggleStyle``
/// (`Button { configuration.isOn.toggle() } label: { configuration.label }`).
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    public let label: ButtonStyleConfiguration.Label
    /// A binding to the toggle's state.
    @Binding public var isOn: Bool
}

extension ToggleStyle where Body == ButtonStyleConfiguration.Label {
    /// The label as it is: the body of the built-in styles.
    public func makeBody(configuration: Configuration) -> Body { configuration.label }
}

/// SwiftUI's `DefaultToggleStyle` (`.automatic`).
public struct DefaultToggleStyle: ToggleStyle, BuiltInStyle { public nonisolated init() {} }
/// SwiftUI's `ButtonToggleStyle` (`.button`): a button that shows whether it is on.
public struct ButtonToggleStyle: ToggleStyle, BuiltInStyle { public nonisolated init() {} }

/// SwiftUI's `SwitchToggleStyle` (`.switch`): a leading label and a trailing switch, with an
/// optional tint.
public struct SwitchToggleStyle: ToggleStyle, BuiltInStyle, Equatable {
    let tint: Color?
    /// SwiftUI's `SwitchToggleStyle(tint:)`.
    public nonisolated init(tint: Color? = nil) { self.tint = tint }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle style that displays a leading label and a trailing switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle style that displays as a button.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
    /// SwiftUI's `toggleStyle(_:)` (a custom style is written by its type's name).
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> { recorded("toggleStyle", ("", AnyArgument(style))) }
}
