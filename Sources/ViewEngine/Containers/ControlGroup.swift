/// A container view that displays semantically-related controls in a visually-appropriate
/// manner for the context.
///
/// ```swift
/// ControlGroup {
///     Button("Decrease") { size -= 1 }
///     Button("Increase") { size += 1 }
/// }
/// ```
///
/// ``ViewHost/render()`` writes `ControlGroup` above its controls, which are driven as
/// anywhere else.
public struct ControlGroup<Content: View>: View {
    @usableFromInline let content: Content

    /// Creates a new control group with the specified content.
    ///
    /// ```swift
    /// ControlGroup { Button("Bold") { bold() }; Button("Italic") { italic() } }
    /// ```
    ///
    /// - Parameter content: The content to display.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension ControlGroup: ContainerView {
    @usableFromInline var renderedTitle: String? { "ControlGroup" }
}
