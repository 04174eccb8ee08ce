/// An interface for a stored variable that updates an external property of a view.
///
/// The engine attaches every dynamic property of a view — `@State`, `@Binding`,
/// `@StateObject`, `@ObservedObject`, `@EnvironmentObject`, `@Environment`,
/// `@FocusState`, `@AppStorage`, and your own types conforming to this protocol, with the
/// dynamic properties they contain — before each evaluation of its body, then calls
/// ``update()`` on your own types.
///
/// ```swift
/// @propertyWrapper
/// struct Counted: DynamicProperty {
///     @State private var count = 0
///     var wrappedValue: Int { count }
///     func increment() { count += 1 }
/// }
/// ```
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value; called before each evaluation
    /// of the body that contains it.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing: most dynamic properties have nothing to update.
    public mutating func update() {}
}
