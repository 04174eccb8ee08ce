import ViewEngineCore
import Observation

/// A built-in modifier that sets environment values for its content (Rules R16).
@MainActor
protocol EnvironmentWriter: PrimitiveModifier {
    /// Writes the values this modifier sets over the ones from above.
    func write(_ values: inout EnvironmentValues)
    /// Whether `other`, the previous value of the modifier, writes the same values.
    func writesSame(as other: Self) -> Bool
}

extension EnvironmentWriter {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        EnvironmentWritingNode(modifier, inputs)
    }
}

/// The node of an ``EnvironmentWriter``: its content sees the environment through a box
/// of its own. A new value that writes something else updates the box before the
/// content is updated, so the content and its readers see it in the same pass.
@MainActor
final class EnvironmentWritingNode<Content: View, Modifier: EnvironmentWriter>: ModifierNode<Content, Modifier> {
    private let box: EnvironmentBox

    override init(_ modifier: Modifier, _ inputs: _ViewInputs) {
        box = EnvironmentBox(parent: inputs.parent?.environmentForChildren ?? inputs.graph.rootEnvironment) { modifier.write(&$0) }
        super.init(modifier, inputs)
    }

    override var environmentForChildren: EnvironmentBox { box }

    override func modifierWillUpdateContent(from old: Modifier) {
        guard !modifier.writesSame(as: old) else { return }
        let modifier = self.modifier
        box.rewrite { modifier.write(&$0) }
        // What the views inside measure with may have changed (Rules R22).
        setNeedsLayoutOfSubtree()
    }
}

/// The modifier behind ``View/environment(_:_:)``.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
    public typealias Body = Never
}

extension _EnvironmentKeyWritingModifier: EnvironmentWriter {
    func write(_ values: inout EnvironmentValues) { values[keyPath: keyPath] = value }

    func writesSame(as other: Self) -> Bool {
        guard keyPath == other.keyPath, let isEqual = EqualityWitness.of(Value.self) else { return false }
        return isEqual(value, other.value)
    }
}

/// The modifier behind ``View/transformEnvironment(_:transform:)``.
public struct _EnvironmentTransformModifier<Value>: ViewModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void
    public typealias Body = Never
}

extension _EnvironmentTransformModifier: EnvironmentWriter {
    func write(_ values: inout EnvironmentValues) { transform(&values[keyPath: keyPath]) }
    /// A closure cannot be compared: each new value of the modifier transforms again.
    func writesSame(as other: Self) -> Bool { false }
}

/// The modifier behind ``View/environmentObject(_:)`` and ``View/environment(_:)``.
public struct _EnvironmentObjectModifier<Object: AnyObject>: ViewModifier {
    let object: Object?
    public typealias Body = Never
}

extension _EnvironmentObjectModifier: EnvironmentWriter {
    func write(_ values: inout EnvironmentValues) { values.setObject(object, of: Object.self) }
    func writesSame(as other: Self) -> Bool { object === other.object }
}

extension View {
    /// Sets the environment value of the specified key path to the given value, for this
    /// view and the views it contains.
    ///
    /// ```swift
    /// Palette().environment(\.colorScheme, .dark)
    /// ```
    ///
    /// Views below that read the value re-evaluate when it changes (`==` where
    /// `Equatable`); the others do not (Rules R16).
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<V>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Transforms the environment value of the specified key path with the given
    /// function, for the views this view contains: `transform` gets the value from above
    /// and changes it in place.
    ///
    /// ```swift
    /// Form { rows }.transformEnvironment(\.font) { font in font = font ?? .callout }
    /// ```
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> ModifiedContent<Self, _EnvironmentTransformModifier<V>> {
        modifier(_EnvironmentTransformModifier(keyPath: keyPath, transform: transform))
    }

    /// Places an observable object in the view's environment, for `@Environment(T.self)`.
    ///
    /// ```swift
    /// ContentView().environment(library)
    /// ```
    public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<Self, _EnvironmentObjectModifier<T>> {
        modifier(_EnvironmentObjectModifier(object: object))
    }

    /// Supplies an observable object to a view's hierarchy, for `@EnvironmentObject`.
    ///
    /// ```swift
    /// ContentView().environmentObject(settings)
    /// ```
    public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedContent<Self, _EnvironmentObjectModifier<T>> {
        modifier(_EnvironmentObjectModifier(object: object))
    }
}
