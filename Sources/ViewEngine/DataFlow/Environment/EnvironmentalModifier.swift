/// A modifier that must resolve to a concrete modifier in an environment before use.
///
/// ```swift
/// struct Spaced: EnvironmentalModifier {
///     func resolve(in environment: EnvironmentValues) -> some ViewModifier {
///         PaddingModifier(length: environment.dynamicTypeSize.isAccessibilitySize ? 24 : 8)
///     }
/// }
/// ```
///
/// The content gets the modifier that ``resolve(in:)`` returns for the environment where
/// the modifier is applied, resolved again whenever that environment changes (Rules R16).
import ViewEngineCore

@MainActor @preconcurrency
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
    /// The type of modifier to use after being resolved.
    associatedtype ResolvedModifier: ViewModifier

    /// Resolve to a concrete modifier in the given environment.
    ///
    /// - Parameter environment: The environment where the modifier is applied.
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
    /// Mounts the content with the modifier resolved in the environment.
    public static func _makeView<Modified: View>(modifier: Self, content: Modified, _ inputs: _ViewInputs)
        -> _ViewOutputs<ModifiedContent<Modified, Self>> {
        _ViewOutputs(EnvironmentalModifierNode(_EnvironmentalResolution(modifier: modifier, content: content), inputs))
    }

    /// Hands the resolution the new modifier and content.
    public static func _updateView<Modified: View>(modifier: Self, content: Modified,
                                                   _ outputs: _ViewOutputs<ModifiedContent<Modified, Self>>) {
        outputs.node(as: EnvironmentalModifierNode<Modified, Self>.self)?.update(_EnvironmentalResolution(modifier: modifier, content: content))
    }

    /// Nothing to re-evaluate: the resolution re-evaluates itself.
    public static func _reevaluateView<Modified: View>(_ outputs: _ViewOutputs<ModifiedContent<Modified, Self>>) {}
}

/// The content of an ``EnvironmentalModifier`` with the modifier it resolves to: a view
/// that reads the whole environment, so it is evaluated again when the environment changes.
public struct _EnvironmentalResolution<Modifier: EnvironmentalModifier, Content: View>: View {
    let modifier: Modifier
    let content: Content
    @Environment(\.self) private var environment

    /// The content, modified by the resolved modifier.
    public var body: ModifiedContent<Content, Modifier.ResolvedModifier> {
        content.modifier(modifier.resolve(in: environment))
    }
}

/// The node of an ``EnvironmentalModifier``: its one child is the resolution.
@MainActor
final class EnvironmentalModifierNode<Content: View, Modifier: EnvironmentalModifier>: TypedNode<ModifiedContent<Content, Modifier>> {
    private var child: TypedNode<_EnvironmentalResolution<Modifier, Content>>!

    init(_ resolution: _EnvironmentalResolution<Modifier, Content>, _ inputs: _ViewInputs) {
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        child = mountChild(resolution, at: 0)
    }

    func update(_ resolution: _EnvironmentalResolution<Modifier, Content>) { child.update(resolution) }

    override func forEachChild(_ body: (Node) -> Void) { body(child) }
}
