// How the bars around a view look: recorded (the engine draws no bars). The items of a
// bar are `toolbar(content:)`'s business (ToolbarModifier.swift).

import ViewEngineCore

extension View {
    /// SwiftUI's `toolbar(_:for:)`: shows or hides the given bars (`.toolbar(.hidden, for:
    /// .tabBar)`); recorded.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.toolbar, ("", visibility), ("for", ToolbarPlacements(bars: bars)))
    }
    /// SwiftUI's `toolbarVisibility(_:for:)`, iOS 18's name of `toolbar(_:for:)`; recorded.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.toolbarVisibility, ("", visibility), ("for", ToolbarPlacements(bars: bars)))
    }
    /// SwiftUI's `toolbarBackground(_:for:)` with a style: the bars' background; recorded.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.toolbarBackground, ("", ShapeStyleValue(style)), ("for", ToolbarPlacements(bars: bars)))
    }
    /// SwiftUI's `toolbarBackground(_:for:)` with a visibility: whether the bars show their
    /// background; recorded.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.toolbarBackground, ("", visibility), ("for", ToolbarPlacements(bars: bars)))
    }
    /// SwiftUI's `toolbarBackgroundVisibility(_:for:)`, iOS 18's name of
    /// `toolbarBackground(_:for:)` with a visibility; recorded.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.toolbarBackgroundVisibility, ("", visibility), ("for", ToolbarPlacements(bars: bars)))
    }
    /// SwiftUI's `toolbarColorScheme(_:for:)`: the color scheme of the bars (`nil`: the
    /// system's); recorded.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("toolbarColorScheme", ("", colorScheme.map { SchemeArgument(name: "\($0)") }), ("for", ToolbarPlacements(bars: bars)))
    }
    /// SwiftUI's `toolbarRole(_:)`: the purpose of the view's toolbar; recorded.
    public func toolbarRole(_ role: ToolbarRole) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("toolbarRole", ("", role))
    }
    /// SwiftUI's `toolbarTitleDisplayMode(_:)`: how the navigation title is displayed;
    /// recorded.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.toolbarTitleDisplayMode, ("", mode))
    }
}

/// A color scheme as a recorded argument: `dark`.
private struct SchemeArgument: NamedAttributeValue {
    let name: String
}
