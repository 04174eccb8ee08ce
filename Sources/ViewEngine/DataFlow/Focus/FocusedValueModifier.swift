import ViewEngineCore
import Observation

/// The modifier behind `focusedValue(_:_:)`, `focusedSceneValue(_:_:)`,
/// `focusedObject(_:)` and `focusedSceneObject(_:)`: the value it publishes, and whether
/// it is visible wherever focus is (a scene value) or only while focus is inside the
/// modified view.
public struct _FocusedValueModifier: ViewModifier {
    let isScene: Bool
    /// The value published, for comparing one evaluation's with the next.
    let value: Any?
    let write: (inout FocusedValues) -> Void
    /// Whether `value` is the same as another modifier's value.
    let isSame: (Any?) -> Bool
    /// Built in: the engine resolves it, it has no body of its own.
    public typealias Body = Never

    init<Value>(isScene: Bool, value: Value?, write: @escaping (inout FocusedValues, Value) -> Void) {
        self.isScene = isScene
        self.value = value
        self.write = { values in if let value { write(&values, value) } }
        self.isSame = { other in
            switch (value, other) {
            case (nil, nil): true
            case (let value?, let other as Value): FocusedValueComparison.isSame(value, other)
            default: false
            }
        }
    }
}

/// Whether a published value changed from one evaluation to the next: `==` for an
/// `Equatable` value, the same instance for an object, the same state for a binding; any
/// other value (a closure) counts as changed.
enum FocusedValueComparison {
    static func isSame<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
        if let isEqual = EqualityWitness.of(Value.self) { return isEqual(lhs, rhs) }
        if let comparable = Value.self as? any ViewInputComparable.Type {
            func compare<T: ViewInputComparable>(_: T.Type) -> Bool {
                T._isSameInput(SameType.cast(lhs, to: T.self), SameType.cast(rhs, to: T.self))
            }
            return compare(comparable)
        }
        if Value.self is AnyObject.Type { return (lhs as AnyObject) === (rhs as AnyObject) }
        return false
    }
}

extension _FocusedValueModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        FocusedValueNode(modifier, inputs)
    }
}

/// Publishes its modifier's value to the host's ``FocusedValuesCenter`` while mounted,
/// and follows focus as the ``FocusSystem`` moves it (it registers there as a binding
/// that binds no focus state).
@MainActor
final class FocusedValueNode<Content: View>: ModifierNode<Content, _FocusedValueModifier>, FocusedValuePublisher, FocusBinding {
    private(set) var publishedVersion = 0
    private var center: FocusedValuesCenter? { environment.values.focusedValuesCenter }

    override func didMountContent() {
        graph.focus.register(self)
        center?.add(self)
    }

    override func modifierDidUpdate(from old: _FocusedValueModifier) {
        guard !modifier.isSame(old.value) || modifier.isScene != old.isScene else { return }
        publishedVersion += 1
        center?.publisherChanged(self)
    }

    override func didUnmount() {
        graph.focus.unregister(self)
        center?.remove(self)
    }

    var isScenePublisher: Bool { modifier.isScene }

    func publish(into values: inout FocusedValues) { modifier.write(&values) }

    // MARK: Following focus

    var focusStorage: AnyObject? { nil }

    func isBound(to storage: AnyObject, value: AnyHashable) -> Bool { false }

    func followFocus(_ focused: Node?) { center?.focusMoved(in: graph) }

    func contains(_ node: Node) -> Bool {
        var ancestor: Node? = node
        while let each = ancestor {
            if each === self { return true }
            ancestor = each.parent
        }
        return false
    }
}

extension View {
    /// Modifies this view by injecting a value that you provide for use by other views
    /// whose state depends on the focused view hierarchy: while focus is in this view,
    /// `@FocusedValue(keyPath)` reads `value` (the publisher closest to focus wins).
    ///
    /// ```swift
    /// TextField("Title", text: $note.title)
    ///     .focusedValue(\.selectedNote, $note)
    /// ```
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> ModifiedContent<Self, _FocusedValueModifier> {
        modifier(_FocusedValueModifier(isScene: false, value: value) { $0[keyPath: keyPath] = $1 })
    }

    /// Exposes `value`, or nothing when it is `nil`, to the views whose state depends on
    /// the focused view hierarchy, while focus is in this view.
    ///
    /// ```swift
    /// NoteEditor().focusedValue(\.selectedNote, selection.map { $notes[$0] })
    /// ```
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> ModifiedContent<Self, _FocusedValueModifier> {
        modifier(_FocusedValueModifier(isScene: false, value: value) { $0[keyPath: keyPath] = $1 })
    }

    /// Sets the focused value for the given object type, while focus is in this view; read
    /// it with `@FocusedValue(T.self)`.
    ///
    /// ```swift
    /// NoteEditor().focusedValue(editorModel)
    /// ```
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<Self, _FocusedValueModifier> {
        modifier(_FocusedValueModifier(isScene: false, value: object) { $0.setObject($1, of: T.self) })
    }

    /// Modifies this view by injecting a value for use by other views whose state depends
    /// on the focused scene: `@FocusedValue(keyPath)` reads it wherever focus is (unless a
    /// publisher around the focused view has one for the key).
    ///
    /// ```swift
    /// NoteList().focusedSceneValue(\.noteStore, store)
    /// ```
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> ModifiedContent<Self, _FocusedValueModifier> {
        modifier(_FocusedValueModifier(isScene: true, value: value) { $0[keyPath: keyPath] = $1 })
    }

    /// Exposes `value`, or nothing when it is `nil`, to the views whose state depends on
    /// the focused scene.
    ///
    /// ```swift
    /// NoteList().focusedSceneValue(\.selectedNote, selection.map { $notes[$0] })
    /// ```
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> ModifiedContent<Self, _FocusedValueModifier> {
        modifier(_FocusedValueModifier(isScene: true, value: value) { $0[keyPath: keyPath] = $1 })
    }

    /// Sets the focused value for the given object type at the scene level, visible
    /// wherever focus is; read it with `@FocusedValue(T.self)`.
    ///
    /// ```swift
    /// ContentView().focusedSceneValue(library)
    /// ```
    public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<Self, _FocusedValueModifier> {
        modifier(_FocusedValueModifier(isScene: true, value: object) { $0.setObject($1, of: T.self) })
    }
}
