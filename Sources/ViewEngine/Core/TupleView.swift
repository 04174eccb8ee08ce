/// A view created from a swift tuple of view values.
///
/// You rarely create a `TupleView` yourself: ``ViewBuilder`` produces one
/// for every block with more than one child. Each element keeps its
/// position as its structural identity.
public struct TupleView<T> {
    /// The tuple of child views.
    public var value: T

    /// Creates a tuple view from a tuple of views.
    public init(_ value: T) { self.value = value }
}

extension TupleView: View {
    public typealias Body = Never
}
