import Observation
import ViewEngine

/// A `ForEach` element; `key` is its id and may repeat.
struct FuzzItem: Hashable, Sendable {
    var key: Int
}

/// The mutable parts of one tree node, observed per property: the branch flag of an
/// `if` (or whether a presenter presents), the selector of a `switch`, the elements of a
/// `ForEach` or an editable list, the key of an `.id`, the path of a navigation stack.
@Observable final class FuzzCell {
    var flag = false
    var selector = 0
    var items: [FuzzItem] = []
    var key = 0
    var path: [Int] = []
}

/// A shared counter that texts show, buttons increment and observers watch.
@Observable final class FuzzCounter {
    var value = 0
}

/// A shared counter of the Combine kind: an `ObservableObject` whose `@Published` value
/// the `published` nodes show (a write sends `objectWillChange`, which invalidates every
/// view that holds the object).
final class FuzzPublishedCounter: ObservableObject {
    @Published var value = 0
}

/// The values of a model, as plain data: what the expectation computes from and what
/// the interpreter's model holds.
struct FuzzState: Sendable, Equatable {
    var flags: [Int: Bool] = [:]
    var selectors: [Int: Int] = [:]
    var items: [Int: [Int]] = [:]
    var keys: [Int: Int] = [:]
    var paths: [Int: [Int]] = [:]
    var counters: [Int]
    var published: [Int]

    /// The initial values of `tree`'s nodes.
    init(tree: FuzzNode, counters: Int, publishedCounters: Int = FuzzOptions().publishedCounters) {
        self.counters = Array(repeating: 0, count: counters)
        published = Array(repeating: 0, count: publishedCounters)
        for node in tree.allNodes {
            switch node.kind {
            case .ifElse(let initially): flags[node.id] = initially
            case .switchOf(let initially): selectors[node.id] = initially
            case .forEach(let initial), .editableList(let initial): items[node.id] = initial
            case .identified(let key): keys[node.id] = key
            case .presenter(_, let initially): flags[node.id] = initially
            case .navigation(let initial): paths[node.id] = initial
            default: break
            }
        }
    }
}

/// A change of the model that an event makes.
enum FuzzMutation: Sendable, Equatable, CustomStringConvertible {
    case flip(Int)
    case select(Int, Int)
    case insert(Int, key: Int, at: Int)
    case remove(Int, at: Int)
    case move(Int, from: Int, to: Int)
    case rekey(Int, Int)
    case bump(counter: Int)
    /// Increments a `@Published` counter.
    case publish(counter: Int)
    /// Appends a value to a navigation stack's path (a push).
    case push(Int, Int)
    /// Removes the last value of a navigation stack's path (a pop).
    case pop(Int)
    /// Replaces a navigation stack's path.
    case setPath(Int, [Int])

    var description: String {
        switch self {
        case .flip(let node): "flip if#\(node)"
        case .select(let node, let value): "select case \(value) of switch#\(node)"
        case .insert(let node, let key, let at): "insert \(key) at \(at) into ForEach#\(node)"
        case .remove(let node, let at): "remove element \(at) of ForEach#\(node)"
        case .move(let node, let from, let to): "move element \(from) to \(to) in ForEach#\(node)"
        case .rekey(let node, let key): "set key of id#\(node) to \(key)"
        case .bump(let counter): "bump c\(counter)"
        case .publish(let counter): "publish q\(counter)"
        case .push(let node, let value): "push \(value) onto NavigationStack#\(node)"
        case .pop(let node): "pop NavigationStack#\(node)"
        case .setPath(let node, let path): "set the path of NavigationStack#\(node) to \(path)"
        }
    }

    /// Applies the mutation to `state`; `false` (and `state` unchanged) when it does not
    /// apply (its node is not in the tree any more, or an index is out of range: scripts
    /// are replayed on shrunk trees).
    @discardableResult
    func apply(to state: inout FuzzState) -> Bool {
        switch self {
        case .flip(let node):
            guard let flag = state.flags[node] else { return false }
            state.flags[node] = !flag
        case .select(let node, let value):
            guard state.selectors[node] != nil else { return false }
            state.selectors[node] = value
        case .insert(let node, _, _), .remove(let node, _), .move(let node, _, _):
            guard let items = state.items[node], let edited = edited(items) else { return false }
            state.items[node] = edited
        case .rekey(let node, let key):
            guard state.keys[node] != nil else { return false }
            state.keys[node] = key
        case .bump(let counter):
            guard counter < state.counters.count else { return false }
            state.counters[counter] += 1
        case .publish(let counter):
            guard counter < state.published.count else { return false }
            state.published[counter] += 1
        case .push(let node, let value):
            guard state.paths[node] != nil else { return false }
            state.paths[node]!.append(value)
        case .pop(let node):
            guard let path = state.paths[node], !path.isEmpty else { return false }
            state.paths[node]!.removeLast()
        case .setPath(let node, let path):
            guard state.paths[node] != nil else { return false }
            state.paths[node] = path
        }
        return true
    }

