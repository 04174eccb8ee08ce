/// A stored property whose storage the node owns or resolves, attached before each
/// evaluation of the body that declares it.
protocol AttachedProperty: DynamicProperty {
    /// Attaches `property`, in place in its view value, to `context`'s node. Returns `nil`
    /// when it is attached, or why the body cannot run (a missing environment object),
    /// which the property has diagnosed.
    @MainActor static func _attach(_ property: inout Self, in context: AttachContext) -> String?
}

/// The name of a piece of state, made only when a trace or diagnostic prints it:
/// `Counter._count`.
struct StateLabel: CustomStringConvertible {
    /// The type of the view that declares it.
    let owner: Any.Type
    /// The stored property's name.
    let field: String

    var description: String { "\(owner).\(field)" }
}

/// Where an ``AttachedProperty`` is attached: its node and its slot in the node's storage.
@MainActor
struct AttachContext {
    /// The node whose body is about to be evaluated.
    let node: Node
    /// The node's storage.
    let storage: NodeStorage
    /// The slot of this property in ``storage``.
    let slot: Int

    var graph: ViewGraph { node.graph }


    /// The object in this property's slot, made by `make` the first time.
    func slotObject<Object: AnyObject>(_ make: () -> Object) -> Object {
        if let existing = existingObject(as: Object.self) { return existing }
        let object = make()
        storage[slot] = object
        return object
    }
}
