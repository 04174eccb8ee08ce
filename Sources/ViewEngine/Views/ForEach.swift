/// A structure that computes views on demand from an underlying collection of
/// identified data.
///
/// ```swift
/// ForEach(items) { item in Text(item.name) }
/// ForEach(0..<3) { index in Text("Row \(index)") }
/// ForEach(names, id: \.self) { name in Text(name) }
/// ```
///
/// Each element's view is identified by the element's `id`: when the data changes,
/// views whose id remains keep their state; new ids mount, missing ids unmount.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The collection of underlying identified data.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID

    /// Creates an instance that computes views from data identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0[keyPath: id] }
    }

    public typealias Body = Never
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates an instance that computes views from identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates an instance that computes views over a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: PrimitiveView {
    static func makeNode(_ view: Self, graph: ViewGraph, parent: Node?, index: Int) -> TypedNode<Self> {
        ForEachNode(view, graph: graph, parent: parent, index: index)
    }
}

/// The node of a ``ForEach``: one child per element, keyed by the element's id.
@MainActor
final class ForEachNode<Data: RandomAccessCollection, ID: Hashable, Content: View>: TypedNode<ForEach<Data, ID, Content>> {
    private var ids: [ID] = []
    private var children: [TypedNode<Content>] = []
    /// The node whose body built this `ForEach`: reads in the content closure, which runs
    /// here rather than in that body, are that node's dependencies.
    private unowned(unsafe) let owner: Node?

    init(_ view: ForEach<Data, ID, Content>, graph: ViewGraph, parent: Node?, index: Int) {
        owner = parent?.nearestBodyOwner
        super.init(graph: graph, parent: parent, index: index)
        let elements = Array(view.data)
        let contents = evaluatingContent { elements.map(view.content) }
        for (position, (element, content)) in zip(elements, contents).enumerated() {
            ids.append(view.idOf(element))
            children.append(mountChild(content, at: position))
        }
    }

    override func update(_ view: ForEach<Data, ID, Content>) {
        let newIDs = view.data.map(view.idOf)
        let contents = evaluatingContent { view.data.map(view.content) }
        if newIDs == ids {
            for (child, content) in zip(children, contents) { child.update(content) }
            return
        }
        reconcile(contents, newIDs: newIDs)
    }

    /// Runs the content closure as part of the owner's body evaluation.
    private func evaluatingContent<Result>(_ body: () -> Result) -> Result {
        guard let owner else { return body() }
        return graph.evaluatingBody(of: owner, body)
    }

    /// Keeps the children whose id remains (updated, moved to their new position), mounts
    /// the new ids and unmounts the missing ones.
    private func reconcile(_ contents: [Content], newIDs: [ID]) {
        var existing = Dictionary(zip(ids, children), uniquingKeysWith: { first, _ in first })
        var newChildren: [TypedNode<Content>] = []
        newChildren.reserveCapacity(newIDs.count)
        for (position, (id, content)) in zip(newIDs, contents).enumerated() {
            if let child = existing.removeValue(forKey: id) {
                child.indexInParent = position
                child.update(content)
                newChildren.append(child)
            } else {
                newChildren.append(mountChild(content, at: position))
            }
        }
        let oldIDs = ids
        ids = newIDs
        children = newChildren
        for id in oldIDs { if let removed = existing.removeValue(forKey: id) { dismount(removed) } }
    }

    override func forEachChild(_ body: (Node) -> Void) { children.forEach(body) }
}
