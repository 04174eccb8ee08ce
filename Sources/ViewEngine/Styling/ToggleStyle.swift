// Toggle styles: `toggleStyle`. A custom style is a view (Rules R23): the toggle shows its
// `makeBody(configuration:)`, evaluated as a body with its own state; the built-in styles
// keep the default body and are recorded by their shorthand (`toggleStyle: switch`).

/// SwiftUI's `ToggleStyle`: the appearance and behaviour of the toggles in a view.
///
/// ```swift
/// struct CheckboxStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///             configuration.label
///         }
///         .onTapGesture { configuration.isOn.toggle() }
///     }
/// }
///
/// Toggle("Bold", isOn: $isBold).toggleStyle(CheckboxStyle())
/// try host.toggle("Bold")    // the style's tap gesture runs
/// ```
///
/// The toggle shows the body in place of its label, and keeps its label's title.
/// ``ViewHost/toggle(_:)`` drives the style's own interaction: the innermost control in
/// the body that a tap drives (a `Button`, a view with a single-tap gesture, the
/// `Toggle(configuration)` it shows); with none, it flips `configuration.isOn`.
import ViewEngineCore

@MainActor @preconcurrency
public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle: by default, for the built-in styles, the label as it is.
    associatedtype Body: View = ToggleStyleConfiguration.Label
    /// Creates a view that represents the body of a toggle.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a toggle.
    typealias Configuration = ToggleStyleConfiguration
}

/// SwiftUI's `ToggleStyleConfiguration`: the properties of a toggle, for a ``ToggleStyle``
/// (`Button { configuration.isOn.toggle() } label: { configuration.label }`).
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle: the toggle's own label, where the style shows it.
    public struct Label: View {
        let source: (any StyleContentSource)?
        public typealias Body = Never
    }

    /// A view that describes the effect of toggling `isOn`.
    public let label: Label
    /// A binding to a state property that indicates whether the toggle is on: the toggle's own binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that are not all the same (the engine's
    /// toggles bind one value: `false`).
    public var isMixed: Bool { false }
}

extension ToggleStyleConfiguration.Label: StyleContentProxy {}

extension ToggleStyle where Body == ToggleStyleConfiguration.Label {
    /// The label as it is: the body of the built-in styles.
    public func makeBody(configuration: Configuration) -> Body { configuration.label }
}

/// The toggle style in effect: the default body (a built-in style), or a custom style's.
enum ToggleStyleChoice {
    case builtIn
    case custom(any ToggleStyle)
}

/// The toggle styles set above a view (``StyleStack``).
struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: StyleStack<ToggleStyleChoice> { StyleStack() }
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

/// SwiftUI's `CheckboxToggleStyle` (`.checkbox`, macOS): a check box before the label. An
/// iPhone has none, so the engine, which draws an iPhone, lays it out and draws it as the
/// switch (a documented fallback); it is recorded as `toggleStyle: checkbox`.
public struct CheckboxToggleStyle: ToggleStyle, BuiltInStyle { public nonisolated init() {} }

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A toggle style that displays a check box followed by its label (macOS).
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
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
    /// SwiftUI's `toggleStyle(_:)`: the toggles inside show a custom style's
    /// `makeBody(configuration:)`; recorded by the style's shorthand or type's name.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> {
        let entry = StyleEntry(style is any BuiltInStyle ? ToggleStyleChoice.builtIn : .custom(style))
        return recorded(.toggleStyle, writing: { $0[ToggleStyleKey.self].push(entry) }, ("", AnyArgument(style)))
    }
}
