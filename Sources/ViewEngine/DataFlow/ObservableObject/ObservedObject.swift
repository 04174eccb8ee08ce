/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes.
///
/// ```swift
/// struct Volume: View {
///     @ObservedObject var settings: Settings
///     var body: some View {
///         Stepper("Volume", value: $settings.volume)
///             .onChange(of: settings.volume) { print($0) }
///     }
/// }
/// ```
///
/// It follows the instance its parent passes: a new instance is a new input (Rules R12)
/// and the subscription moves to it. Any `@Published` change of the object re-evaluates
/// the view, whatever its body read (Rules R15).
import ViewEngineCore

@propertyWrapper
@dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The underlying value that the observed object references.
    public var wrappedValue: ObjectType

    /// Creates an observed object with an initial value.
    ///
    /// ```swift
    /// Volume(settings: settings)
    /// ```
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    /// Creates an observed object with an initial value.
    ///
    /// ```swift
    /// _settings = ObservedObject(initialValue: settings)
    /// ```
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    /// A projection of the observed object that creates bindings to its properties.
    ///
    /// ```swift
    /// Toggle("Muted", isOn: $settings.muted)
    /// ```
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

    /// A wrapper of the underlying observable object that can create bindings to its
    /// properties using dynamic member lookup.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// Returns a binding to the resulting value of a given key path.
        ///
        /// ```swift
        /// TextField("Name", text: $model.name)
        /// ```
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = self.root
            return Binding(location: BindingLocation(object: root, path: [keyPath]),
                           get: { root[keyPath: keyPath] },
                           set: { root[keyPath: keyPath] = $0 })
        }
    }

    /// A binding to a property of the observed object, as `$model.property` gives.
    ///
    /// ```swift
    /// let name: Binding<String> = _model[dynamicMember: \.name]
    /// ```
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        projectedValue[dynamicMember: keyPath]
    }
}

extension ObservedObject: AttachedProperty {
    package static func _attach(_ property: inout Self, in context: AttachContext) -> String? {
        let object = property.wrappedValue
        context.subscription().observe(object)
        return nil
    }
}

extension ObservedObject: ViewInputComparable {
    /// Two observed objects are the same input when they are the same instance.
    package static func _isSameInput(_ lhs: Self, _ rhs: Self) -> Bool {
        lhs.wrappedValue
            === rhs.wrappedValue
    }
}
