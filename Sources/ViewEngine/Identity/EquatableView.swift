/// A view type that compares itself against its previous value and prevents its
/// child updating if its new value is the same as its old value.
///
/// ```swift
/// EquatableView(content: ExpensiveView(model: model))
/// ExpensiveView(model: model).equatable()
/// ```
///
/// The engine compares the new `content` with the kept one using `==` only; while they
/// are equal the kept content stays (Rules R12). A view that conforms to `Equatable` is
/// compared the same way without the wrapper.
public struct EquatableView<Content: View & Equatable>: Equatable {
    /// The view content.
    public var content: Content

    /// Creates a view that updates only when `content` changes (`==`).
    public init(content: Content) { self.content = content }
}

extension EquatableView: View {
    /// The content itself.
    public var body: Content { content }
}

extension View where Self: Equatable {
    /// Prevents the view from updating its child view when its new value is the same as
    /// its old value.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
