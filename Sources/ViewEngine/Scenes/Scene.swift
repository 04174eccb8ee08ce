/// A part of an app's user interface with a life cycle managed by the system.
///
/// You create an app by combining scenes in the ``App/body`` of your ``App``: a
/// ``WindowGroup`` for the main interface, ``Settings``, a ``Window``, a
/// ``MenuBarExtra``, and scenes of your own:
///
/// ```swift
/// struct Library: Scene {
///     @Environment(\.scenePhase) private var scenePhase
///     var body: some Scene {
///         WindowGroup { LibraryView() }
///             .onChange(of: scenePhase) { _, phase in if phase == .background { save() } }
///     }
/// }
/// ```
///
/// A host shows one scene, as one window on a phone does (``ViewHost/init(app:scene:configuration:)``).
/// A scene of your own may declare dynamic properties (`@Environment`, `@State`,
/// `@StateObject`...); they are attached when the app's body is evaluated, and a change
/// of one evaluates the app's body again.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene

    /// The content and behavior of the scene.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// A built-in scene has no body: the engine resolves it directly.
    public var body: Never { fatalError("\(Self.self) is a built-in scene and has no body") }
}

/// A scene the engine resolves directly (a window group, settings, a scene modifier...),
/// rather than through a `body`.
@MainActor
protocol PrimitiveScene {
    /// The scenes this one stands for, as the host sees them.
    func resolve(_ resolver: inout SceneResolver) -> SceneList
}
