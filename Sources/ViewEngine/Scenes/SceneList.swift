/// One scene of an app's body as the host sees it: what kind it is, how it is named, and
/// the view it shows, with the scene modifiers written above it applied to that view.
import ViewEngineCore

struct SceneEntry {
    /// The scene's type as SwiftUI names it: `WindowGroup`, `Window`, `Settings`,
    /// `MenuBarExtra`.
    let kind: String
    /// The title the scene was given, if any.
    let title: String?
    /// The identifier the scene was given, if any (`WindowGroup(id:)`, `Window(_:id:)`).
    let id: String?
    /// Whether it is a window, which a host shows by default (settings and a menu bar
    /// extra are shown only when asked for by name).
    let isWindow: Bool
    /// The view the scene shows, its scene modifiers applied (an environment value set on
    /// the scene is set on this view).
    var content: AnyView
    /// The appearance-only scene modifiers, in the order they were applied.
    var attributes: [Attribute] = []

    /// Whether `name` names this scene: its identifier, its title or its kind.
    func isNamed(_ name: String) -> Bool {
        name == id || name == title || name == kind
    }

    /// The scene as ``ViewHost/renderScenes()`` writes it: `WindowGroup "Notes" (id: notes)`.
    var description: String {
        var text = kind
        if let title { text += " \"\(title)\"" }
        if let id { text += " (id: \(id))" }
        return text
    }

    /// What makes it the same scene from one evaluation of the app's body to the next.
    var identity: String { "\(kind)|\(title ?? "")|\(id ?? "")" }
}

/// The scenes an app's body (or part of it) stands for, in order, and the commands its
/// scenes add to the app's menus.
struct SceneList {
    var entries: [SceneEntry] = []
    /// The views of the commands (`.commands { }`), in order.
    var commands: [AnyView] = []
    /// Why part of the body could not be resolved (a scene of the app's own that needs an
    /// environment object no one provides).
    var failures: [String] = []

    /// Adds the scenes of `other` after these.
    mutating func append(_ other: SceneList) {
        entries += other.entries
        commands += other.commands
        failures += other.failures
    }

    /// Applies a scene modifier to every scene in the list: `transform` wraps each scene's
    /// view.
    mutating func modifyContent<Modified: View>(_ transform: (AnyView) -> Modified) {
        for index in entries.indices { entries[index].content = AnyView(transform(entries[index].content)) }
    }
}

/// Resolves an app's body into a ``SceneList`` during the evaluation of the app's node.
///
/// A scene of the app's own is resolved through its `body`, after its dynamic properties
/// are attached to storage of its own, kept by the app's node under the scene's place in
/// the body: the reads they record are the app's node's, so a change evaluates the app's
/// body again.
@MainActor
struct SceneResolver {
    /// The node of the app, whose body is being evaluated.
    let node: Node
    /// The storage of the dynamic properties of the app's own scenes, by place.
    private(set) var storages: [String: NodeStorage]
    /// The places resolved in this evaluation: storage elsewhere is let go.
    private(set) var usedPlaces: Set<String> = []
    /// The place of the scene being resolved: the positions from the body down.
    private var place: [Int] = []

    init(node: Node, storages: [String: NodeStorage]) {
        self.node = node
        self.storages = storages
    }

    /// The storage of the scenes resolved in this evaluation.
    var keptStorages: [String: NodeStorage] { storages.filter { usedPlaces.contains($0.key) } }

    /// Resolves `scene`, the child at `position` of the scene being resolved.
    mutating func resolve<S: Scene>(_ scene: S, at position: Int) -> SceneList {
        place.append(position)
        defer { place.removeLast() }
        return resolve(scene)
    }

    /// Resolves `scene`: a built-in scene directly, one of the app's own through its body.
    mutating func resolve<S: Scene>(_ scene: S) -> SceneList {
        if let primitive = scene as? any PrimitiveScene { return primitive.resolve(&self) }
        var scene = scene
        let plan = TypePlan.of(S.self)
        if plan.hasDynamicProperties {
            let key = place.map(String.init).joined(separator: ".") + ":\(S.self)"
            let storage = storages[key] ?? NodeStorage(count: plan.attachedFields.count)
            storages[key] = storage
            usedPlaces.insert(key)
            if let failure = plan.attach(to: &scene, node: node, storage: storage) {
                return SceneList(failures: ["\(S.self) not shown: \(failure)"])
            }
        }
        return resolve(scene.body, at: 0)
    }
}
