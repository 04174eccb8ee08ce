/// The state of one node: a slot per `@State` property, created at first attachment
/// from the property's initial value and kept for the node's lifetime.
@MainActor
final class NodeStorage {
    unowned let graph: ViewGraph
    var slots: [AnyObject?]

    init(graph: ViewGraph, count: Int) {
        self.graph = graph
        self.slots = Array(repeating: nil, count: count)
    }
}