    /// The elements after a `ForEach` mutation, or `nil` when it does not apply to them.
    func edited(_ items: [Int]) -> [Int]? {
        var items = items
        switch self {
        case .insert(_, let key, let at):
            guard at <= items.count else { return nil }
            items.insert(key, at: at)
        case .remove(_, let at):
            guard at < items.count else { return nil }
            items.remove(at: at)
        case .move(_, let from, let to):
            guard from < items.count, to < items.count else { return nil }
            items.insert(items.remove(at: from), at: to)
        default:
            return nil
        }
        return items
    }
}

/// The model the interpreter reads: one ``FuzzCell`` per node with mutable parts, the
/// shared counters, the subject of `onReceive`, and the mutation the root's `apply`
/// button performs.
@MainActor
final class FuzzModel {
    let tree: FuzzNode
    private let nodes: [Int: FuzzNode]
    let cells: [Int: FuzzCell]
    let counters: [FuzzCounter]
    let published: [FuzzPublishedCounter]
    let subject = PassthroughSubject<Int, Never>()
    /// The ids of the `view` nodes whose subtree shows the root's input.
    let viewsShowingInput: Set<Int>
    /// What the `apply` button does next.
    var pending: FuzzMutation?
    /// What the `nest` button does: a driver call from inside a frame.
    var nestedCall: (() -> Void)?
    let sabotage: FuzzSabotage?

    init(tree: FuzzNode, state: FuzzState, sabotage: FuzzSabotage? = nil) {
        self.tree = tree
        self.sabotage = sabotage
        let all = tree.allNodes
        nodes = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })
        var cells: [Int: FuzzCell] = [:]
        for node in all {
            let cell = FuzzCell()
            cell.flag = state.flags[node.id] ?? false
            cell.selector = state.selectors[node.id] ?? 0
            cell.items = (state.items[node.id] ?? []).map(FuzzItem.init(key:))
            cell.key = state.keys[node.id] ?? 0
            cell.path = state.paths[node.id] ?? []
            cells[node.id] = cell
        }
        self.cells = cells
        counters = state.counters.map { value in
            let counter = FuzzCounter()
            counter.value = value
            return counter
        }
        published = state.published.map { value in
            let counter = FuzzPublishedCounter()
            counter.value = value
            return counter
        }
        viewsShowingInput = Set(all.filter { if case .view = $0.kind { $0.showsInput } else { false } }.map(\.id))
    }

    func node(_ id: Int) -> FuzzNode { nodes[id]! }

    /// Writes the mutation to the observable cells (only the property it changes).
    func apply(_ mutation: FuzzMutation) {
        switch mutation {
        case .flip(let node):
            cells[node]?.flag.toggle()
        case .select(let node, let value):
            cells[node]?.selector = value
        case .insert(let node, _, _), .remove(let node, _), .move(let node, _, _):
            guard let cell = cells[node], let edited = mutation.edited(cell.items.map(\.key)) else { return }
            cell.items = edited.map(FuzzItem.init(key:))
        case .rekey(let node, let key):
            cells[node]?.key = key
        case .bump(let counter):
            if counter < counters.count { counters[counter].value += 1 }
        case .publish(let counter):
            if counter < published.count { published[counter].value += 1 }
        case .push(let node, let value):
            cells[node]?.path.append(value)
        case .pop(let node):
            if cells[node]?.path.isEmpty == false { cells[node]?.path.removeLast() }
        case .setPath(let node, let path):
            cells[node]?.path = path
        }
    }

    /// Performs the pending mutation (the root's `apply` button).
    func applyPending() {
        guard let mutation = pending else { return }
        pending = nil
        apply(mutation)
    }
}
