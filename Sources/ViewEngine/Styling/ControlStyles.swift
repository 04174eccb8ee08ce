import ViewEngineCore
import Foundation

// The styles of text fields, lists, labels, progress views, navigation views, navigation
// split views and pickers: each `xStyle(_:)` modifier is recorded (``_AttributeModifier``),
// not shown, except that a picker writes its style after its title (`Picker "Theme"
// (segmented)`). The built-in
// styles are written as their shorthand (`listStyle: insetGrouped`), with their arguments
// (`progressViewStyle: circular(tint: white)`); a custom style, by its type's name.

/// A style the engine declares (`PlainButtonStyle`, `InsetGroupedListStyle`...): written as
/// its shorthand — the type's name without its family, `Default` as `automatic` — with its
/// arguments: `circular(tint: white)`. One with no stored properties is the same as any
/// other of its type; one with some is `Equatable`.
package protocol BuiltInStyle: AttributeValue {}

extension BuiltInStyle {
    package var attributeDescription: String {
        var name = "\(Self.self)"
        for family in ["ButtonStyle", "ToggleStyle", "TextFieldStyle", "ListStyle", "LabelStyle", "ProgressViewStyle",
                       "NavigationSplitViewStyle", "NavigationViewStyle", "PickerStyle", "GaugeStyle", "MenuStyle",
                       "GroupBoxStyle", "LabeledContentStyle"] where name.hasSuffix(family) {
            name.removeLast(family.count)
            break
        }
        name = name == "Default" ? "automatic" : name.prefix(1).lowercased() + name.dropFirst()
        let arguments = GenericDescription.properties(of: self)
        return arguments.isEmpty ? name : "\(name)(\(arguments.joined(separator: ", ")))"
    }

    package func isSameAttributeValue(as other: any AttributeValue) -> Bool { other is Self && MemoryLayout<Self>.size == 0 }
}

extension BuiltInStyle where Self: Equatable {
    package func isSameAttributeValue(as other: any AttributeValue) -> Bool { (other as? Self) == self }
}

// MARK: Text fields

/// SwiftUI's `TextFieldStyle`: the appearance of the text fields in a view.
public protocol TextFieldStyle: Sendable {}

/// SwiftUI's `DefaultTextFieldStyle` (`.automatic`).
public struct DefaultTextFieldStyle: TextFieldStyle, BuiltInStyle { public init() {} }
/// SwiftUI's `PlainTextFieldStyle` (`.plain`): no decoration.
public struct PlainTextFieldStyle: TextFieldStyle, BuiltInStyle { public init() {} }
/// SwiftUI's `RoundedBorderTextFieldStyle` (`.roundedBorder`): a system-defined rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltInStyle { public init() {} }

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

// MARK: Lists

/// SwiftUI's `ListStyle`: the behaviour and appearance of the lists in a view.
public protocol ListStyle: Sendable {}

/// SwiftUI's `DefaultListStyle` (`.automatic`).
public struct DefaultListStyle: ListStyle, BuiltInStyle { public init() {} }
/// SwiftUI's `PlainListStyle` (`.plain`).
public struct PlainListStyle: ListStyle, BuiltInStyle { public init() {} }
/// SwiftUI's `GroupedListStyle` (`.grouped`).
public struct GroupedListStyle: ListStyle, BuiltInStyle { public init() {} }
/// SwiftUI's `InsetListStyle` (`.inset`).
public struct InsetListStyle: ListStyle, BuiltInStyle { public init() {} }
/// SwiftUI's `InsetGroupedListStyle` (`.insetGrouped`).
public struct InsetGroupedListStyle: ListStyle, BuiltInStyle { public init() {} }
/// SwiftUI's `SidebarListStyle` (`.sidebar`).
public struct SidebarListStyle: ListStyle, BuiltInStyle { public init() {} }

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

// MARK: Labels

/// SwiftUI's `LabelStyle`: how the labels in a view show their title and icon.
///
/// ```swift
/// struct TrailingIconLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
///
/// Label("Share", systemImage: "square.and.arrow.up").labelStyle(TrailingIconLabelStyle())
/// ```
///
/// A custom style is a view (Rules R23): a label shows its `makeBody(configuration:)`,
/// where `configuration.title` and `configuration.icon` are the label's own title and icon.
/// The built-in styles keep the engine's default (the title), recorded by their shorthand
/// (`labelStyle: iconOnly`).
@MainActor @preconcurrency
public protocol LabelStyle {
    /// A view that represents the body of a label.
    associatedtype Body: View
    /// Creates a view that represents the body of a label.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration
}

