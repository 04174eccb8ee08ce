import ViewEngineCore
import Observation

/// A property wrapper that reads a value from a view's environment.
///
/// ```swift
/// struct Badge: View {
///     @Environment(\.colorScheme) var colorScheme
///     @Environment(Library.self) var library      // an @Observable model set with .environment(library)
///     var body: some View {
///         Text(colorScheme == .dark ? "dark" : "light")
///             .onChange(of: colorScheme) { print("now \($0)") }
///     }
/// }
/// ```
///
/// The view re-evaluates when the value it reads changes (`==` where `Equatable`), and
/// only then: a change of another environment value, or of a value set for another
/// subtree, leaves it alone (Rules R16). For an `@Observable` object, the view also tracks
/// the object's properties its body reads, as any `@Observable` model.
///
/// A missing `@Observable` object is SwiftUI's "No Observable object of type … found"
/// diagnostic; the view shows nothing until one is provided and the host stays usable.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(read: @MainActor (EnvironmentBox, Node, Int) -> Value?, typeName: String)
    }

    private let source: Source
    private var resolved: Value?

    /// Creates an environment property to read the specified key path.
    ///
    /// ```swift
    /// @Environment(\.scenePhase) var scenePhase
    /// ```
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    /// Creates an environment property to read an observable object of type `Value`.
    ///
    /// ```swift
    /// @Environment(Library.self) var library
    /// ```
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object(read: { $0.readObject(Value.self, by: $1, slot: $2) }, typeName: "\(Value.self)")
    }

    /// Creates an environment property to read an observable object of type `T`, or `nil`
    /// when none is set.
    ///
    /// ```swift
    /// @Environment(Library.self) var library: Library?
    /// ```
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object(read: { .some($0.readObject(T.self, by: $1, slot: $2)) }, typeName: "\(T.self)")
    }

    /// The current value of the environment property.
    ///
    /// Read outside a mounted view's body, a key path gives its default value; an
    /// observable object that was never found stops the program, as in SwiftUI.
    public var wrappedValue: Value {
        if let resolved { return resolved }
        switch source {
        case .keyPath(let keyPath): return EnvironmentValues()[keyPath: keyPath]
        case .object(_, let typeName): fatalError(Self.missingMessage(typeName))
        }
    }

    private static func missingMessage(_ typeName: String) -> String {
        "No Observable object of type \(typeName) found. A View.environmentObject(_:) for \(typeName) may be missing as an ancestor of this view."
    }
}

extension Environment: AttachedProperty {
    package static func _attach(_ property: inout Self, in context: AttachContext) -> String? {
        let node = context.node
        switch property.source {
        case .keyPath(let keyPath):
            property.resolved = node.environment.read(by: node, slot: context.slot) { $0[keyPath: keyPath] }
        case .object(let read, let typeName):
            guard let object = read(node.environment, node, context.slot) else {
                context.graph.diagnose(.missingEnvironmentObject, missingMessage(typeName), viewType: node.viewTypeName)
                return "no Observable object of type \(typeName)"
            }
            property.resolved = object
        }
        return nil
    }
}

extension Environment: ViewInputComparable {
    /// The environment belongs to where the view is, not to its value: never a change.
    package static func _isSameInput(_ lhs: Self, _ rhs: Self) -> Bool { true }
}
