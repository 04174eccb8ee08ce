// Button styles: `buttonStyle`, `buttonBorderShape`, `controlSize`. A custom style is a
// view (Rules R23): the button shows its `makeBody(configuration:)`, evaluated as a body
// with its own state (``StyleBodyNode``); the built-in styles keep the default body and
// are recorded by their shorthand (`buttonStyle: bordered`).

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
/// try host.press("Buy")      // isPressed is true in the body
/// try host.release("Buy")    // isPressed is false, then the action runs
/// ```
///
/// The button shows the body in place of its label: its `@State`, `onChange(of:
/// configuration.isPressed)`, `onAppear` and environment work as a view's. The button is
/// still found by its label's title; ``ViewHost/tap(_:)`` is a press then a release, a
/// frame each.
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
    /// A type-erased label of a button: the button's own label, where the style shows it.
    public struct Label: View {
        let source: (any StyleContentSource)?
        public typealias Body = Never
    }

    /// An optional semantic role describing the button.
    public let role: ButtonRole?
    /// A view that describes the effect of pressing the button.
    public let label: Label
    /// Whether the user is pressing the button.
    public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: StyleContentProxy {}

/// SwiftUI's `PrimitiveButtonStyle`: a custom appearance and interaction for the buttons in
/// a view; the built-in styles (`.plain`, `.bordered`, `.borderedProminent`...) are ones.
///
/// ```swift
/// struct DoubleTapStyle: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.onTapGesture(count: 2) { configuration.trigger() }
///     }
/// }
/// ```
///
/// The button's action runs only when the style calls `configuration.trigger()`: a tap
/// reaches the style's body (its single-tap gesture, or the `Button(configuration)` it
/// shows), and does nothing when the body has neither.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button: by default, for the built-in styles, the label as it is.
    associatedtype Body: View = PrimitiveButtonStyleConfiguration.Label
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// SwiftUI's `PrimitiveButtonStyleConfiguration`: the properties of a button, for a
/// ``PrimitiveButtonStyle``.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button: the button's own label, where the style shows it.
    public struct Label: View {
        let source: (any StyleContentSource)?
        public typealias Body = Never
    }

    /// An optional semantic role describing the button.
    public let role: ButtonRole?
    /// A view that describes the effect of calling the button's action.
    public let label: Label
    let action: () -> Void
    /// Performs the button's action (`configuration.label.onTapGesture { configuration.trigger() }`).
    public func trigger() { action() }
}

extension PrimitiveButtonStyleConfiguration.Label: StyleContentProxy {}

extension PrimitiveButtonStyle where Body == PrimitiveButtonStyleConfiguration.Label {
    /// The label as it is: the body of the built-in styles.
    public func makeBody(configuration: Configuration) -> Body { configuration.label }
}

/// The button style in effect: the default body (a built-in style), or a custom style's.
/// Indirect: a button keeps its choice, and a custom style's existential (41 bytes inline)
/// is boxed, so a button in a built-in style keeps one word.
indirect enum ButtonStyleChoice {
    case builtIn
    case custom(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle)
}

/// The button styles set above a view (``StyleStack``).
struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: StyleStack<ButtonStyleChoice> { StyleStack() }
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

/// SwiftUI's `CardButtonStyle` (`.card`, tvOS): a platter that lifts under focus. The
/// engine draws an iPhone, which has no focus platter: the button is drawn as the default style.
public struct CardButtonStyle: PrimitiveButtonStyle, BuiltInStyle { public nonisolated init() {} }

extension PrimitiveButtonStyle where Self == CardButtonStyle {
    /// A button style that shows the content on a card (tvOS).
    public static var card: CardButtonStyle { CardButtonStyle() }
}

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
    /// SwiftUI's `buttonStyle(_:)` with a ``ButtonStyle``: the buttons inside show its
    /// `makeBody(configuration:)` (recorded by the style's type's name).
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> {
        let entry = StyleEntry(ButtonStyleChoice.custom(style))
        return recorded(.buttonStyle, writing: { $0[ButtonStyleKey.self].push(entry) }, ("", AnyArgument(style)))
    }
    /// SwiftUI's `buttonStyle(_:)` with a ``PrimitiveButtonStyle`` (`.bordered`, `.plain`...,
    /// recorded by their shorthand; a custom one's body is shown).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> {
        let entry = StyleEntry(style is any BuiltInStyle ? ButtonStyleChoice.builtIn : .primitive(style))
        return recorded(.buttonStyle, writing: { $0[ButtonStyleKey.self].push(entry) }, ("", AnyArgument(style)))
    }
    /// SwiftUI's `buttonBorderShape(_:)`.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<Self, _AttributeModifier> { recorded(.buttonBorderShape, ("", shape)) }
    /// SwiftUI's `controlSize(_:)`.
    public func controlSize(_ controlSize: ControlSize) -> ModifiedContent<Self, _AttributeModifier> { recorded(.controlSize, writing: { $0.controlSize = controlSize }, ("", controlSize)) }
}