/// SwiftUI's `LabelStyleConfiguration`: the properties of a label, for a ``LabelStyle``.
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label: the label's own title, where the style shows it.
    public struct Title: View {
        let source: (any StyleContentSource)?
        public typealias Body = Never
    }
    /// A type-erased icon view of a label: the label's own icon, where the style shows it.
    public struct Icon: View {
        let source: (any StyleContentSource)?
        public typealias Body = Never
    }
    let titleView: Title
    let iconView: Icon
    /// A description of the labeled item.
    public var title: Title { titleView }
    /// A symbolic representation of the labeled item.
    public var icon: Icon { iconView }
}

extension LabelStyleConfiguration.Title: StyleContentProxy {}

extension LabelStyleConfiguration.Icon: StyleContentProxy {}

/// The label styles set above a view (``StyleStack``); `nil` is a built-in style.
struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: StyleStack<(any LabelStyle)?> { StyleStack() }
}

/// SwiftUI's `DefaultLabelStyle` (`.automatic`).
public struct DefaultLabelStyle: LabelStyle, BuiltInStyle {
    /// Creates the default label style.
    public nonisolated init() {}
    /// The icon, then the title.
    public func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
}
/// SwiftUI's `IconOnlyLabelStyle` (`.iconOnly`).
public struct IconOnlyLabelStyle: LabelStyle, BuiltInStyle {
    /// Creates an icon-only label style.
    public nonisolated init() {}
    /// The icon alone.
    public func makeBody(configuration: Configuration) -> LabelStyleConfiguration.Icon { configuration.icon }
}
/// SwiftUI's `TitleOnlyLabelStyle` (`.titleOnly`).
public struct TitleOnlyLabelStyle: LabelStyle, BuiltInStyle {
    /// Creates a title-only label style.
    public nonisolated init() {}
    /// The title alone.
    public func makeBody(configuration: Configuration) -> LabelStyleConfiguration.Title { configuration.title }
}
/// SwiftUI's `TitleAndIconLabelStyle` (`.titleAndIcon`).
public struct TitleAndIconLabelStyle: LabelStyle, BuiltInStyle {
    /// Creates a title-and-icon label style.
    public nonisolated init() {}
    /// The icon, then the title.
    public func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
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

// MARK: Progress views

/// SwiftUI's `ProgressViewStyle`: how the progress views in a view show their progress.
///
/// ```swift
/// struct ThemedProgressStyle: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         ProgressView(configuration).tint(.orange)
///     }
/// }
/// ```
///
/// A custom style is a view (Rules R23): a progress view shows its
/// `makeBody(configuration:)`, with the progress view's own labels in the configuration.
/// The built-in styles keep the engine's line, recorded by their shorthand.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// A view representing the body of a progress view.
    associatedtype Body: View
    /// Creates a view representing the body of a progress view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a progress view.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// SwiftUI's `ProgressViewStyleConfiguration`: the properties of a progress view, for a
/// ``ProgressViewStyle``.
public struct ProgressViewStyleConfiguration {
    /// A type-erased label describing the task represented by the progress view.
    public struct Label: View {
        let source: (any StyleContentSource)?
        public typealias Body = Never
    }
    /// A type-erased label that describes the current value of a progress view.
    public struct CurrentValueLabel: View {
        let source: (any StyleContentSource)?
        public typealias Body = Never
    }
    /// The completed fraction of the task, from 0.0 to 1.0, or `nil` if indeterminate.
    public let fractionCompleted: Double?
    let labelView: Label?
    let currentValueLabelView: CurrentValueLabel?
    /// A view that describes the task represented by the progress view (`nil` without one).
    public var label: Label? { labelView }
    /// A view that describes the current value of a progress view (`nil` without one).
    public var currentValueLabel: CurrentValueLabel? { currentValueLabelView }
}

extension ProgressViewStyleConfiguration.Label: StyleContentProxy {}

extension ProgressViewStyleConfiguration.CurrentValueLabel: StyleContentProxy {}

/// The progress view styles set above a view (``StyleStack``); `nil` is a built-in style.
struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: StyleStack<(any ProgressViewStyle)?> { StyleStack() }
}

