// The subtitle of a navigation bar (macOS 11, iOS 26): recorded (``_AttributeModifier``),
// not shown, as the bar's other appearance.

extension View {
    /// SwiftUI's `navigationSubtitle(_:)` with a string.
    ///
    /// ```swift
    /// List { ... }.navigationTitle("Inbox").navigationSubtitle("3 unread")
    /// ```
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("navigationSubtitle", ("", String(subtitle)))
    }

    /// SwiftUI's `navigationSubtitle(_:)` with a localized key.
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("navigationSubtitle", ("", Text(subtitleKey)))
    }

    /// SwiftUI's `navigationSubtitle(_:)` with a text view.
    public func navigationSubtitle(_ subtitle: Text) -> ModifiedContent<Self, _AttributeModifier> { recorded("navigationSubtitle", ("", subtitle)) }
}
