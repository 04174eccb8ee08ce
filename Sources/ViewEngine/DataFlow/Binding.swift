/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// Get one from state with `$`, or compose one yourself:
///
/// ```swift
/// struct Child: View {
///     @Binding var isOn: Bool
///     var body: some View { Toggle("Lights", isOn: $isOn) }
/// }
///
/// Child(isOn: $isOn)
/// Binding(get: { model.name }, set: { model.name = $0 })
/// ```
///
/// Reading a binding during a body makes that view depend on the value it points at.
import ViewEngineCore

@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    let location: BindingLocation?
    private let getter: () -> Value
    private let setter: (Value) -> Void

    init(location: BindingLocation?, get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.location = location
        self.getter = get
        self.setter = set
    }

    /// Creates a binding with closures that read and write the binding value.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(location: nil, get: get, set: set)
    }

    /// Creates a binding from the value of another binding.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// Creates a binding with an immutable value; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: nil, get: { value }, set: { _ in })
    }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the resulting value of a given key path.
    ///
    /// ```swift
    /// TextField("Name", text: $user.name)
    /// ```
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = self.getter, setter = self.setter
        return Binding<Subject>(
            location: location?.appending(keyPath),
            get: { getter()[keyPath: keyPath] },
            set: { newValue in
                var value = getter()
                value[keyPath: keyPath] = newValue
                setter(value)
            })
    }
}

/// Where a binding points: the storage object and the key path inside it. Two bindings
/// with the same location are the same input to a child view (Rules R12).
struct BindingLocation: Equatable {
    let object: AnyObject
    let path: [AnyKeyPath]

    init(object: AnyObject, path: [AnyKeyPath] = []) {
        self.object = object
        self.path = path
    }

    func appending(_ keyPath: AnyKeyPath) -> BindingLocation {
        BindingLocation(object: object, path: path + [keyPath])
    }

    static func == (lhs: BindingLocation, rhs: BindingLocation) -> Bool {
        lhs.object === rhs.object && lhs.path == rhs.path
    }
}

extension Binding: ViewInputComparable {
    package static func _isSameInput(_ lhs: Self, _ rhs: Self) -> Bool {
        let lhs = lhs.location
        let rhs = rhs.location
        guard let lhs, let rhs else { return false }
        return lhs == rhs
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The identity of the value the binding points at.
    public var id: Value.ID { wrappedValue.id }
}
