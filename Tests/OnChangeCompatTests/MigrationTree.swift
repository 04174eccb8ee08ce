import ViewEngine
import TestSupport
import OnChangeCompat

/// A random tree of views with state and observers, and the user events to drive it.
struct TreeSpec: Sendable {
    /// The parent of each node (`-1` for the root); a parent comes before its children.
    var parents: [Int]
    /// The observers on each node.
    var observers: [[ObserverSpec]]

    func children(of node: Int) -> [Int] { parents.indices.filter { parents[$0] == node } }

    /// A reproducible random tree.
    static func random(using generator: inout SplitMix64) -> TreeSpec {
        let count = Int.random(in: 1...5, using: &generator)
        var parents = [-1]
        for node in 1..<max(count, 1) { parents.append(Int.random(in: 0..<node, using: &generator)) }
        var nextID = 0
        let observers = parents.indices.map { node -> [ObserverSpec] in
            (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                defer { nextID += 1 }
                return ObserverSpec(id: nextID,
                                    watchesParent: node > 0 && Bool.random(using: &generator),
                                    initial: Bool.random(using: &generator),
                                    feedbackBelow: Int.random(in: 0...3, using: &generator) == 0 ? Int.random(in: 1...4, using: &generator) : nil)
            }
        }
        return TreeSpec(parents: parents, observers: observers)
    }
}

/// A user event on a tree.
enum TreeEvent: Sendable, CustomStringConvertible {
    case increment(Int), rewrite(Int), toggleChildren(Int)

    /// The title of the button that performs it.
    var title: String {
        switch self {
        case .increment(let node): "inc \(node)"
        case .rewrite(let node): "same \(node)"
        case .toggleChildren(let node): "toggle \(node)"
        }
    }

    var description: String { title }

    static func random(in tree: TreeSpec, using generator: inout SplitMix64) -> TreeEvent {
        let node = Int.random(in: 0..<tree.parents.count, using: &generator)
        switch Int.random(in: 0...5, using: &generator) {
        case 0: return .rewrite(node)
        case 1: return .toggleChildren(node)
        default: return .increment(node)
        }
    }
}

/// One node of a generated tree: its own state, buttons for the events, its observers
/// (each through a chosen API), and its children.
struct TreeNode: View {
    let tree: TreeSpec
    let node: Int
    let parentValue: Int
    let api: ObserverAPI
    let log: MigrationLog
    @State var value = 0
    @State var showsChildren = true

    var body: some View {
        VStack {
            Button("inc \(node)") { value += 1 }
            Button("same \(node)") { value = value + 0 }
            Button("toggle \(node)") { showsChildren.toggle() }
            if showsChildren {
                ForEach(tree.children(of: node), id: \.self) { child in
                    TreeNode(tree: tree, node: child, parentValue: value, api: api, log: log)
                }
            }
        }
        .modifier(Observers(api: api, specs: tree.observers[node], own: value, parent: parentValue,
                            write: { value += 1 }, log: log))
    }
}

/// Applies a node's observers, in order, innermost first.
struct Observers: ViewModifier {
    let api: ObserverAPI
    let specs: [ObserverSpec]
    let own: Int
    let parent: Int
    let write: () -> Void
    let log: MigrationLog

    @ViewBuilder
    func body(content: Content) -> some View {
        if let first = specs.first {
            // AnyView breaks the recursion of the modifier's type; its type is the same
            // at every evaluation, so identity is kept.
            AnyView(content
                .modifier(Observe(api: api, spec: first, value: first.watchesParent ? parent : own, write: write, log: log))
                .modifier(Observers(api: api, specs: Array(specs.dropFirst()), own: own, parent: parent, write: write, log: log)))
        } else {
            content
        }
    }
}
