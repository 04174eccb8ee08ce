/// A view created from a tuple of view values.
///
/// You rarely create a `TupleView` yourself: ``ViewBuilder`` produces one for every block
/// with more than one child. Each element keeps its position as its structural identity.
///
/// Its elements are a parameter pack, so every element is a view by its type: where
/// SwiftUI's `TupleView<(A, B)>` names a tuple type, this one is `TupleView<A, B>`.
public struct TupleView<each Content: View> {
    /// The tuple of child views.
    public var value: (repeat each Content)

    /// Creates a tuple view from a tuple of views.
    @inlinable public init(_ value: (repeat each Content)) { self.value = value }
}
