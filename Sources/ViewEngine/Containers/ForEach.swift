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
    public var data: Data {
        didSet { (elements, ids) = Self.identify(data, keyPath) }
    }
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    @usableFromInline let keyPath: KeyPath<Data.Element, ID>
    /// The elements and their ids, taken where the `ForEach` is made: the initializers
    /// are `@inlinable`, so walking `data` is compiled for its concrete type there (a
    /// walk over a `Range<Int>` in the engine's generic code looks up types at every step).
    @usableFromInline private(set) var elements: [Data.Element]
    @usableFromInline private(set) var ids: [ID]

    /// Creates an instance that computes views from data identified by `id`.
    @inlinable
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        (elements, ids) = Self.identify(data, id)
        self.data = data
        self.content = content
        self.keyPath = id
    }

    /// The elements of `data` and their ids.
    @inlinable
    static func identify(_ data: Data, _ id: KeyPath<Data.Element, ID>) -> ([Data.Element], [ID]) {
        let elements = Array(data)
        return (elements, elements.map { $0[keyPath: id] })
    }

    public typealias Body = Never
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates an instance that computes views from identifiable data.
    @inlinable
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates an instance that computes views over a constant range.
    @inlinable
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

/// A `ForEach` is a list of its rows: modifiers applied to it apply to each row (SPEC R19).
extension ForEach: ViewList {}

extension ForEach: PrimitiveView {
    static func makeNode(_ view: Self, graph: ViewGraph, parent: Node?, index: Int) -> TypedNode<Self> {
        ForEachNode(view, graph: graph, parent: parent, index: index)
    }
}

/// The node of a ``ForEach``: one child per element, keyed by the element's id (SPEC R17).
///
/// Rows keep their node (state, tasks, appearance) while their id remains, wherever
/// it moves. Duplicate ids are diagnosed at every evaluation that has them; each
/// occurrence still gets a row of its own, matched to the old rows of that id in order,
/// and every row that is left over is dismounted.
@MainActor
final class ForEachNode<Data: RandomAccessCollection, ID: Hashable, Content: View>: TypedNode<ForEach<Data, ID, Content>> {
    private var ids: [ID] = []
    private var children: [Node] = []
    private var hasDuplicateIDs = false
    private let memberModifiers: MemberModifiers?

    init(_ view: ForEach<Data, ID, Content>, graph: ViewGraph, parent: Node?, index: Int) {
        memberModifiers = parent?.modifiersForMembers
        super.init(graph: graph, parent: parent, index: index)
        let contents = evaluatingContent { view.elements.map(view.content) }
        ids = view.ids
        hasDuplicateIDs = diagnoseDuplicates(in: ids)
        children.reserveCapacity(ids.count)
        for (position, content) in contents.enumerated() {
            children.append(mountMember(content, at: position))
        }
    }

    override var modifiersForMembers: MemberModifiers? { memberModifiers }

    override func update(_ view: ForEach<Data, ID, Content>) {
        let newIDs = view.ids
        let contents = evaluatingContent { view.elements.map(view.content) }
        if newIDs == ids {
            if hasDuplicateIDs { _ = diagnoseDuplicates(in: ids) }
            // An index loop: `zip` over these generic arrays costs a runtime type lookup per row.
            for position in children.indices { updateMember(children[position], with: contents[position]) }
            return
        }
        hasDuplicateIDs = diagnoseDuplicates(in: newIDs)
        reconcile(contents, newIDs: newIDs)
    }

    /// Runs the content closure as part of the owner's body evaluation.
    private func evaluatingContent<Result>(_ body: () -> Result) -> Result {
        evaluatingForOwner(body)
    }

    /// Emits SwiftUI's diagnostic for the first id that occurs more than once, if any
    /// (SPEC §5, once per evaluation); returns whether there was one.
    private func diagnoseDuplicates(in ids: [ID]) -> Bool {
        var seen = Set<ID>(minimumCapacity: ids.count)
        guard let duplicate = ids.first(where: { !seen.insert($0).inserted }) else { return false }
        graph.diagnose(.duplicateForEachID,
                       "\(ForEach<Data, ID, Content>.self): the ID \(duplicate) occurs multiple times within the collection, this will give undefined results!",
                       viewType: "\(ForEach<Data, ID, Content>.self)")
        return true
    }

    /// Keeps the rows whose id remains (updated, moved to their new position), mounts the
    /// new ids and dismounts the rows left over. The n-th occurrence of an id takes the
    /// n-th old row with that id.
    private func reconcile(_ contents: [Content], newIDs: [ID]) {
        // The old rows of each id, as a chain of positions in old order.
        var firstOld = [ID: Int](minimumCapacity: ids.count)
        var nextOld = [Int](repeating: -1, count: ids.count)
        for position in ids.indices.reversed() {
            nextOld[position] = firstOld[ids[position]] ?? -1
            firstOld[ids[position]] = position
        }
        var kept = [Bool](repeating: false, count: ids.count)
        var newChildren: [Node] = []
        newChildren.reserveCapacity(newIDs.count)
        for position in newIDs.indices {
            let id = newIDs[position], content = contents[position]
            if let old = firstOld[id] {
                firstOld[id] = nextOld[old] >= 0 ? nextOld[old] : nil
                kept[old] = true
                let child = children[old]
                child.indexInParent = position
                updateMember(child, with: content)
                newChildren.append(child)
            } else {
                newChildren.append(mountMember(content, at: position))
            }
        }
        let oldChildren = children
        ids = newIDs
        children = newChildren
        for (position, child) in oldChildren.enumerated() where !kept[position] { dismount(child) }
    }

    override func forEachChild(_ body: (Node) -> Void) { children.forEach(body) }
}

extension ForEachNode: IdentifiedRows {
    var idType: Any.Type { ID.self }

    func forEachRow(_ body: (AnyHashable, Node) -> Void) {
        for (id, child) in zip(ids, children) { body(AnyHashable(id), child) }
    }
}

/// A node whose children are rows identified by the ids of their data (a `ForEach`):
/// a `Picker` tags each row with its id unless the row has a ``View/tag(_:)``.
@MainActor
protocol IdentifiedRows: Node {
    /// The static type of the ids.
    var idType: Any.Type { get }
    func forEachRow(_ body: (AnyHashable, Node) -> Void)
}
