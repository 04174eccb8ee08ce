/// The view a host of an app mounts: the app, whose body is evaluated as a view's is, and
/// the one scene it shows.
///
/// You make it through ``ViewHost/init(app:scene:configuration:)``; name it to store the
/// host:
///
/// ```swift
/// let host: ViewHost<HostedApp<NotesApp>> = ViewHost(app: NotesApp())
/// ```
///
/// It shows the scene named `scene` (its identifier, its title, or its kind, such as
/// `"Settings"`), or by default the first window (a `WindowGroup` or a `Window`), else
/// the first scene. What it renders is that scene's view, then, when the app's scenes
/// add commands, a `Commands` block with their menus. The app's dynamic properties live
/// as long as the host; a change of one evaluates the app's body again, and the shown
/// scene's view gets the new value, as a parent's body gives its child a new value.
import ViewEngineCore

public struct HostedApp<A: App>: View {
    /// The app.
    public let app: A
    /// The name of the scene to show, or `nil` for the first window.
    public let scene: String?

    /// Hosts `app`, showing the scene named `scene` (its identifier, title or kind), or
    /// its first window.
    ///
    /// ```swift
    /// ViewHost(HostedApp(NotesApp(), scene: "Settings"))
    /// ```
    public init(_ app: A, scene: String? = nil) {
        self.app = app
        self.scene = scene
    }

    /// Built in: the engine resolves it, it has no body of its own.
    public typealias Body = Never
}

extension HostedApp: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        AppNode(view, inputs)
    }
}

/// The node of a ``HostedApp``: it evaluates the app's body, resolves it into scenes, and
/// mounts the view of the scene it shows (child 0) and the views of the commands
/// (children 1...).
@MainActor
final class AppNode<A: App>: ValueBodyNode<A, HostedApp<A>, SceneList> {
    /// The name of the scene to show (`nil`: the first window).
    private var sceneName: String?
    /// The storage of the dynamic properties of the app's own scenes (``SceneResolver``).
    private var sceneStorages: [String: NodeStorage] = [:]
    /// The scenes of the latest evaluation of the app's body.
    private(set) var scenes = SceneList()
    /// The scene shown, by its identity, and the node of its view.
    private var shown: (identity: String, node: TypedNode<AnyView>)?
    private var commands = MountedViews()
    /// What is written in place of the scene when none is shown.
    private var absence = ""
    /// The scene name last diagnosed as missing (diagnosed once until it changes).
    private var diagnosedName: String?

    init(_ view: HostedApp<A>, _ inputs: _ViewInputs) {
        sceneName = view.scene
        super.init(view.app, inputs)
        evaluate()
    }

    override func apply(_ view: HostedApp<A>) {
        let renamed = view.scene != sceneName
        sceneName = view.scene
        take(view.app)
        if renamed { show(scenes) }
    }

    override func body(of app: A) -> SceneList {
        var resolver = SceneResolver(node: self, storages: sceneStorages)
        let list = resolver.resolve(app.body)
        sceneStorages = resolver.keptStorages
        return list
    }

    override func show(_ list: SceneList) {
        scenes = list
        let chosen = sceneName.map { name in list.entries.first { $0.isNamed(name) } }
            ?? list.entries.first(where: \.isWindow) ?? list.entries.first
        if let chosen {
            diagnosedName = nil
            if let shown, shown.identity == chosen.identity {
                shown.node.update(chosen.content)
            } else {
                let old = shown?.node
                shown = (chosen.identity, mountChild(chosen.content, at: 0))
                if let old { dismount(old) }
            }
        } else {
            hideScene()
            absence = list.failures.first.map { "(\($0))" } ?? sceneName.map { "(no scene named \"\($0)\" in \(A.self))" }
                ?? "(\(A.self) shows no scene)"
            if let sceneName, list.failures.isEmpty, diagnosedName != sceneName {
                diagnosedName = sceneName
                let names = list.entries.map(\.description)
                graph.diagnose(.sceneNotFound, "No scene named \"\(sceneName)\" in \(A.self); its scenes: \(names.isEmpty ? "none" : names.joined(separator: ", ")). A scene is named by its id, its title or its kind (\"Settings\").",
                               viewType: "\(A.self)")
            }
        }
        commands.show(list.commands, in: self, from: 1)
    }

    override func show(failure: String) {
        hideScene()
        commands.removeAll(from: self)
        absence = "(\(A.self) not shown: \(failure))"
    }

    private func hideScene() {
        if let old = shown?.node { dismount(old) }
        shown = nil
    }

    /// Whether a scene is shown.
    var showsAScene: Bool { shown != nil }

    /// The app's scenes, one line each, as ``ViewHost/renderScenes()`` writes them.
    var sceneLines: [String] {
        scenes.entries.map { entry in
            var line = entry.description
            if entry.identity == shown?.identity { line += " (shown)" }
            if !entry.attributes.isEmpty { line += " [\(entry.attributes.map(\.rendered).joined(separator: ", "))]" }
            return line
        }
    }

    override func forEachChild(_ body: (Node) -> Void) {
        if let shown { body(shown.node) }
        commands.nodes.forEach(body)
    }

    override func renderLines(into output: inout RenderOutput) {
        if let shown { shown.node.render(into: &output) } else { output.line(absence) }
        guard !commands.nodes.isEmpty else { return }
        output.nested("Commands") { output in
            for node in commands.nodes { node.render(into: &output) }
        }
    }
}

/// The node of a hosted app, whatever the app's type.
@MainActor
protocol AppHosting: Node {
    /// Whether a scene is shown.
    var showsAScene: Bool { get }
}

extension AppNode: AppHosting {}
