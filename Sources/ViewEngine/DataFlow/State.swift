/// A property wrapper type that can read and write a value managed by the engine.
///
/// State lives in the node of the view that declares it, keyed by the view's
/// structural identity: it survives re-evaluations of the parent and is discarded
/// when the view is removed (or given a new `.id`).
///
/// ```swift
/// struct Counter: View {
///     @State var count = 0
///     var body: some View {
///         Button("+") { count += 1 }
///     }
/// }
/// ```
///
/// Writing a value equal to the current one invalidates nothing. Writing during a
/// body evaluation is diagnosed; writing from another thread is diagnosed and dropped.
import ViewEngineCore

@propertyWrapper
public struct State<Value> {
    @usableFromInline let initialValue: Value
    /// The node's storage for this property: its ``StateBox``, once attached. Kept untyped,
    /// so that attaching it (at every evaluation) needs no type metadata of the box.
    ///
    /// invariant: it is `nil` or a `StateBox<Value>`: ``_attach(_:in:)`` makes the box of the
    /// property's storage slot, and the slot holds nothing else (the cast back is
    /// `StateBox.attached(_:)`, in `Graph/Unsafe/StorageCasts.swift`).
    @usableFromInline var storage: AnyObject?

    /// The box, once attached.
    @inlinable var box: StateBox<Value>? {
        guard let storage else { return nil }
        return StateBox<Value>.attached(storage)
    }

    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) {
        initialValue = value
    }

    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) {
        initialValue = value
    }

    /// The underlying value referenced by the state variable.
    ///
    /// Outside a mounted view (before the engine attached its storage) it reads the
    /// initial value, and writes are ignored, as in SwiftUI.
    public var wrappedValue: Value {
        @inlinable get {
            guard let box else { return initialValue }
            return box.read()
        }
        nonmutating set { box?.write(newValue) }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        guard let box else { return .constant(initialValue) }
        return Binding(location: BindingLocation(object: box),
                       get: { box.read() },
                       set: { box.write($0) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value (`nil`).
    public init() { self.init(wrappedValue: nil) }
}

extension State: AttachedProperty {
    /// Once its box is made, attaching a state stores the box in ``storage`` (the plan
    /// does it without a call).
    package static var _slotObjectField: String? { "storage" }

    package static func _attach(_ property: inout Self, in context: AttachContext) -> String? {
        if let box = context.slotContents {
            property.storage = box
        } else {
            let box = StateBox(property.initialValue, graph: context.graph, owner: context.node)
            context.slotContents = box
            property.storage = box
        }
        return nil
    }
}

extension State: ViewInputComparable {
    /// State belongs to the node, not to the view value: it never makes a view "changed".
    package static func _isSameInput(_ lhs: Self, _ rhs: Self) -> Bool { true }
    package static var _isAlwaysSameInput: Bool { true }
}

