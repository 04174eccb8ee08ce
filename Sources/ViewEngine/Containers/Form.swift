/// A container for grouping controls used for data entry.
///
/// ```swift
/// Form {
///     TextField("text:", text: $text)
/// }
/// ```
public struct Form<Content: View>: View {
    @usableFromInline let content: Content

    /// Creates a form with the given content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension Form: ContainerView {
    @usableFromInline var renderedTitle: String? { "Form" }
    /// A form's views are rows (Rules R22, `ListLayout`).
    @usableFromInline var containerLayout: ContainerLayout { .list(ListLayout()) }
}

