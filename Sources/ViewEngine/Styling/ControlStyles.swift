// Control styles: `buttonStyle`, `textFieldStyle`, `toggleStyle`, `listStyle`,
// `labelStyle`, `progressViewStyle`... Each is recorded (an
// ``_AttributeModifier`` naming the style's type) and not rendered; a custom style's
// `makeBody` is not called, so a control keeps its own rendering and driver.

// MARK: Button styles

/// A type that applies standard interaction behavior and a custom appearance to all
/// buttons within a view hierarchy.
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
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button, for a ``ButtonStyle``.
///
/// ```swift
/// configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
/// ```
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    ///
    /// ```swift
    /// configuration.label.font(.headline)
    /// ```
    public struct Label: View {
        public typealias Body = Never
    }

    /// A view that describes the effect of pressing the button.
    public let label: Label
    /// Whether the user is pressing the button.
    public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: LeafView {
    func renderedLine(at now: Date) -> String { "" }
}

/// A type that applies custom interaction behavior and a custom appearance to all
/// buttons within a view hierarchy.
///
/// ```swift
/// Button("Save") { save() }.buttonStyle(.borderedProminent)
/// ```
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button, for a ``PrimitiveButtonStyle``.
///
/// ```swift
/// configuration.label.onTapGesture { configuration.trigger() }
/// ```
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    public let label: ButtonStyleConfiguration.Label
    let action: () -> Void
    /// Performs the button's action.
    ///
    /// ```swift
    /// configuration.trigger()
    /// ```
    public func trigger() { action() }
}

/// The built-in button styles: their `makeBody` shows the label as it is.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates the default button style.
    ///
    /// ```swift
    /// Button("OK") { }.buttonStyle(DefaultButtonStyle())
    /// ```
    public nonisolated init() {}
    /// The label.
    ///
    /// ```swift
    /// DefaultButtonStyle().makeBody(configuration: configuration)
    /// ```
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button style that doesn't style or decorate its content while idle.
///
/// ```swift
/// Button("Row") { open() }.buttonStyle(.plain)
/// ```
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates a plain button style.
    ///
    /// ```swift
    /// Button("Row") { }.buttonStyle(PlainButtonStyle())
    /// ```
    public nonisolated init() {}
    /// The label.
    ///
    /// ```swift
    /// PlainButtonStyle().makeBody(configuration: configuration)
    /// ```
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button style that doesn't apply a border.
///
/// ```swift
/// Button("Edit") { }.buttonStyle(.borderless)
/// ```
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates a borderless button style.
    ///
    /// ```swift
    /// Button("Edit") { }.buttonStyle(BorderlessButtonStyle())
    /// ```
    public nonisolated init() {}
    /// The label.
    ///
    /// ```swift
    /// BorderlessButtonStyle().makeBody(configuration: configuration)
    /// ```
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button style that applies standard border artwork.
///
/// ```swift
/// Button("Retry") { }.buttonStyle(.bordered)
/// ```
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates a bordered button style.
    ///
    /// ```swift
    /// Button("Retry") { }.buttonStyle(BorderedButtonStyle())
    /// ```
    public nonisolated init() {}
    /// The label.
    ///
    /// ```swift
    /// BorderedButtonStyle().makeBody(configuration: configuration)
    /// ```
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button style that applies prominent border artwork.
///
/// ```swift
/// Button("Continue") { }.buttonStyle(.borderedProminent)
/// ```
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates a prominent bordered button style.
    ///
    /// ```swift
    /// Button("Continue") { }.buttonStyle(BorderedProminentButtonStyle())
    /// ```
    public nonisolated init() {}
    /// The label.
    ///
    /// ```swift
    /// BorderedProminentButtonStyle().makeBody(configuration: configuration)
    /// ```
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
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

/// The shape of a bordered button.
///
/// ```swift
/// Button("Tag") { }.buttonStyle(.bordered).buttonBorderShape(.capsule)
/// ```
public struct ButtonBorderShape: Hashable, Sendable {
    let name: String
    /// The system's default shape.
    public static let automatic = ButtonBorderShape(name: "automatic")
    /// A capsule.
    public static let capsule = ButtonBorderShape(name: "capsule")
    /// A rounded rectangle.
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    /// A circle.
    public static let circle = ButtonBorderShape(name: "circle")
    /// A rounded rectangle with the given corner radius.
    ///
    /// ```swift
    /// .buttonBorderShape(.roundedRectangle(radius: 6))
    /// ```
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(name: "roundedRectangle") }
}

extension ButtonBorderShape: NamedAttributeValue {}

/// The size classes of controls.
///
/// ```swift
/// Button("Small") { }.controlSize(.small)
/// ```
public enum ControlSize: Hashable, CaseIterable, Sendable {
    case mini, small, regular, large, extraLarge
}

extension ControlSize: CaseAttributeValue {}

// MARK: Other control styles

/// A specification for the appearance of a text field.
///
/// ```swift
/// TextField("Name", text: $name).textFieldStyle(.roundedBorder)
/// ```
public protocol TextFieldStyle {}

