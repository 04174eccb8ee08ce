/// A stored property whose storage the node owns or resolves, attached before each
/// evaluation of the body that declares it.
package protocol AttachedProperty: DynamicProperty {
    /// Attaches `property`, in place in its view value, to `context`'s node. Returns `nil`
    /// when it is attached, or why the body cannot run (a missing environment object),
    /// which the property has diagnosed.
    @MainActor static func _attach(_ property: inout Self, in context: AttachContext) -> String?

    /// The name of the property's stored `AnyObject?` that keeps its slot's object, when
    /// attaching it is only that once the slot holds one: every later attaching stores the
    /// slot's object there, and does nothing else (`@State`, `@StateObject`). Then the
    /// plan attaches it by storing the object, without calling ``_attach(_:in:)``
    /// (``TypePlan/AttachedField/slotObjectOffset``). `nil` (the default) for the others.
    static var _slotObjectField: String? { get }
}

extension AttachedProperty {
    package static var _slotObjectField: String? { nil }
}

/// The name of a piece of state, made only when a trace or diagnostic prints it:
/// `Counter._count`.
package struct StateLabel: CustomStringConvertible {
    /// The type of the view that declares it.
    package let owner: Any.Type
    /// The stored property's name.
    package let field: String

    package var description: String { "\(owner).\(field)" }
}

/// Where an ``AttachedProperty`` is attached: its node and its slot in the node's storage.
@MainActor
package struct AttachContext {
    /// The node whose body is about to be evaluated.
    package let node: Node
    /// The node's storage.
    package let storage: NodeStorage
    /// The slot of this property in ``storage``.
    package let slot: Int
    /// How many slots the node's storage has (its plan's count).
    package let slotCount: Int

    package var graph: ViewGraph { node.graph }

    /// What this property's slot holds, `nil` before its first attaching.
    package var slotContents: AnyObject? {
        get { storage[slot, count: slotCount] }
        nonmutating set { storage[slot, count: slotCount] = newValue }
    }


    /// The object in this property's slot, made by `make` the first time.
    package func slotObject<Object: AnyObject>(_ make: () -> Object) -> Object {
        if let existing = existingObject(as: Object.self) { return existing }
        let object = make()
        slotContents = object
        return object
    }
}
