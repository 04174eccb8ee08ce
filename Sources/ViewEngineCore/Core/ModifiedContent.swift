/// A value with a modifier applied to it.
///
/// `Text("Hi").onAppear { }` is a `ModifiedContent<Text, ...>`. Modifiers
/// applied in sequence nest: the first applied is innermost.
public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms.
    public var content: Content
    /// The view modifier.
    public var modifier: Modifier

    /// Creates a modified view.
    @inlinable public init(content: consuming Content, modifier: consuming Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

