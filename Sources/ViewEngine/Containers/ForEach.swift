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
import ViewEngineCore

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The collection of underlying identified data.
    public var data: Data {
        didSet {
            elements = Array(data)
            ids = Self.ids(of: elements, keyPath)
        }
    }
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    @usableFromInline let keyPath: KeyPath<Data.Element, ID>
    /// The elements and their ids, taken where the `ForEach` is made: the initializers
    /// are `@inlinable`, so walking `data` is compiled for its concrete type there (a
    /// walk over a `Range<Int>` in the engine's generic code looks up types at every step).
    @usableFromInline private(set) var elements: [Data.Element]
    @usableFromInline private(set) var ids: [ID]
    /// Mounts or updates the rows (``mountRows(of:)``, ``updateRows(of:)``), compiled where
    /// the `ForEach` is made. Its initializers are `@inlinable`, so this closure is
    /// specialized for the concrete data and row types of the caller; the static
    /// requirements may run unspecialized (a `ForEach` among the elements of a
    /// `TupleView` is updated through its generic conformance: the optimizer does not
    /// specialize across a parameter pack's elements), and calling through it keeps the
    /// per-row work specialized all the same. A closure without captures: no allocation.
    @usableFromInline let rows: @MainActor (Self, ForEachNode<Data, ID, Content>, _ mounting: Bool) -> Void

    /// Creates an instance that computes views from data identified by `id`.
    @inlinable
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        let elements = Array(data)
        self.init(data, id: id, elements: elements, ids: Self.ids(of: elements, id), content: content)
    }

    /// `rows`: how the rows are mounted and updated, by default from `elements` and `ids`.
    @inlinable
    init(_ data: Data, id: KeyPath<Data.Element, ID>, elements: [Data.Element], ids: [ID],
         content: @escaping (Data.Element) -> Content,
         rows: @escaping @MainActor (Self, ForEachNode<Data, ID, Content>, _ mounting: Bool) -> Void = { view, node, mounting in
             if mounting { view.mountRows(of: node) } else { view.updateRows(of: node) }
         }) {
        self.data = data
        self.content = content
        self.keyPath = id
        self.elements = elements
        self.ids = ids
        self.rows = rows
    }

    /// The ids of `elements` by the key path `id`: with `\.self`, the elements themselves
    /// (applying a key path costs hundreds of instructions per element). Nonisolated, so
    /// that the closure it hands `map` needs no check of the caller's actor.
    @inlinable
    nonisolated static func ids(of elements: [Data.Element], _ id: KeyPath<Data.Element, ID>) -> [ID] {
        if ID.self == Data.Element.self, id == \Data.Element.self as AnyKeyPath {
            return SameType.cast(elements, to: [ID].self)   // checked above: ID is Data.Element
        }
        return elements.map { $0[keyPath: id] }
    }

    public typealias Body = Never
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates an instance that computes views from identifiable data.
    @inlinable
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        let elements = Array(data)
        self.init(data, id: \.id, elements: elements, ids: Self.identifiers(of: elements), content: content)
    }

    /// The elements' ids, read directly (nonisolated: see ``ids(of:_:)``).
    @inlinable
    nonisolated static func identifiers(of elements: [Data.Element]) -> [ID] { elements.map { $0.id } }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates an instance that computes views over a constant range.
    ///
    /// The range is its own list of ids: the instance keeps no array of them (a body that
    /// makes `ForEach(0..<n)` again at every evaluation would copy the range into one), and
    /// its node compares the range it was given last with the new one, not two arrays.
    @inlinable
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, elements: [], ids: [], content: content) { view, node, mounting in
            if mounting { view.mountRangeRows(of: node) } else { view.updateRangeRows(of: node) }
        }
    }

    /// Mounts a row per integer of the range (``mountRows(of:)`` without arrays made
    /// at the initializer).
    @inlinable
    func mountRangeRows(of node: ForEachNode<Data, ID, Content>) {
        node.setIDs(Array(data), range: data)
        node.mountRows(node.evaluatingForOwner { data.map(content) })
    }

    /// Updates the rows of a range: in place when it is the range of the node's rows;
    /// otherwise reconciled by id as any data is (``updateRows(of:)``).
    @inlinable
    func updateRangeRows(of node: ForEachNode<Data, ID, Content>) {
        guard node.idRange == data else {
            let contents = node.evaluatingForOwner { data.map(content) }
            node.reconcile(contents, newIDs: Array(data))
            node.idRange = data
            return
        }
        let start = data.lowerBound
        updateRowsInPlace(of: node) { content(start + $0) }
    }
}

/// A `ForEach` is a list of its rows: modifiers applied to it apply to each row (Rules R19).
extension ForEach: ViewList {}

