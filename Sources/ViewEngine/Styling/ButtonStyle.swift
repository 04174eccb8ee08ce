// Button styles: `buttonStyle`, `buttonBorderShape`, `controlSize`. Recorded (``_AttributeModifier``),
// not shown: a custom style's `makeBody` is not called, so a button keeps its own rendering
// and driver. The built-in styles are written as their shorthand (`buttonStyle: bordered`).

/// SwiftUI's `ButtonStyle`: a custom appearance for the buttons in a view, with standard
/// interaction behaviour.
///
/// ```swift
/// struct PillStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding(.horizontal, 12)
///             .background(Capsule().fill(configuration.isPressed ? .gray : .blue))
///     }
/// }
///
/// Button("Buy") { buy() }.buttonStyle(PillStyle())
/// ```
import ViewEngineCore

@MainActor @preconcurrency
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// SwiftUI's `ButtonStyleConfiguration`: the properties of a button, for a ``ButtonStyle``.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button (or of a toggle, for a ``ToggleStyle``).
    public struct Label: View {
        public typealias Body = Never
    }

    /// A view that describes the effect of pressing the button.
    public let label: Label
    /// Whether the user is pressing the button.
    public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: LeafView {
    @usableFromInline package func renderedLine(at now: Date) -> String { "" }
}

/// SwiftUI's `PrimitiveButtonStyle`: a custom appearance and interaction for the buttons in
/// a view; the built-in styles (`.plain`, `.bordered`, `.borderedProminent`...) are ones.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button: by default, for the built-in styles, the label as it is.
    associatedtype Body: View = ButtonStyleConfiguration.Label
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// SwiftUI's `PrimitiveButtonStyleConfiguration`: the properties of a button, for a
/// ``PrimitiveButtonStyle``.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    public let label: ButtonStyleConfiguration.Label
    let action: () -> Void
    /// Performs the button's action (`configuration.label.onTapGesture { configuration.trigger() }`).
    public func trigger() { action() }
}

extension PrimitiveButtonStyle where Body == ButtonStyleConfiguration.Label {
    /// The label as it is: the body of the built-in styles.
    public func makeBody(configuration: Configuration) -> Body { configuration.label }
}

/// SwiftUI's `DefaultButtonStyle` (`.automatic`).
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInStyle { public nonisolated init() {} }
/// SwiftUI's `PlainButtonStyle` (`.plain`): no decoration while idle.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInStyle { public nonisolated init() {} }
/// SwiftUI's `BorderlessButtonStyle` (`.borderless`).
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInStyle { public nonisolated init() {} }
/// SwiftUI's `BorderedButtonStyle` (`.bordered`): standard border artwork.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInStyle { public nonisolated init() {} }
/// SwiftUI's `BorderedProminentButtonStyle` (`.borderedProminent`): prominent border artwork.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInStyle { public nonisolated init() {} }

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content while idle.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies prominent border artwork.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// SwiftUI's `ButtonBorderShape`: the shape of a bordered button.
public struct ButtonBorderShape: Hashable, Sendable {
    let name: String
    let radius: CGFloat?
    /// The system's default shape.
    public static let automatic = ButtonBorderShape(name: "automatic", radius: nil)
    /// A capsule.
    public static let capsule = ButtonBorderShape(name: "capsule", radius: nil)
    /// A rounded rectangle.
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle", radius: nil)
    /// A circle.
    public static let circle = ButtonBorderShape(name: "circle", radius: nil)
    /// SwiftUI's `roundedRectangle(radius:)`: a rounded rectangle with the given corner radius.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(name: "roundedRectangle", radius: radius) }
}

extension ButtonBorderShape: AttributeValue {
    /// `capsule`, or `roundedRectangle(radius: 6)`.
    package var attributeDescription: String { radius.map { "\(name)(radius: \($0.attributeDescription))" } ?? name }
}

/// SwiftUI's `ControlSize`: the size classes of controls.
public enum ControlSize: Hashable, CaseIterable, Sendable {
    case mini, small, regular, large, extraLarge
}

extension ControlSize: AttributeValue {}

extension View {
    /// SwiftUI's `buttonStyle(_:)` with a ``ButtonStyle`` (a custom one is written by its type's name).
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> { recorded("buttonStyle", ("", AnyArgument(style))) }
    /// SwiftUI's `buttonStyle(_:)` with a ``PrimitiveButtonStyle`` (`.bordered`, `.plain`...).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> { recorded("buttonStyle", ("", AnyArgument(style))) }
    /// SwiftUI's `buttonBorderShape(_:)`.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<Self, _AttributeModifier> { recorded("buttonBorderShape", ("", shape)) }
    /// SwiftUI's `controlSize(_:)`.
    public func controlSize(_ controlSize: ControlSize) -> ModifiedContent<Self, _AttributeModifier> { recorded("controlSize", writing: { $0.controlSize = controlSize }, ("", controlSize)) }
}
