// The option values of effect modifiers found in the sample's long tail (Inventory/):
// each is recorded by its name; pictures do not draw these effects (<doc:Pictures>).

// ColorRenderingMode is declared with Canvas (Drawing/Canvas.swift).
import ViewEngineCore

extension ColorRenderingMode: AttributeValue {}

/// An effect applied when the pointer hovers over a view (iPadOS, visionOS).
///
/// ```swift
/// Button("Open") { open() }.hoverEffect(.lift)
/// ```
public struct HoverEffect: Hashable, Sendable {
    let name: String
    /// An effect that attempts to determine the effect automatically.
    public static let automatic = HoverEffect(name: "automatic")
    /// An effect that morphs the pointer into a platter behind the view.
    public static let highlight = HoverEffect(name: "highlight")
    /// An effect that slides the pointer under the view and disappears.
    public static let lift = HoverEffect(name: "lift")
}

extension HoverEffect: AttributeValue {
    package var attributeDescription: String { name }
}

/// The placement of a container background (`containerBackground(_:for:)`).
///
/// ```swift
/// ContentView().containerBackground(.blue.gradient, for: .widget)
/// ```
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    /// The background of a widget.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
    /// The background of a navigation view or stack.
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    /// The background of a navigation split view's sidebar, content and detail columns.
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
    /// The background of a tab view.
    public static let tabView = ContainerBackgroundPlacement(name: "tabView")
    /// The background of a window.
    public static let window = ContainerBackgroundPlacement(name: "window")
    /// The background of a StoreKit subscription store view, behind all of it.
    public static let subscriptionStoreFullHeight = ContainerBackgroundPlacement(name: "subscriptionStoreFullHeight")
    /// The background of a StoreKit subscription store view's header (its marketing
    /// content).
    public static let subscriptionStoreHeader = ContainerBackgroundPlacement(name: "subscriptionStoreHeader")
}

extension ContainerBackgroundPlacement: AttributeValue {
    package var attributeDescription: String { name }
}

extension View {
    /// SwiftUI's `drawingGroup(opaque:colorMode:)`: composites the view's contents into an
    /// offscreen image before final display; recorded.
    ///
    /// - Parameters:
    ///   - opaque: Whether the image is opaque.
    ///   - colorMode: The working color space and storage format of the image.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("drawingGroup", ("opaque", opaque), ("colorMode", colorMode))
    }

    /// SwiftUI's deprecated `colorScheme(_:)`: sets the color scheme of this view and its
    /// children, as `preferredColorScheme(_:)` and `environment(\.colorScheme, _:)` do
    /// now; recorded, and written into the environment.
    ///
    /// ```swift
    /// OnboardingView().colorScheme(.dark)
    /// ```
    ///
    /// - Parameter colorScheme: The color scheme for this view.
    public func colorScheme(_ colorScheme: ColorScheme) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("colorScheme", writing: { $0.colorScheme = colorScheme }, ("", colorScheme))
    }

    /// SwiftUI's `hoverEffect(_:isEnabled:)`: an effect while the pointer is over the view; recorded.
    ///
    /// - Parameters:
    ///   - effect: The effect to apply to this view.
    ///   - isEnabled: Whether the effect is enabled.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("hoverEffect", ("", effect), ("isEnabled", nonDefault(isEnabled, true)))
    }

    /// SwiftUI's `flipsForRightToLeftLayoutDirection(_:)`: whether the view flips its
    /// contents horizontally in a right-to-left layout; recorded.
    ///
    /// - Parameter enabled: Whether the view flips.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("flipsForRightToLeftLayoutDirection", ("", enabled))
    }
}
