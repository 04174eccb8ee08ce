// List-row and bar appearance beyond ListAndNavigation.swift: the iOS 26 edge form of
// `listRowInsets` and the iOS 13 `statusBar(hidden:)`. Recorded, not shown.

extension View {
    /// SwiftUI's `listRowInsets(_:_:)` (iOS 26): the inset of the row on the given edges
    /// (`.listRowInsets(.horizontal, 0)`); `nil` for the system's.
    public func listRowInsets(_ edges: Edge.Set = .all, _ length: CGFloat?) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("listRowInsets", ("", edges), ("", length))
    }

    /// SwiftUI's `statusBar(hidden:)` (iOS 13; `statusBarHidden(_:)` since): whether the
    /// status bar is hidden.
    public func statusBar(hidden: Bool) -> ModifiedContent<Self, _AttributeModifier> { recorded("statusBar", ("hidden", hidden)) }
}
