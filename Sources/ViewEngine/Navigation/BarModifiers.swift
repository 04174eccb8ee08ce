// The modifiers of the navigation bar and the status bar, each recorded
// (``_AttributeModifier``): the title's display mode, hiding the bar, its back button, the
// status bar and the system overlays.

import ViewEngineCore

extension View {
    /// SwiftUI's `navigationBarTitleDisplayMode(_:)`.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.navigationBarTitleDisplayMode, ("", displayMode))
    }
    /// SwiftUI's `navigationBarHidden(_:)`.
    public func navigationBarHidden(_ hidden: Bool) -> ModifiedContent<Self, _AttributeModifier> { recorded(.navigationBarHidden, ("", hidden)) }
    /// SwiftUI's `navigationBarBackButtonHidden(_:)`.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.navigationBarBackButtonHidden, ("", hidesBackButton))
    }
    /// SwiftUI's `statusBarHidden(_:)`.
    public func statusBarHidden(_ hidden: Bool = true) -> ModifiedContent<Self, _AttributeModifier> { recorded(.statusBarHidden, ("", hidden)) }
    /// SwiftUI's `persistentSystemOverlays(_:)`.
    public func persistentSystemOverlays(_ visibility: Visibility) -> ModifiedContent<Self, _AttributeModifier> { recorded("persistentSystemOverlays", ("", visibility)) }
    /// SwiftUI's `statusBar(hidden:)` (iOS 13; `statusBarHidden(_:)` since): whether the
    /// status bar is hidden.
    public func statusBar(hidden: Bool) -> ModifiedContent<Self, _AttributeModifier> { recorded(.statusBar, ("hidden", hidden)) }
}

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
