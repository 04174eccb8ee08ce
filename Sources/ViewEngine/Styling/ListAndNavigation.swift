// List rows, scrolling and bars, each recorded (``_AttributeModifier``). A badge is shown
// (a reader sees the count); `scrollDisabled` is recorded and driver calls still reach the
// content.

import ViewEngineCore

extension View {
    /// SwiftUI's `listRowBackground(_:)`.
    public func listRowBackground<V: View>(_ view: V?) -> ModifiedContent<Self, _AttributeModifier> { recorded("listRowBackground", ("", AnyArgument(view))) }
    /// SwiftUI's `listRowInsets(_:)`.
    public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, _AttributeModifier> { recorded("listRowInsets", ("", insets)) }
    /// SwiftUI's `listRowSeparator(_:edges:)`.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("listRowSeparator", ("", visibility), ("edges", edges))
    }
    /// SwiftUI's `listRowSeparatorTint(_:edges:)`.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("listRowSeparatorTint", ("", color), ("edges", edges))
    }
    /// SwiftUI's `listSectionSeparator(_:edges:)`.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("listSectionSeparator", ("", visibility), ("edges", edges))
    }
    /// SwiftUI's `listRowSpacing(_:)`.
    public func listRowSpacing(_ spacing: CGFloat?) -> ModifiedContent<Self, _AttributeModifier> { recorded("listRowSpacing", ("", spacing)) }
    /// SwiftUI's `scrollContentBackground(_:)`.
    public func scrollContentBackground(_ visibility: Visibility) -> ModifiedContent<Self, _AttributeModifier> { recorded("scrollContentBackground", ("", visibility)) }
    /// SwiftUI's `scrollIndicators(_:axes:)`.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("scrollIndicators", ("", visibility), ("axes", axes))
    }
    /// SwiftUI's `scrollDisabled(_:)`; driver calls still reach the content.
    public func scrollDisabled(_ disabled: Bool) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("scrollDisabled", writing: { if disabled { $0.isScrollEnabled = false } }, ("", disabled))
    }
    /// SwiftUI's `headerProminence(_:)`.
    public func headerProminence(_ prominence: Prominence) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("headerProminence", writing: { $0.headerProminence = prominence }, ("", prominence))
    }
    /// SwiftUI's `badge(_:)` with a count; shown unless 0 (`Text "Inbox" [badge: 3]`).
    public func badge(_ count: Int) -> ModifiedContent<Self, _AttributeModifier> { recorded("badge", shown: count != 0, ("", count)) }
    /// SwiftUI's `badge(_:)` with a text; shown unless `nil`.
    public func badge(_ label: Text?) -> ModifiedContent<Self, _AttributeModifier> { recorded("badge", shown: label != nil, ("", label)) }
    /// SwiftUI's `badge(_:)` with a string; shown unless `nil`.
    public func badge<S: StringProtocol>(_ label: S?) -> ModifiedContent<Self, _AttributeModifier> { recorded("badge", shown: label != nil, ("", label.map { String($0) })) }
    /// SwiftUI's `navigationBarTitleDisplayMode(_:)`.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("navigationBarTitleDisplayMode", ("", displayMode))
    }
    /// SwiftUI's `navigationBarHidden(_:)`.
    public func navigationBarHidden(_ hidden: Bool) -> ModifiedContent<Self, _AttributeModifier> { recorded("navigationBarHidden", ("", hidden)) }
    /// SwiftUI's `navigationBarBackButtonHidden(_:)`.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("navigationBarBackButtonHidden", ("", hidesBackButton))
    }
    /// SwiftUI's `statusBarHidden(_:)`.
    public func statusBarHidden(_ hidden: Bool = true) -> ModifiedContent<Self, _AttributeModifier> { recorded("statusBarHidden", ("", hidden)) }
    /// SwiftUI's `persistentSystemOverlays(_:)`.
    public func persistentSystemOverlays(_ visibility: Visibility) -> ModifiedContent<Self, _AttributeModifier> { recorded("persistentSystemOverlays", ("", visibility)) }
}

/// SwiftUI's `ScrollIndicatorVisibility`: the visibility of scroll indicators.
public enum ScrollIndicatorVisibility: Hashable, Sendable {
    /// The system's default; visible; hidden (except, on some platforms, while scrolling); never visible.
    case automatic, visible, hidden, never
}

extension ScrollIndicatorVisibility: AttributeValue {}

/// A type indicating the prominence of a view hierarchy.
///
/// ```swift
/// Section("Pinned") { ... }.headerProminence(.increased)
/// ```
public enum Prominence: Hashable, Sendable {
    case standard, increased
}

extension Prominence: AttributeValue {}

/// Items of a navigation bar.
///
/// ```swift
/// .navigationBarTitleDisplayMode(.large)
/// ```
public enum NavigationBarItem {
    /// A style for displaying the title of a navigation bar.
    ///
    /// ```swift
    /// NavigationBarItem.TitleDisplayMode.inline
    /// ```
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

extension NavigationBarItem.TitleDisplayMode: AttributeValue {}
