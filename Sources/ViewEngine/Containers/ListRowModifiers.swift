// The modifiers of list rows and sections, each recorded (``_AttributeModifier``): a row's
// background, insets, separators and spacing, a section header's prominence, and the badge
// (shown: a reader sees the count).

import ViewEngineCore

extension View {
    /// SwiftUI's `listRowBackground(_:)`.
    public func listRowBackground<V: View>(_ view: V?) -> ModifiedContent<Self, _AttributeModifier> { recorded(.listRowBackground, ("", AnyArgument(view))) }
    /// SwiftUI's `listRowInsets(_:)`.
    public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, _AttributeModifier> { recorded(.listRowInsets, ("", insets)) }
    /// SwiftUI's `listRowSeparator(_:edges:)`.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.listRowSeparator, ("", visibility), ("edges", edges))
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
    /// SwiftUI's `listRowInsets(_:_:)` (iOS 26): the inset of the row on the given edges
    /// (`.listRowInsets(.horizontal, 0)`); `nil` for the system's.
    public func listRowInsets(_ edges: Edge.Set = .all, _ length: CGFloat?) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.listRowInsets, ("", edges), ("", length))
    }
}

/// A type indicating the prominence of a view hierarchy.
///
/// ```swift
/// Section("Pinned") { ... }.headerProminence(.increased)
/// ```
public enum Prominence: Hashable, Sendable {
    case standard, increased
}

extension Prominence: AttributeValue {}
