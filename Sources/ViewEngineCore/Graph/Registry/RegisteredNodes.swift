/// The controls registered under one title in a ``ControlRegistry``: nearly always one,
/// which is kept inline, in one word. An array for each title cost every visible control
/// one more allocation (Benchmarks/HISTORY.md, "Memory per `Button` row").
struct RegisteredNodes: RandomAccessCollection, ExpressibleByArrayLiteral {
    private enum Storage {
        case none
        case one(Node)
        case many([Node])
    }

    private var storage = Storage.none

    init(arrayLiteral nodes: Node...) {
        for node in nodes { append(node) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int {
        switch storage {
        case .none: 0
        case .one: 1
        case .many(let nodes): nodes.count
        }
    }

    subscript(position: Int) -> Node {
        switch storage {
        case .one(let node) where position == 0: node
        case .many(let nodes): nodes[position]
        default: preconditionFailure("RegisteredNodes: index \(position) out of \(startIndex)..<\(endIndex)")
        }
    }

    /// Adds `node` after the others.
    mutating func append(_ node: Node) {
        switch storage {
        case .none: storage = .one(node)
        case .one(let first): storage = .many([first, node])
        case .many(var nodes):
            storage = .none   // the array is uniquely referenced while it grows
            nodes.append(node)
            storage = .many(nodes)
        }
    }

    /// Keeps the nodes `test` rejects, in their order.
    mutating func removeAll(where test: (Node) -> Bool) {
        var kept = RegisteredNodes()
        for node in self where !test(node) { kept.append(node) }
        self = kept
    }
}