/// The default text field style.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates the default style.
    ///
    /// ```swift
    /// TextField("Name", text: $name).textFieldStyle(DefaultTextFieldStyle())
    /// ```
    public init() {}
}

/// A text field style with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates the plain style.
    ///
    /// ```swift
    /// TextField("Name", text: $name).textFieldStyle(PlainTextFieldStyle())
    /// ```
    public init() {}
}

/// A text field style with a system-defined rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates the rounded border style.
    ///
    /// ```swift
    /// TextField("Name", text: $name).textFieldStyle(RoundedBorderTextFieldStyle())
    /// ```
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default text field style.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field style with no decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field style with a system-defined rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// The appearance and behavior of a toggle.
///
/// ```swift
/// Toggle("Bold", isOn: $isBold).toggleStyle(.button)
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle.
    associatedtype Body: View
    /// Creates a view that represents the body of a toggle.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a toggle.
    typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle, for a ``ToggleStyle``.
///
/// ```swift
/// Button { configuration.isOn.toggle() } label: { configuration.label }
/// ```
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    public let label: ButtonStyleConfiguration.Label
    /// A binding to the toggle's state.
    @Binding public var isOn: Bool
}

/// The default toggle style.
public struct DefaultToggleStyle: ToggleStyle {
    /// Creates the default style.
    ///
    /// ```swift
    /// Toggle("On", isOn: $isOn).toggleStyle(DefaultToggleStyle())
    /// ```
    public nonisolated init() {}
    /// The label.
    ///
    /// ```swift
    /// DefaultToggleStyle().makeBody(configuration: configuration)
    /// ```
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A toggle style that displays a leading label and a trailing switch.
public struct SwitchToggleStyle: ToggleStyle {
    /// Creates the switch style.
    ///
    /// ```swift
    /// Toggle("On", isOn: $isOn).toggleStyle(SwitchToggleStyle())
    /// ```
    public nonisolated init(tint: Color? = nil) {}
    /// The label.
    ///
    /// ```swift
    /// SwitchToggleStyle().makeBody(configuration: configuration)
    /// ```
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A toggle style that displays as a button with its label.
public struct ButtonToggleStyle: ToggleStyle {
    /// Creates the button style.
    ///
    /// ```swift
    /// Toggle("Bold", isOn: $isBold).toggleStyle(ButtonToggleStyle())
    /// ```
    public nonisolated init() {}
    /// The label.
    ///
    /// ```swift
    /// ButtonToggleStyle().makeBody(configuration: configuration)
    /// ```
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
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

/// A protocol that describes the behavior and appearance of a list.
///
/// ```swift
/// List { ... }.listStyle(.insetGrouped)
/// ```
public protocol ListStyle {}

/// The default list style.
public struct DefaultListStyle: ListStyle {
    /// Creates the default style.
    ///
    /// ```swift
    /// .listStyle(DefaultListStyle())
    /// ```
    public init() {}
}

/// A list style without decoration.
public struct PlainListStyle: ListStyle {
    /// Creates the plain style.
    ///
    /// ```swift
    /// .listStyle(PlainListStyle())
    /// ```
    public init() {}
}

/// A list style with grouped sections.
public struct GroupedListStyle: ListStyle {
    /// Creates the grouped style.
    ///
    /// ```swift
    /// .listStyle(GroupedListStyle())
    /// ```
    public init() {}
}

/// A list style with inset rows.
public struct InsetListStyle: ListStyle {
    /// Creates the inset style.
    ///
    /// ```swift
    /// .listStyle(InsetListStyle())
    /// ```
    public init() {}
}

/// A list style with inset grouped sections.
public struct InsetGroupedListStyle: ListStyle {
    /// Creates the inset grouped style.
    ///
    /// ```swift
    /// .listStyle(InsetGroupedListStyle())
    /// ```
    public init() {}
}

/// A list style for a sidebar.
public struct SidebarListStyle: ListStyle {
    /// Creates the sidebar style.
    ///
    /// ```swift
    /// .listStyle(SidebarListStyle())
    /// ```
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    /// The default list style.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// A list style without decoration.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// A list style with grouped sections.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// A list style with inset rows.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// A list style with inset grouped sections.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A list style for a sidebar.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// A type that applies a custom appearance to all labels within a view.
///
/// ```swift
/// Label("Favorites", systemImage: "star").labelStyle(.iconOnly)
/// ```
public protocol LabelStyle {}

/// A label style that shows the title and the icon.
public struct DefaultLabelStyle: LabelStyle {
    /// Creates the default style.
    ///
    /// ```swift
    /// .labelStyle(DefaultLabelStyle())
    /// ```
    public init() {}
}

/// A label style that shows only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates the icon-only style.
    ///
    /// ```swift
    /// .labelStyle(IconOnlyLabelStyle())
    /// ```
    public init() {}
}

/// A label style that shows only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates the title-only style.
    ///
    /// ```swift
    /// .labelStyle(TitleOnlyLabelStyle())
    /// ```
    public init() {}
}

/// A label style that shows the title and the icon.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates the title-and-icon style.
    ///
    /// ```swift
    /// .labelStyle(TitleAndIconLabelStyle())
    /// ```
    public init() {}
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default label style.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// A label style that shows only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// A label style that shows only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// A label style that shows the title and the icon.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

/// A type that applies standard interaction behavior to all progress views within a view
/// hierarchy.
///
/// ```swift
/// ProgressView().progressViewStyle(.circular)
/// ```
public protocol ProgressViewStyle {}

/// The default progress view style.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates the default style.
    ///
    /// ```swift
    /// .progressViewStyle(DefaultProgressViewStyle())
    /// ```
    public init() {}
}

/// A progress view that uses a circular gauge.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// Creates the circular style.
    ///
    /// ```swift
    /// .progressViewStyle(CircularProgressViewStyle())
    /// ```
    public init() {}
    /// Creates the circular style with a tint.
    ///
    /// ```swift
    /// .progressViewStyle(CircularProgressViewStyle(tint: .white))
    /// ```
    public init(tint: Color) {}
}

