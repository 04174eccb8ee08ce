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
@propertyWrapper
public struct State<Value> {
    let initialValue: Value
    var box: StateBox<Value>?

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
        get { box?.read() ?? initialValue }
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
    static func _attach(at address: UnsafeMutableRawPointer, in context: AttachContext) -> String? {
        let state = address.assumingMemoryBound(to: State<Value>.self)
        state.pointee.box = context.slotObject { StateBox(state.pointee.initialValue, graph: context.graph, owner: context.node) }
        return nil
    }
}

extension State: ViewInputComparable {
    /// State belongs to the node, not to the view value: it never makes a view "changed".
    static func _isSameInput(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool { true }
}

