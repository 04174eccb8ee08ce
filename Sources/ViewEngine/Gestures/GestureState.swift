/// A property wrapper type that updates a property while the user performs a gesture and
/// resets the property back to its initial state when the gesture ends.
///
/// ```swift
/// @GestureState private var dragOffset = CGSize.zero
/// var body: some View {
///     Text("Card")
///         .offset(dragOffset)
///         .gesture(DragGesture().updating($dragOffset) { value, state, _ in
///             state = value.translation
///         })
/// }
/// ```
///
/// Like `@State`, its value lives with the view and the views that read it re-evaluate
/// when it changes; only a gesture's ``Gesture/updating(_:body:)`` writes it. When the
/// gesture ends (the last frame of ``ViewHost/drag(_:by:)``, after `onEnded`), it returns
/// to its initial value.
import ViewEngineCore

@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let initialValue: Value
    let resetAction: (Value, inout Transaction) -> Void
    var box: StateBox<Value>?

    /// Creates a view state that's derived from a gesture.
    ///
    /// ```swift
    /// @GestureState private var isPressing = false
    /// ```
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, reset: { _, _ in })
    }

    /// Creates a view state that's derived from a gesture with an initial value.
    ///
    /// ```swift
    /// @GestureState(initialValue: 1.0) private var scale
    /// ```
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Creates a view state that's derived from a gesture with a wrapped state value and
    /// a transaction to reset it (recorded).
    ///
    /// ```swift
    /// @GestureState(resetTransaction: Transaction(animation: .spring)) private var offset = CGSize.zero
    /// ```
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue)
    }

    /// Creates a view state that's derived from a gesture with an initial value and a
    /// transaction to reset it (recorded).
    ///
    /// ```swift
    /// @GestureState(initialValue: CGSize.zero, resetTransaction: Transaction()) private var offset
    /// ```
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue)
    }

    /// Creates a view state that's derived from a gesture with a wrapped state value and
    /// a closure that provides a transaction to reset it; the closure runs at each reset.
    ///
    /// ```swift
    /// @GestureState(reset: { _, transaction in transaction.animation = .spring }) private var offset = CGSize.zero
    /// ```
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initialValue = wrappedValue
        resetAction = reset
    }

    /// Creates a view state that's derived from a gesture with an initial state value and
    /// a closure that provides a transaction to reset it.
    ///
    /// ```swift
    /// @GestureState(initialValue: false, reset: { _, _ in }) private var isActive
    /// ```
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The wrapped value referenced by the gesture state property.
    ///
    /// ```swift
    /// Text("Card").offset(dragOffset)
    /// ```
    public var wrappedValue: Value {
        guard let box else { return initialValue }
        return box.read()
    }

    /// A binding to the gesture state property, for ``Gesture/updating(_:body:)``.
    ///
    /// ```swift
    /// DragGesture().updating($dragOffset) { value, state, _ in state = value.translation }
    /// ```
    public var projectedValue: GestureState<Value> { self }

    /// The value a gesture's `updating` callback starts from.
    var current: Value { box?.read() ?? initialValue }

    /// Stores a value the gesture's `updating` callback made.
    func store(_ value: Value) { box?.write(value) }

    /// Returns to the initial value, as the gesture ends.
    func reset() {
        guard let box else { return }
        var transaction = Transaction()
        resetAction(box.read(), &transaction)
        box.write(initialValue)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a view state that's derived from a gesture with a closure that provides a
    /// transaction to reset it; its initial value is `nil`.
    ///
    /// ```swift
    /// @GestureState(reset: { _, _ in }) private var location: CGPoint?
    /// ```
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }

    /// Creates a view state that's derived from a gesture with a transaction to reset it;
    /// its initial value is `nil`.
    ///
    /// ```swift
    /// @GestureState(resetTransaction: Transaction()) private var location: CGPoint?
    /// ```
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil)
    }
}

extension GestureState: AttachedProperty {
    package static func _attach(_ property: inout Self, in context: AttachContext) -> String? {
        let initialValue = property.initialValue
        property.box = context.slotObject { StateBox(initialValue, graph: context.graph, owner: context.node) }
        return nil
    }
}

extension GestureState: ViewInputComparable {
    /// Gesture state belongs to the node, not to the view value: it never makes a view
    /// "changed".
    package static func _isSameInput(_ lhs: Self, _ rhs: Self) -> Bool { true }
}

/// A gesture that updates the state provided by a gesture's updating callback.
///
/// ```swift
/// LongPressGesture().updating($isPressing) { current, state, _ in state = current }
/// ```
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The originating gesture.
    public var base: Base
    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>
    let update: (Base.Value, inout State, inout Transaction) -> Void

    /// Creates a new gesture that's the result of an ongoing gesture.
    ///
    /// ```swift
    /// GestureStateGesture(base: DragGesture(), state: $offset) { value, state, _ in state = value.translation }
    /// ```
    public init(base: Base, state: GestureState<State>, body: @escaping (Base.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        update = body
    }

    public typealias Value = Base.Value
    public typealias Body = Never

    /// Runs the callback for each change, and resets the state when the gesture ends.
    public func _makeRecognizer(_ path: _GesturePath) -> _GestureRecognizer<Value> {
        let base = base._makeRecognizer(path.appending(0))
        let state = state
        let update = update
        return _GestureRecognizer(primitives: base.primitives, deliver: { session, phase, event in
            guard let value = base.deliver(session, phase, event) else { return nil }
            if phase == .changed {
                var newState = state.current
                var transaction = Transaction()
                update(value, &newState, &transaction)
                state.store(newState)
            }
            return value
        }, reset: {
            base.reset()
            state.reset()
        })
    }
}

extension Gesture {
    /// Updates the provided gesture state property as the gesture's value changes.
    ///
    /// ```swift
    /// DragGesture().updating($dragOffset) { value, state, transaction in
    ///     state = value.translation
    /// }
    /// ```
    ///
    /// The callback runs at each step of the gesture with the state's current value to
    /// change; when the gesture ends, the state returns to its initial value.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
