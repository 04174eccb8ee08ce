/// The environment of a subtree, and the views that read it (Rules R16).
///
/// The host has a root box; every modifier that writes the environment has a box of its
/// own, made from its parent box's values and its write. Nodes keep the box of the
/// nearest such modifier above them. When a box's values change, the readers whose value
/// changed (`==` where `Equatable`; any new value otherwise) are invalidated, and the
/// boxes below it recompute — views in between are not re-evaluated.
@MainActor
final public class EnvironmentBox {
    @MainActor private struct Reader {
        weak var node: Node?
        let epoch: UInt64
        /// The storage slot of the property that read, for `_printChanges()`.
        let slot: Int
        /// Whether `values` hold another value than the one the node read.
        let hasChanged: (EnvironmentValues) -> Bool

        var isCurrent: Bool {
            guard let node else { return false }
            return node.isMounted && node.epoch == epoch
        }
    }

    private(set) package var values: EnvironmentValues
    /// The graph of the host whose tree the box is in: what its nodes reach their graph
    /// through (``Node/graph``).
    ///
    /// Invariant (`unowned(unsafe)`): the graph is alive whenever a node reads it (the host
    /// owns the graph and unmounts its tree before it releases it; nothing reads an
    /// unmounted node's graph), and a box is read only through its nodes. The root box's
    /// is made by its graph at the end of the graph's `init`, before any node is made; a
    /// box below takes its parent's. `unowned(unsafe)`: a checked `unowned` costs an
    /// atomic increment and decrement at every read; the address sanitizer in CI runs the
    /// suite, the dangling-reference tests among it (`Robustness/`), over every such read.
    @usableFromInline unowned(unsafe) final package let graph: ViewGraph
    private let parent: EnvironmentBox?
    private var write: (inout EnvironmentValues) -> Void
    private var children: [WeakBox] = []
    private var readers: [Reader] = []
    private var compactionThreshold = 16
    /// The nodes that read this box for themselves, kept without a weak reference.
    private var listeners = EnvironmentListeners()

    /// The root of `graph`'s environment: `write` sets what the host sets.
    package init(root write: @escaping (inout EnvironmentValues) -> Void, graph: ViewGraph) {
        self.graph = graph
        parent = nil
        self.write = write
        var values = EnvironmentValues()
        write(&values)
        self.values = values
    }

    /// The environment below a modifier that writes with `write`.
    package init(parent: EnvironmentBox, write: @escaping (inout EnvironmentValues) -> Void) {
        self.graph = parent.graph
        self.parent = parent
        self.write = write
        var values = parent.values
        write(&values)
        self.values = values
        parent.children.append(WeakBox(box: self))
    }

    /// Replaces the write and brings this box and the ones below it up to date.
    package func rewrite(_ write: @escaping (inout EnvironmentValues) -> Void) {
        self.write = write
        recompute()
    }

    private func recompute() {
        var values = parent?.values ?? EnvironmentValues()
        write(&values)
        self.values = values
        let current = readers.filter(\.isCurrent)
        readers = current
        for reader in current where reader.hasChanged(values) {
            reader.node.map { $0.graph.invalidate($0, cause: .property(slot: reader.slot, what: "an environment value it read changed")) }
        }
        // A copy: a node told of the change may not leave the list while it is walked.
        let listening = listeners
        listening.forEach { $0.environmentDidChange(values) }
        children.removeAll { $0.box == nil }
        for child in children { child.box?.recompute() }
    }

    /// Reads `read(values)` for `node`'s current evaluation: the node is invalidated when
    /// a change of the environment changes what it read (`==` where `Equatable`, any new
    /// value otherwise).
    package func read<Value>(by node: Node, slot: Int, _ read: @escaping (EnvironmentValues) -> Value) -> Value {
        let value = read(values)
        // `==` is found when the environment changes, not at each read: the type's shared
        // witness, not a closure made for each read (Benchmarks/HISTORY.md, "Memory per `Button` row").
        record(Reader(node: node, epoch: node.epoch, slot: slot) { values in
            guard let isEqual = EqualityWitness.shared(Value.self).isEqual else { return true }
            return !isEqual(value, read(values))
        })
        return value
    }

    /// Reads the environment object of type `T` for `node`'s current evaluation: the node
    /// is invalidated when another object (or none) takes its place.
    package func readObject<T: AnyObject>(_ type: T.Type, by node: Node, slot: Int) -> T? {
        let object = values.object(of: type)
        record(Reader(node: node, epoch: node.epoch, slot: slot) { $0.object(of: type) !== object })
        return object
    }

    /// Tells `node`, mounted, of every change of this box's values until it calls
    /// ``stopListening(_:slot:)`` with the slot returned: for a node that reads the
    /// environment for itself and decides in ``Node/environmentDidChange(_:)`` whether what
    /// it read changed. It must stop when it is unmounted (or goes without being unmounted):
    /// the box does not keep it weakly (``EnvironmentListeners``).
    package func listen(_ node: Node) -> Int32 { listeners.add(node) }

    /// Stops telling `node` of changes: it leaves `slot`, which ``listen(_:)`` returned.
    package func stopListening(_ node: Node, slot: Int32) { listeners.remove(node, from: slot) }

    /// How many nodes listen to this box (a test hook: an unmounted node has left).
    package var listenerCount: Int { listeners.count }

    private func record(_ reader: Reader) {
        readers.append(reader)
        if readers.count > compactionThreshold {
            readers.removeAll { !$0.isCurrent }
            compactionThreshold = max(16, readers.count * 2)
        }
    }

    private struct WeakBox {
        weak var box: EnvironmentBox?
    }
}
