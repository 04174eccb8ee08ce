/// The state of one node: a slot per `@State` property, created at first attachment
/// from the property's initial value and kept for the node's lifetime.
///
/// The first slot is stored inline: most views have one `@State` or none, and an array
/// would cost each of them one more allocation (see the memory benchmark).
@MainActor
final class NodeStorage {
    unowned let graph: ViewGraph
    private var first: AnyObject?
    private var others: [AnyObject?]

    init(graph: ViewGraph, count: Int) {
        self.graph = graph
        self.others = count > 1 ? Array(repeating: nil, count: count - 1) : []
    }

    /// The slot that holds `object`, if any.
    func slot(of object: AnyObject) -> Int? {
        if first === object { return 0 }
        return others.firstIndex { $0 === object }.map { $0 + 1 }
    }

    /// The storage of the `index`th `@State` property, `nil` before its first attachment.
    subscript(index: Int) -> AnyObject? {
        get { index == 0 ? first : others[index - 1] }
        set {
            if index == 0 { first = newValue } else { others[index - 1] = newValue }
        }
    }
}
