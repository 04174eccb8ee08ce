// The pointer and help modifiers an iOS file carries for iPad pointers and the Mac:
// recorded (``_AttributeModifier``), not shown. The host has no pointer, so a hover
// action never runs.

import ViewEngineCore

extension View {
    /// SwiftUI's `onHover(perform:)`: recorded; the host has no pointer, so `action` never runs.
    public func onHover(perform action: @escaping (Bool) -> Void) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("onHover", ("perform", AnyArgument(action)))
    }
    /// SwiftUI's `help(_:)` with a text: the help tag's text, recorded.
    public func help(_ text: Text) -> ModifiedContent<Self, _AttributeModifier> { recorded("help", ("", text)) }
    /// SwiftUI's `help(_:)` with a localized key, recorded.
    public func help(_ textKey: LocalizedStringKey) -> ModifiedContent<Self, _AttributeModifier> { recorded("help", ("", textKey.key)) }
    /// SwiftUI's `help(_:)` with a string, recorded.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> ModifiedContent<Self, _AttributeModifier> { recorded("help", ("", String(text))) }
}
