// Input traits of text fields: keyboard, content type, autocorrection, capitalization and
// the return key, each recorded (``_AttributeModifier``), not shown: the host types what a
// test gives it, whatever the keyboard.

import ViewEngineCore

extension View {
    /// SwiftUI's `keyboardType(_:)`.
    public func keyboardType(_ type: UIKeyboardType) -> ModifiedContent<Self, _AttributeModifier> { recorded("keyboardType", ("", type)) }
    /// SwiftUI's `textContentType(_:)`, for autofill.
    public func textContentType(_ textContentType: UITextContentType?) -> ModifiedContent<Self, _AttributeModifier> { recorded("textContentType", ("", textContentType)) }
    /// SwiftUI's `autocorrectionDisabled(_:)`.
    public func autocorrectionDisabled(_ disable: Bool = true) -> ModifiedContent<Self, _AttributeModifier> { recorded("autocorrectionDisabled", ("", disable)) }
    /// SwiftUI's `disableAutocorrection(_:)` (the iOS 13 spelling of `autocorrectionDisabled`).
    public func disableAutocorrection(_ disable: Bool?) -> ModifiedContent<Self, _AttributeModifier> { recorded("disableAutocorrection", ("", disable)) }
    /// SwiftUI's `textInputAutocapitalization(_:)`.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("textInputAutocapitalization", ("", autocapitalization))
    }
    /// SwiftUI's `autocapitalization(_:)` (the iOS 13 spelling of `textInputAutocapitalization`).
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> ModifiedContent<Self, _AttributeModifier> { recorded("autocapitalization", ("", style)) }
    /// SwiftUI's `submitLabel(_:)`: the label of the return key.
    public func submitLabel(_ submitLabel: SubmitLabel) -> ModifiedContent<Self, _AttributeModifier> { recorded("submitLabel", ("", submitLabel)) }
    /// SwiftUI's `scrollDismissesKeyboard(_:)`.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> ModifiedContent<Self, _AttributeModifier> { recorded("scrollDismissesKeyboard", ("", mode)) }
}

/// SwiftUI's `TextInputAutocapitalization`: how a text field capitalizes what people type.
public enum TextInputAutocapitalization: Hashable, Sendable {
    /// Nothing; the first letter of each word; of each sentence; every letter.
    case never, words, sentences, characters
}

extension TextInputAutocapitalization: AttributeValue {}

/// SwiftUI's `SubmitLabel`: the label of the return key of a text field.
public enum SubmitLabel: Hashable, Sendable {
    /// "Done", "Go", "Send", "Join", "Route", "Search", "Return", "Next", "Continue".
    case done, go, send, join, route, search, `return`, next, `continue`
}

extension SubmitLabel: AttributeValue {}

/// SwiftUI's `ScrollDismissesKeyboardMode`: how scrolling dismisses the keyboard.
public enum ScrollDismissesKeyboardMode: Hashable, Sendable {
    /// The system's default; as soon as scrolling starts; with the drag of the scroll; never.
    case automatic, immediately, interactively, never
}

extension ScrollDismissesKeyboardMode: AttributeValue {}
