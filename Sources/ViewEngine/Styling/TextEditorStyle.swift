// The styles of text editors: `textEditorStyle(_:)` is recorded (``_AttributeModifier``),
// not shown (`textEditorStyle: plain`); an editor is typed into the same in every style.

/// SwiftUI's `TextEditorStyle`: the appearance of the text editors in a view.
///
/// ```swift
/// TextEditor(text: $notes).textEditorStyle(.plain)
/// ```
import ViewEngineCore

public protocol TextEditorStyle: Sendable {}

/// SwiftUI's `AutomaticTextEditorStyle` (`.automatic`).
public struct AutomaticTextEditorStyle: TextEditorStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    package var attributeDescription: String { "automatic" }
}

/// SwiftUI's `PlainTextEditorStyle` (`.plain`): no decoration.
public struct PlainTextEditorStyle: TextEditorStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    package var attributeDescription: String { "plain" }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The default text editor style.
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// A text editor style with no decoration.
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

extension View {
    /// SwiftUI's `textEditorStyle(_:)`.
    public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("textEditorStyle", ("", AnyArgument(style)))
    }
}
