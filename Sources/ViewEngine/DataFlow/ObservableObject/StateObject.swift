/// A property wrapper type that instantiates an observable object.
///
/// ```swift
/// struct Library: View {
///     @StateObject var store = BookStore()
///     var body: some View {
///         Text("\(store.books.count) books")
///             .onChange(of: store.books.count) { print("now \($0)") }
///     }
/// }
/// ```
///
/// The object is made the first time the view's body is about to run — once per view
/// identity, however often the parent re-creates the view value — and lives as long as
/// the view does; a new identity (`.id`, a new `ForEach` row) makes a new one. Any
/// `@Published` change of the object re-evaluates the view (Rules R15).
import ViewEngineCore

@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    @usableFromInline let makeObject: () -> ObjectType
    /// The node's storage for this property, once attached. Not generic, so that attaching
    /// it (at every evaluation) and reading the object need no generic metadata.
    ///
    /// invariant: it is a `StateObjectStorage` whose object is an `ObjectType`:
    /// ``_attach(_:in:)`` makes the storage of the property's slot with an object
    /// `makeObject` made, and the slot holds nothing else (the casts back are
    /// `StateObjectStorage.attached(_:)` and `object(as:)`, in
    /// `Graph/Unsafe/StorageCasts.swift`). An `AnyObject?`, so that the plan attaches it
    /// by storing the slot's object (``_slotObjectField``).
    @usableFromInline var storage: AnyObject?

    /// Creates a new state object with an initial wrapped value, evaluated once per view
    /// identity.
    ///
    /// ```swift
    /// @StateObject var store = BookStore()
    /// ```
    @inlinable public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        makeObject = thunk
    }

    /// The underlying value referenced by the state object.
    ///
    /// Read outside a mounted view (before the engine attached its storage), it makes a
    /// new object at every read, as SwiftUI does.
    public var wrappedValue: ObjectType {
        @inlinable get {
            guard let storage else { return makeObject() }
            return StateObjectStorage.attached(storage).object(as: ObjectType.self)
        }
    }

    /// A projection of the state object that creates bindings to its properties.
    ///
    /// ```swift
    /// TextField("Title", text: $store.title)
    /// ```
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

extension StateObject: AttachedProperty {
    /// Once its object is made, attaching stores the slot's storage in ``storage`` (the
    /// plan does it without a call).
    package static var _slotObjectField: String? { "storage" }

    package static func _attach(_ property: inout Self, in context: AttachContext) -> String? {
        if let existing = context.existingObject(as: StateObjectStorage.self) {
            property.storage = existing
        } else {
            let storage = StateObjectStorage(object: property.makeObject(), node: context.node, slot: context.slot)
            context.slotContents = storage
            property.storage = storage
        }
        return nil
    }
}

extension StateObject: ViewInputComparable {
    /// The object belongs to the node, not to the view value: never a change.
    package static func _isSameInput(_ lhs: Self, _ rhs: Self) -> Bool { true }
}