extension ForEach {
    /// Mounts a row per element, keyed by the element's id (Rules R17).
    @inlinable
    public static func _makeView(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs<Self> {
        let node = ForEachNode<Data, ID, Content>(inputs)
        view.rows(view, node, true)
        return _ViewOutputs(node)
    }

    /// Updates the rows in place when the ids are the same; otherwise keeps the rows whose
    /// id remains, mounts the new ones and dismounts the rest.
    @inlinable
    public static func _updateView(_ view: consuming Self, _ outputs: _ViewOutputs<Self>) {
        guard let node = outputs.node(as: ForEachNode<Data, ID, Content>.self) else { return }
        view.rows(view, node, false)
    }

    /// Mounts a row per element (the work of ``_makeView(_:_:)``, through ``rows``).
    @inlinable
    func mountRows(of node: ForEachNode<Data, ID, Content>) {
        node.setIDs(ids)
        node.mountRows(node.evaluatingForOwner { elements.map(content) })
    }

    /// Updates the rows (the work of ``_updateView(_:_:)``, through ``rows``).
    @inlinable
    func updateRows(of node: ForEachNode<Data, ID, Content>) {
        guard ids == node.ids else {
            let contents = node.evaluatingForOwner { elements.map(content) }
            return node.reconcile(contents, newIDs: ids)
        }
        if node.hasDuplicateIDs { _ = node.diagnoseDuplicates(in: node.ids) }
        updateRowsInPlace(of: node) { content(elements[$0]) }
    }

    /// Updates each row with the value `row` makes for its position, when the ids are
    /// the same: the values are made a chunk at a time (in one evaluation of the owner's,
    /// in which their reads are the owner's) into a buffer on the stack, and each chunk is
    /// handed to its rows before the next is made. An array of every row's value would be
    /// a large allocation at every update, and in glibc a large allocation first sorts
    /// every small block freed since the last one (the closures of the previous
    /// evaluations): about 130 instructions per row in the fan-out benchmark
    /// (Benchmarks/HISTORY.md, "Issue 51, round four").
    @inlinable @inline(__always)
    func updateRowsInPlace(of node: ForEachNode<Data, ID, Content>, _ row: (Int) -> Content) {
        StackChunks.forEach(node.children.count, of: Content.self) { positions, buffer in
            node.evaluatingForOwner {
                for position in positions { buffer.append(row(position)) }
            }
        } take: { position, buffer in
            // The row borrowed, not retained for its update, and its value taken inside.
            let row = KeptNode(node.children[position])
            node.updateMember(kept: row, modifiers: node.memberModifiers) { buffer.removeFirst() }
        }
    }

    /// A `ForEach` has no body.
    public static func _reevaluateView(_ outputs: _ViewOutputs<Self>) {}
}

/// The node of a ``ForEach``: one child per element, keyed by the element's id (Rules R17).
///
/// Rows keep their node (state, tasks, appearance) while their id remains, wherever
/// it moves. Duplicate ids are diagnosed at every evaluation that has them; each
/// occurrence still gets a row of its own, matched to the old rows of that id in order,
/// and every row that is left over is dismounted.
@MainActor @usableFromInline
final class ForEachNode<Data: RandomAccessCollection, ID: Hashable, Content: View>: TypedNode<ForEach<Data, ID, Content>>, IdentifyingNode {
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline private(set) var ids: [ID]
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline var children: [Node] = []
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline private(set) var hasDuplicateIDs = false
    /// The range whose integers are ``ids``, when a `ForEach` over a range set them
    /// (``ForEach/init(_:content:)``): comparing it says whether the ids are the same.
    @usableFromInline var idRange: Range<Int>?
    @usableFromInline let memberModifiers: MemberModifiers?

    /// A node with no rows yet: the `ForEach` mounts them (``setIDs(_:range:)`` first).
    @usableFromInline init(_ inputs: _ViewInputs) {
        self.ids = []
        memberModifiers = inputs.parent?.modifiersForMembers
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
    }

    /// Mounts a row for each of `contents`, in order (after ``setIDs(_:range:)``).
    @inlinable final func mountRows(_ contents: [Content]) {
        children.reserveCapacity(contents.count)
        for position in contents.indices {
            children.append(mountMember(contents[position], at: position))
        }
    }

    /// Sets the ids of the rows about to be mounted, and diagnoses a duplicate among them.
    @usableFromInline func setIDs(_ ids: [ID], range: Range<Int>? = nil) {
        self.ids = ids
        idRange = range
        hasDuplicateIDs = diagnoseDuplicates(in: ids)
    }

    /// The row whose element has the id `id` (its first, with duplicates).
    func view(identifiedBy id: AnyHashable) -> Node? {
        guard let index = ids.firstIndex(where: { AnyHashable($0) == id }), index < children.count else { return nil }
        return children[index]
    }

    /// Each row with its element's id.
    var identifiedViews: [(id: AnyHashable, view: Node)] {
        zip(ids, children).map { (AnyHashable($0), $1) }
    }

    override var modifiersForMembers: MemberModifiers? { memberModifiers }

    /// Emits SwiftUI's diagnostic for the first id that occurs more than once, if any
    /// (Rules: Diagnostics, once per evaluation); returns whether there was one.
    @usableFromInline func diagnoseDuplicates(in ids: [ID]) -> Bool {
        guard let duplicate = Self.firstDuplicate(in: ids) else { return false }
        graph.diagnose(.duplicateForEachID,
                       "\(ForEach<Data, ID, Content>.self): the ID \(duplicate) occurs multiple times within the collection, this will give undefined results!",
                       viewType: "\(ForEach<Data, ID, Content>.self)")
        return true
    }

    /// The first id that occurs a second time. Nonisolated: its closure, handed to the
    /// standard library, needs no run-time check of the caller's actor per id.
    nonisolated static func firstDuplicate(in ids: [ID]) -> ID? {
        var seen = Set<ID>(minimumCapacity: ids.count)
        return ids.first { !seen.insert($0).inserted }
    }

    /// Keeps the rows whose id remains (updated, moved to their new position), mounts the
    /// new ids and dismounts the rows left over. The n-th occurrence of an id takes the
    /// n-th old row with that id.
    @usableFromInline func reconcile(_ contents: [Content], newIDs: [ID]) {
        hasDuplicateIDs = diagnoseDuplicates(in: newIDs)
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
        idRange = nil
        children = newChildren
        for (position, child) in oldChildren.enumerated() where !kept[position] { dismount(child) }
        // Rows that moved change the order of the views around them (Rules R22).
        if graph.performsLayout, !oldChildren.elementsEqual(newChildren, by: ===) {
            graph.structureGeneration &+= 1
            setNeedsLayout()
        }
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
