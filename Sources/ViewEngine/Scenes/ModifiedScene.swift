/// A scene with a scene modifier applied: what `.environment`, `.onChange`, `.commands`
/// and the recorded scene modifiers (`.defaultSize`...) return.
///
/// The modifier changes the scenes its content stands for: it wraps their views (an
/// environment value set on a window group is set on its content), records an
/// attribute on them, or adds commands.
import ViewEngineCore

public struct _ModifiedScene<Content: Scene>: Scene {
    let content: Content
    let modify: @MainActor (inout SceneList) -> Void
    /// Built in: the engine resolves it, it has no body of its own.
    public typealias Body = Never
}

extension _ModifiedScene: PrimitiveScene {
    func resolve(_ resolver: inout SceneResolver) -> SceneList {
        var list = resolver.resolve(content, at: 0)
        modify(&list)
        return list
    }
}

extension Scene {
    /// This scene, with `modify` applied to the scenes it stands for.
    func modified(_ modify: @escaping @MainActor (inout SceneList) -> Void) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self, modify: modify)
    }

    /// Records the scene modifier `name` with every argument it was given, each with its
    /// label, on every scene this one stands for; ``ViewHost/renderScenes()`` writes it.
    ///
    /// ```swift
    /// public func windowResizability(_ resizability: WindowResizability) -> _ModifiedScene<Self> {
    ///     recorded("windowResizability", ("", resizability))
    /// }
    /// ```
    func recorded<each Value: AttributeValue>(_ name: String, _ arguments: repeat (String, each Value)) -> _ModifiedScene<Self> {
        let attribute = Attribute(name, repeat each arguments)
        return modified { list in
            for index in list.entries.indices { list.entries[index].attributes.append(attribute) }
        }
    }
}
