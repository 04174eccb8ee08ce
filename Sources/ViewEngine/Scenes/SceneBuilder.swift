/// A result builder for composing a collection of scenes into a single composite scene.
///
/// ```swift
/// var body: some Scene {
///     WindowGroup { ContentView() }
///     #if os(macOS)
///     Settings { SettingsView() }
///     #endif
///     if showsStatusItem {
///         MenuBarExtra("Status", systemImage: "bolt") { StatusMenu() }
///     }
/// }
/// ```
@resultBuilder
public enum SceneBuilder {
    /// Passes a single scene written as an expression through unmodified.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    /// Passes a single scene through unmodified.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Combines several scenes, in order.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<repeat each Content> {
        _TupleScene(scenes: (repeat each content))
    }

    /// Produces an optional scene for an `if` without `else`.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> {
        _OptionalScene(content: content)
    }

    /// Produces the scene of the `if` branch of a conditional.
    public static func buildEither<T: Scene, F: Scene>(first: T) -> _ConditionalScene<T, F> {
        _ConditionalScene(storage: .first(first))
    }

    /// Produces the scene of the `else` branch of a conditional.
    public static func buildEither<T: Scene, F: Scene>(second: F) -> _ConditionalScene<T, F> {
        _ConditionalScene(storage: .second(second))
    }

    /// Passes a scene inside an `if #available` through unmodified.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

/// Several scenes, in order; ``SceneBuilder`` makes it.
public struct _TupleScene<each Content: Scene> {
    let scenes: (repeat each Content)
}

extension _TupleScene: Scene {
    /// Built in: the engine resolves it, it has no body of its own.
    public typealias Body = Never
}

extension _TupleScene: PrimitiveScene {
    func resolve(_ resolver: inout SceneResolver) -> SceneList {
        var list = SceneList()
        var position = 0
        for scene in repeat each scenes {
            list.append(resolver.resolve(scene, at: position))
            position += 1
        }
        return list
    }
}

/// A scene that may be absent; ``SceneBuilder`` makes it for an `if` without `else`.
public struct _OptionalScene<Content: Scene> {
    let content: Content?
}

extension _OptionalScene: Scene {
    /// Built in: the engine resolves it, it has no body of its own.
    public typealias Body = Never
}

extension _OptionalScene: PrimitiveScene {
    func resolve(_ resolver: inout SceneResolver) -> SceneList {
        content.map { resolver.resolve($0, at: 0) } ?? SceneList()
    }
}

/// One of two scenes; ``SceneBuilder`` makes it for `if`/`else`.
public struct _ConditionalScene<T: Scene, F: Scene> {
    enum Storage {
        case first(T)
        case second(F)
    }

    let storage: Storage
}

extension _ConditionalScene: Scene {
    /// Built in: the engine resolves it, it has no body of its own.
    public typealias Body = Never
}

extension _ConditionalScene: PrimitiveScene {
    func resolve(_ resolver: inout SceneResolver) -> SceneList {
        switch storage {
        case .first(let scene): resolver.resolve(scene, at: 0)
        case .second(let scene): resolver.resolve(scene, at: 1)
        }
    }
}
