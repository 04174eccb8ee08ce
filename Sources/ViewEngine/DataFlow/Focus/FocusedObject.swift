/// A property wrapper type for an observable object supplied by the focused view or one
/// of its ancestors.
///
/// ```swift
/// struct EditorCommands: Commands {
///     @FocusedObject private var editor: EditorModel?
///     var body: some Commands {
///         CommandMenu("Edit") {
///             Button("Bold") { editor?.toggleBold() }
///                 .disabled(editor == nil)
///         }
///     }
/// }
///
/// TextEditor(text: $model.text).focusedObject(model)
/// ```
///
/// It is `nil` when no view around focus (or in the scene, with `focusedSceneObject`)
/// supplies an object of its type. Like ``ObservedObject``, the view reading it also
/// evaluates its body again when the object publishes a change (Rules R15).
import ViewEngineCore

@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    private var object: ObjectType?

    /// Creates a focused object.
    public init() {}

    /// The object supplied around focus, or `nil`.
    public var wrappedValue: ObjectType? { object }

    /// A projection of the object that creates bindings to its properties, or `nil`.
    ///
    /// ```swift
    /// TextField("Title", text: $editor?.title ?? .constant(""))
    /// ```
    public var projectedValue: ObservedObject<ObjectType>.Wrapper? {
        object.map { ObservedObject(wrappedValue: $0).projectedValue }
    }
}

extension FocusedObject: AttachedProperty {
    package static func _attach(_ property: inout Self, in context: AttachContext) -> String? {
        guard let center = context.node.environment.values.focusedValuesCenter else { return nil }
        property.object = center.read({ $0.object(of: ObjectType.self) }, by: context.node, slot: context.slot)
        if let object = property.object { context.subscription().observe(object) }
        return nil
    }
}

extension FocusedObject: ViewInputComparable {
    /// The object belongs to where focus is, not to the view value: never a change.
    package static func _isSameInput(_ lhs: Self, _ rhs: Self) -> Bool { true }
}

extension View {
    /// Supplies an observable object to the views whose state depends on the focused view
    /// hierarchy, while focus is in this view; read it with ``FocusedObject``.
    ///
    /// ```swift
    /// TextEditor(text: $model.text).focusedObject(model)
    /// ```
    public func focusedObject<T: ObservableObject>(_ object: T?) -> ModifiedContent<Self, _FocusedValueModifier> {
        modifier(_FocusedValueModifier(isScene: false, value: object) { $0.setObject($1, of: T.self) })
    }

    /// Supplies an observable object to the views whose state depends on the focused
    /// scene, wherever focus is; read it with ``FocusedObject``.
    ///
    /// ```swift
    /// ContentView().focusedSceneObject(store)
    /// ```
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> ModifiedContent<Self, _FocusedValueModifier> {
        modifier(_FocusedValueModifier(isScene: true, value: object) { $0.setObject($1, of: T.self) })
    }
}
