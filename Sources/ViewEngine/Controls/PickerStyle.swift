/// A type that specifies the appearance and interaction of all pickers within a view
/// hierarchy.
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

/// The default picker style, based on the picker's context.
public struct DefaultPickerStyle: PickerStyle {
    /// Creates a default picker style.
    public init() {}
}

/// A picker style that presents the options as a menu when the user presses a button.
public struct MenuPickerStyle: PickerStyle {
    /// Creates a menu picker style.
    public init() {}
}

/// A picker style that presents the options in a segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    /// Creates a segmented picker style.
    public init() {}
}

/// A picker style that presents the options as inline views within their container.
public struct InlinePickerStyle: PickerStyle {
    /// Creates an inline picker style.
    public init() {}
}

/// A picker style that presents the options in a scrollable wheel.
public struct WheelPickerStyle: PickerStyle {
    /// Creates a wheel picker style.
    public init() {}
}

/// A picker style that pushes a list of the options onto a navigation stack.
public struct NavigationLinkPickerStyle: PickerStyle {
    /// Creates a navigation link picker style.
    public init() {}
}

/// A picker style that presents the options as a row of compact elements.
public struct PalettePickerStyle: PickerStyle {
    /// Creates a palette picker style.
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default picker style: `.pickerStyle(.automatic)`.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A menu of the options: `.pickerStyle(.menu)`.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A segmented control: `.pickerStyle(.segmented)`.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options inline: `.pickerStyle(.inline)`.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel: `.pickerStyle(.wheel)`.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A pushed list of the options: `.pickerStyle(.navigationLink)`.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A palette: `.pickerStyle(.palette)`.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// The modifier behind ``View/pickerStyle(_:)``.
public struct _PickerStyleModifier: ViewModifier {
    let name: String
    public typealias Body = Never
}

extension _PickerStyleModifier: PrimitiveModifier {
    static func makeNode<Content: View>(
        _ view: ModifiedContent<Content, Self>, graph: ViewGraph, parent: Node?, index: Int
    ) -> TypedNode<ModifiedContent<Content, Self>> {
        PickerStyleNode(view, graph: graph, parent: parent, index: index)
    }
}

/// Sets the style of the pickers below it.
@MainActor
final class PickerStyleNode<Content: View>: ModifierNode<Content, _PickerStyleModifier>, PickerStyling {
    var pickerStyleName: String { modifier.name }
}

/// A node that sets the style of the pickers below it.
@MainActor
protocol PickerStyling: AnyObject {
    var pickerStyleName: String { get }
}

enum PickerStyles {
    /// The name of the style the nearest ``View/pickerStyle(_:)`` above `node` sets, unless automatic.
    @MainActor static func name(around node: Node) -> String? {
        var ancestor = node.parent
        while let each = ancestor {
            if let styling = each as? PickerStyling {
                return styling.pickerStyleName == "automatic" ? nil : styling.pickerStyleName
            }
            ancestor = each.parent
        }
        return nil
    }

    /// `segmented` for `SegmentedPickerStyle`.
    static func name<S: PickerStyle>(of _: S.Type) -> String {
        let type = "\(S.self)"
        guard type != "DefaultPickerStyle" else { return "automatic" }
        let base = type.hasSuffix("PickerStyle") ? String(type.dropLast("PickerStyle".count)) : type
        return base.prefix(1).lowercased() + base.dropFirst()
    }
}

extension View {
    /// Sets the style for pickers within this view.
    ///
    /// ```swift
    /// Picker("Theme", selection: $theme) { ... }
    ///     .pickerStyle(.segmented)
    /// ```
    ///
    /// - Parameter style: The style to apply.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        modifier(_PickerStyleModifier(name: PickerStyles.name(of: S.self)))
    }
}