/// A progress view that shows a horizontal bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// Creates the linear style.
    ///
    /// ```swift
    /// .progressViewStyle(LinearProgressViewStyle())
    /// ```
    public init() {}
    /// Creates the linear style with a tint.
    ///
    /// ```swift
    /// .progressViewStyle(LinearProgressViewStyle(tint: .green))
    /// ```
    public init(tint: Color) {}
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default progress view style.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A circular gauge.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A horizontal bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

/// A specification for the appearance and interaction of a navigation view.
///
/// ```swift
/// NavigationView { ... }.navigationViewStyle(.stack)
/// ```
public protocol NavigationViewStyle {}

/// The default navigation view style.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// Creates the default style.
    ///
    /// ```swift
    /// .navigationViewStyle(DefaultNavigationViewStyle())
    /// ```
    public init() {}
}

/// A navigation view style that shows one view at a time.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// Creates the stack style.
    ///
    /// ```swift
    /// .navigationViewStyle(StackNavigationViewStyle())
    /// ```
    public init() {}
}

/// A navigation view style that shows views in columns.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    /// Creates the column style.
    ///
    /// ```swift
    /// .navigationViewStyle(ColumnNavigationViewStyle())
    /// ```
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The default navigation view style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One view at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Views in columns.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// Sets the style of the buttons in this view.
    ///
    /// ```swift
    /// Button("Buy") { }.buttonStyle(PillStyle())
    /// ```
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> { attribute("buttonStyle", TypeNameValue(S.self)) }

    /// Sets the style of the buttons in this view.
    ///
    /// ```swift
    /// VStack { Button("A") { }; Button("B") { } }.buttonStyle(.bordered)
    /// ```
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> { attribute("buttonStyle", TypeNameValue(S.self)) }

    /// Sets the border shape of the bordered buttons in this view.
    ///
    /// ```swift
    /// Button("Tag") { }.buttonStyle(.bordered).buttonBorderShape(.capsule)
    /// ```
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<Self, _AttributeModifier> { attribute("buttonBorderShape", shape) }

    /// Sets the size of the controls in this view.
    ///
    /// ```swift
    /// Button("Go") { }.controlSize(.large)
    /// ```
    public func controlSize(_ controlSize: ControlSize) -> ModifiedContent<Self, _AttributeModifier> { attribute("controlSize", controlSize) }

    /// Sets the style of the text fields in this view.
    ///
    /// ```swift
    /// TextField("Name", text: $name).textFieldStyle(.roundedBorder)
    /// ```
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> { attribute("textFieldStyle", TypeNameValue(S.self)) }

    /// Sets the style of the toggles in this view.
    ///
    /// ```swift
    /// Toggle("Bold", isOn: $isBold).toggleStyle(.button)
    /// ```
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> { attribute("toggleStyle", TypeNameValue(S.self)) }

    /// Sets the style of the lists in this view.
    ///
    /// ```swift
    /// List { ... }.listStyle(.insetGrouped)
    /// ```
    public func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> { attribute("listStyle", TypeNameValue(S.self)) }

    /// Sets the style of the labels in this view.
    ///
    /// ```swift
    /// Label("Star", systemImage: "star").labelStyle(.iconOnly)
    /// ```
    public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> { attribute("labelStyle", TypeNameValue(S.self)) }

    /// Sets the style of the progress views in this view.
    ///
    /// ```swift
    /// ProgressView(value: 0.5).progressViewStyle(.linear)
    /// ```
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> { attribute("progressViewStyle", TypeNameValue(S.self)) }

    /// Sets the style of the navigation views in this view.
    ///
    /// ```swift
    /// NavigationView { ... }.navigationViewStyle(.stack)
    /// ```
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> { attribute("navigationViewStyle", TypeNameValue(S.self)) }

    /// Hides the labels of the controls in this view (their titles still find them).
    ///
    /// ```swift
    /// Picker("Color", selection: $color) { ... }.labelsHidden()
    /// ```
    public func labelsHidden() -> ModifiedContent<Self, _AttributeModifier> { attribute("labelsHidden") }
}