/// SwiftUI's `DefaultProgressViewStyle` (`.automatic`).
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInStyle {
    /// Creates the default progress view style.
    public nonisolated init() {}
    /// The label, as the engine has no bar to draw.
    public func makeBody(configuration: Configuration) -> ProgressViewStyleConfiguration.Label? { configuration.label }
}

/// SwiftUI's `CircularProgressViewStyle` (`.circular`): a circular gauge, with an optional tint.
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInStyle, Equatable {
    let tint: Color?
    /// SwiftUI's `CircularProgressViewStyle()`.
    public nonisolated init() { tint = nil }
    /// SwiftUI's `CircularProgressViewStyle(tint:)`.
    public nonisolated init(tint: Color) { self.tint = tint }
    /// The label, as the engine has no gauge to draw.
    public func makeBody(configuration: Configuration) -> ProgressViewStyleConfiguration.Label? { configuration.label }
}

/// SwiftUI's `LinearProgressViewStyle` (`.linear`): a horizontal bar, with an optional tint.
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInStyle, Equatable {
    let tint: Color?
    /// SwiftUI's `LinearProgressViewStyle()`.
    public nonisolated init() { tint = nil }
    /// SwiftUI's `LinearProgressViewStyle(tint:)`.
    public nonisolated init(tint: Color) { self.tint = tint }
    /// The label, as the engine has no bar to draw.
    public func makeBody(configuration: Configuration) -> ProgressViewStyleConfiguration.Label? { configuration.label }
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

// MARK: Navigation views

/// SwiftUI's `NavigationViewStyle`: how a navigation view shows its views.
public protocol NavigationViewStyle: Sendable {}

/// SwiftUI's `DefaultNavigationViewStyle` (`.automatic`).
public struct DefaultNavigationViewStyle: NavigationViewStyle, BuiltInStyle { public init() {} }
/// SwiftUI's `StackNavigationViewStyle` (`.stack`): one view at a time.
public struct StackNavigationViewStyle: NavigationViewStyle, BuiltInStyle { public init() {} }
/// SwiftUI's `ColumnNavigationViewStyle` (`.columns`): views in columns.
public struct ColumnNavigationViewStyle: NavigationViewStyle, BuiltInStyle {
    /// Creates the column style.
    public init() {}
    package var attributeDescription: String { "columns" }
}

/// SwiftUI's `DoubleColumnNavigationViewStyle` (`.columns` before it was renamed): a
/// sidebar and a detail column, as ``ColumnNavigationViewStyle``.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle, BuiltInStyle {
    /// Creates the two-column style.
    public init() {}
    package var attributeDescription: String { "columns" }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// A sidebar and a detail column.
    public static var doubleColumn: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
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

// MARK: Navigation split views

/// SwiftUI's `NavigationSplitViewStyle`: how a navigation split view sizes its columns.
public protocol NavigationSplitViewStyle: Sendable {}

/// SwiftUI's `AutomaticNavigationSplitViewStyle` (`.automatic`).
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle, BuiltInStyle { public init() {} }
/// SwiftUI's `BalancedNavigationSplitViewStyle` (`.balanced`): the detail shrinks to make room for the leading columns.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle, BuiltInStyle { public init() {} }
/// SwiftUI's `ProminentDetailNavigationSplitViewStyle` (`.prominentDetail`): the detail keeps its size.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle, BuiltInStyle { public init() {} }

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// A navigation split style that resolves its appearance automatically.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// A navigation split style that reduces the size of the detail content to make room.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// A navigation split style that maintains the size of the detail content.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

// MARK: Pickers

/// SwiftUI's `PickerStyle`: how the pickers in a view show their options.
///
/// ```swift
/// Picker("Theme", selection: $theme) { ... }
///     .pickerStyle(.segmented)
/// ```
///
/// The engine has no pixels: a style changes nothing but the `(segmented)` that
/// ``ViewHost/render()`` writes after the picker's title. Every style is driven the same
/// way, with ``ViewHost/select(_:in:)-(String,_)``.
public protocol PickerStyle: Sendable {}

/// SwiftUI's `DefaultPickerStyle` (`.automatic`).
public struct DefaultPickerStyle: PickerStyle, BuiltInStyle { public init() {} }
/// SwiftUI's `MenuPickerStyle` (`.menu`): a menu opened by a button.
public struct MenuPickerStyle: PickerStyle, BuiltInStyle { public init() {} }
/// SwiftUI's `SegmentedPickerStyle` (`.segmented`): a segmented control.
public struct SegmentedPickerStyle: PickerStyle, BuiltInStyle { public init() {} }
/// SwiftUI's `InlinePickerStyle` (`.inline`): the options inline in their container.
public struct InlinePickerStyle: PickerStyle, BuiltInStyle { public init() {} }
/// SwiftUI's `WheelPickerStyle` (`.wheel`): a scrollable wheel.
public struct WheelPickerStyle: PickerStyle, BuiltInStyle { public init() {} }
/// SwiftUI's `NavigationLinkPickerStyle` (`.navigationLink`): a pushed list of the options.
public struct NavigationLinkPickerStyle: PickerStyle, BuiltInStyle { public init() {} }
/// SwiftUI's `PalettePickerStyle` (`.palette`): a row of compact elements.
public struct PalettePickerStyle: PickerStyle, BuiltInStyle { public init() {} }

/// SwiftUI's `RadioGroupPickerStyle` (`.radioGroup`, macOS): the options as radio
/// buttons. An iPhone has none: the engine lays out and draws it as the default style.
public struct RadioGroupPickerStyle: PickerStyle, BuiltInStyle { public init() {} }

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// The options as a group of radio buttons (macOS).
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default picker style.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A menu of the options.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options inline.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A pushed list of the options.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A palette.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

enum PickerStyles {
    /// The style the nearest ``View/pickerStyle(_:)`` above `node` sets, as its shorthand
    /// (`segmented`), unless automatic.
    @MainActor static func name(around node: Node) -> String? {
        var ancestor = node.parent
        while let each = ancestor {
            if let style = (each as? any RecordingNode)?.attribute.firstValue(as: (any PickerStyle).self) {
                return style is DefaultPickerStyle ? nil : (style as? any AttributeValue)?.attributeDescription ?? "\(type(of: style))"
            }
            ancestor = each.parent
        }
        return nil
    }
}

extension View {
    /// SwiftUI's `textFieldStyle(_:)`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> { recorded(.textFieldStyle, ("", AnyArgument(style))) }
    /// SwiftUI's `listStyle(_:)`.
    public func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> { recorded(.listStyle, ("", AnyArgument(style))) }
    /// SwiftUI's `labelStyle(_:)`: the labels inside show a custom style's
    /// `makeBody(configuration:)` (Rules R23); recorded by the style's shorthand or type's name.
    public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> {
        let entry = StyleEntry<(any LabelStyle)?>(style is any BuiltInStyle ? nil : style)
        return recorded(.labelStyle, writing: { $0[LabelStyleKey.self].push(entry) }, ("", AnyArgument(style)))
    }
    /// SwiftUI's `progressViewStyle(_:)`: the progress views inside show a custom style's
    /// `makeBody(configuration:)` (Rules R23); recorded by the style's shorthand or type's name.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> {
        let entry = StyleEntry<(any ProgressViewStyle)?>(style is any BuiltInStyle ? nil : style)
        return recorded("progressViewStyle", writing: { $0[ProgressViewStyleKey.self].push(entry) }, ("", AnyArgument(style)))
    }
    /// SwiftUI's `navigationViewStyle(_:)`.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> { recorded("navigationViewStyle", ("", AnyArgument(style))) }
    /// SwiftUI's `navigationSplitViewStyle(_:)`.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("navigationSplitViewStyle", ("", AnyArgument(style)))
    }
    /// SwiftUI's `navigationSplitViewColumnWidth(_:)`: a fixed width for the column holding this view.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("navigationSplitViewColumnWidth", ("", width))
    }
    /// SwiftUI's `navigationSplitViewColumnWidth(min:ideal:max:)`: a flexible width for the column holding this view.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("navigationSplitViewColumnWidth", ("min", min), ("ideal", ideal), ("max", max))
    }
    /// SwiftUI's `pickerStyle(_:)`: the pickers below write it after their title (`Picker "Theme" (segmented)`).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> { recorded("pickerStyle", ("", AnyArgument(style))) }
    /// SwiftUI's `labelsHidden()`: the controls inside hide their labels, as
    /// `labelsVisibility(.hidden)` hides them (``EnvironmentValues/labelsVisibility``);
    /// recorded; the controls' titles still find them.
    public func labelsHidden() -> ModifiedContent<Self, _AttributeModifier> {
        recorded("labelsHidden", writing: { $0.labelsVisibility = .hidden })
    }
}
