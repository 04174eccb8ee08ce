/// A type-erased view.
///
/// An `AnyView` whose wrapped view changes type is a new view: the old
/// subtree is unmounted and the new one mounted with fresh state.
///
/// ```swift
/// let erased = AnyView(Text("Hello"))
/// ```
public struct AnyView {
    package let storage: any View
    package let type: ObjectIdentifier

    /// Creates a type-erased view wrapping `view`.
    public init<V: View>(_ view: V) {
        storage = view
        type = ObjectIdentifier(V.self)
    }
}

extension AnyView: View {
    public typealias Body = Never
}
