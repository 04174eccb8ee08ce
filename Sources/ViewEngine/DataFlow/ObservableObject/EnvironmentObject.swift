/// A property wrapper type for an observable object that a parent or ancestor view
/// supplies with `.environmentObject(_:)`.
///
/// ```swift
/// struct Badge: View {
///     @EnvironmentObject var session: Session
///     var body: some View {
///         Text(session.user)
///             .onChange(of: session.user) { print("signed in as \($0)") }
///     }
/// }
///
/// Badge().environmentObject(session)
/// ```
///
/// Any `@Published` change of the object re-evaluates the view (Rules R15); another
/// object supplied in its place does too. When no ancestor supplies one, the engine
/// emits SwiftUI's message, "No ObservableObject of type Session found. …", shows
/// nothing for the view, and stays usable (SwiftUI stops the app).
import ViewEngineCore

@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private var object: ObjectType?

    /// Creates an environment object.
    ///
    /// ```swift
    /// @EnvironmentObject var session: Session
    /// ```
    public init() {}

    /// The underlying value referenced by the environment object.
    ///
    /// Read outside the body of a mounted view under a provider, it stops the program
    /// with SwiftUI's message, as SwiftUI does.
    public var wrappedValue: ObjectType {
        guard let object else { fatalError(Self.missingMessage) }
        return object
    }

    /// A projection of the environment object that creates bindings to its properties.
    ///
    /// ```swift
    /// Toggle("Notify", isOn: $session.notifies)
    /// ```
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }

    static var missingMessage: String {
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
    }
}

extension EnvironmentObject: AttachedProperty {
    package static func _attach(_ property: inout Self, in context: AttachContext) -> String? {
        let node = context.node
        guard let object = node.environment.readObject(ObjectType.self, by: node, slot: context.slot) else {
            context.graph.diagnose(.missingEnvironmentObject, missingMessage, viewType: node.viewTypeName)
            return "no ObservableObject of type \(ObjectType.self)"
        }
        property.object = object
        context.subscription().observe(object)
        return nil
    }
}

extension EnvironmentObject: ViewInputComparable {
    /// The object comes from where the view is, not from its value: never a change.
    package static func _isSameInput(_ lhs: Self, _ rhs: Self) -> Bool { true }
}
