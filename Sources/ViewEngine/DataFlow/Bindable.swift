import ViewEngineCore
import Observation

/// A property wrapper type that supports creating bindings to the mutable
/// properties of `@Observable` objects.
///
/// ```swift
/// @Observable final class Book { var title = "" }
///
/// struct TitleEditor: View {
///     @Bindable var book: Book
///     var body: some View {
///         TextField("Title", text: $book.title)
///     }
/// }
/// ```
///
/// A body that reads a model property depends on it through Observation: the
/// view re-evaluates when that property changes, not when an unread one does.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    /// The wrapped object.
    public var wrappedValue: Value

    /// The bindable wrapper for the object.
    public var projectedValue: Bindable<Value> { self }

    /// Creates a bindable object from an observable object.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// Creates a bindable object from an observable object.
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// Returns a binding to the value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(location: BindingLocation(object: object, path: [keyPath]),
                       get: { object[keyPath: keyPath] },
                       set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: ViewInputComparable {
    /// Two `@Bindable` properties are the same input when they wrap the same object.
    package static func _isSameInput(_ lhs: Self, _ rhs: Self) -> Bool {
        lhs.wrappedValue
            === rhs.wrappedValue
    }
}
