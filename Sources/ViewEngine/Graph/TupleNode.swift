/// The node of a ``TupleView``: one child per element, identified by position.
@MainActor
final class TupleNode<T>: TypedNode<TupleView<T>> {
    private let elements: [TupleElement]
    private var children: [Node] = []
    private let memberModifiers: MemberModifiers?

    init(_ view: TupleView<T>, graph: ViewGraph, parent: Node?, index: Int) {
        elements = TupleElement.elements(of: T.self)
        memberModifiers = parent?.modifiersForMembers
        super.init(graph: graph, parent: parent, index: index)
        withUnsafePointer(to: view.value) { tuple in
            let base = UnsafeRawPointer(tuple)
            for (position, element) in elements.enumerated() {
                children.append(element.mount(base + element.offset, parent: self, index: position))
            }
        }
    }

    override func update(_ view: TupleView<T>) {
        withUnsafePointer(to: view.value) { tuple in
            let base = UnsafeRawPointer(tuple)
            for (position, element) in elements.enumerated() {
                element.update(children[position], in: self, with: base + element.offset)
            }
        }
    }

    override var modifiersForMembers: MemberModifiers? { memberModifiers }

    override func forEachChild(_ body: (Node) -> Void) { children.forEach(body) }
}

extension TupleView: PrimitiveView {
    static func makeNode(_ view: Self, graph: ViewGraph, parent: Node?, index: Int) -> TypedNode<Self> {
        TupleNode(view, graph: graph, parent: parent, index: index)
    }
}

/// One element of a tuple of views: where it is stored and what view type it has.
struct TupleElement {
    let offset: Int
    let type: any View.Type

    @MainActor private static var cache: [ObjectIdentifier: [TupleElement]] = [:]

    /// The elements of the tuple type `T`, reflected once per type.
    @MainActor static func elements<T>(of tuple: T.Type) -> [TupleElement] {
        let key = ObjectIdentifier(tuple)
        if let cached = cache[key] { return cached }
        let fields = StoredField.fields(of: tuple) ?? []
        let elements = fields.map { field -> TupleElement in
            guard let viewType = field.type as? any View.Type else {
                preconditionFailure("TupleView element \(field.type) is not a View")
            }
            return TupleElement(offset: field.offset, type: viewType)
        }
        cache[key] = elements
        return elements
    }

    @MainActor func mount(_ address: UnsafeRawPointer, parent: Node, index: Int) -> Node {
        type._mountElement(at: address, parent: parent, index: index)
    }

    @MainActor func update(_ node: Node, in parent: Node, with address: UnsafeRawPointer) {
        type._updateElement(node, in: parent, at: address)
    }
}

extension View {
    @MainActor static func _mountElement(at address: UnsafeRawPointer, parent: Node, index: Int) -> Node {
        parent.mountMember(address.assumingMemoryBound(to: Self.self).pointee, at: index)
    }

    @MainActor static func _updateElement(_ node: Node, in parent: Node, at address: UnsafeRawPointer) {
        parent.updateMember(node, with: address.assumingMemoryBound(to: Self.self).pointee)
    }
}
