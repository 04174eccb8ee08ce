/// The engine's downcasts of the objects it keeps untyped, in one place: a node's storage
/// slots hold `AnyObject`, and a `@State` or `@StateObject` property keeps its storage
/// untyped, so that attaching it at every evaluation needs no generic metadata.
///
/// Each cast states the invariant that makes it safe and asserts it in debug builds;
/// release builds rely on the invariant (a dynamic cast at every state read would cost
/// more than the read).
///
/// The invariant they share: a node's storage has one slot per dynamic property of its
/// view type, in the order ``TypePlan`` reflected them, so a slot always belongs to the
/// same property of the same type; the first attaching of that property stores its object
/// there, and nothing else writes the slot.
extension AttachContext {
    /// The object an earlier attaching of this property stored in its slot, or `nil` the
    /// first time.
    ///
    /// invariant: the property that attaches here always stores an `Object` in its slot
    /// (see above: the slot's property and its type do not change).
    package func existingObject<Object: AnyObject>(as _: Object.Type) -> Object? {
        guard let existing = slotContents else { return nil }
        assert(existing is Object, "slot \(slot) holds a \(type(of: existing)), not a \(Object.self)")
        return unsafeDowncast(existing, to: Object.self)
    }
}

extension NodeStorage {
    /// The slots of a storage made with more than one.
    ///
    /// invariant: a storage made with more than one slot holds its ``Slots`` from its
    /// `init` on and never replaces them, and a caller that passes a count above one passes
    /// its node's plan's count, the count the storage was made with (``AttachContext``).
    var manySlots: Slots {
        assert(contents is Slots, "a storage of one slot read as one of several")
        return unsafeDowncast(contents.unsafelyUnwrapped, to: Slots.self)
    }
}

extension StateBox {
    /// The box a `@State` property keeps untyped.
    ///
    /// invariant: a `State<Value>`'s storage is `nil` or the object of its slot, which its
    /// `_attach(_:in:)` made as a `StateBox<Value>` (see above). Inlinable: a state read
    /// goes through it.
    @inlinable @inline(__always)
    static package func attached(_ storage: AnyObject) -> StateBox<Value> {
        assert(storage is StateBox<Value>, "a State<\(Value.self)> holds a \(type(of: storage))")
        return unsafeDowncast(storage, to: StateBox<Value>.self)
    }
}

extension StateObjectStorage {
    /// The storage a `@StateObject` property keeps untyped.
    ///
    /// invariant: a `StateObject`'s storage is `nil` or the object of its slot, which its
    /// `_attach(_:in:)` made as a `StateObjectStorage` (see above). Inlinable: reading the
    /// property goes through it.
    @inlinable @inline(__always)
    static package func attached(_ storage: AnyObject) -> StateObjectStorage {
        assert(storage is StateObjectStorage, "a StateObject holds a \(type(of: storage))")
        return unsafeDowncast(storage, to: StateObjectStorage.self)
    }

    /// The object of a `@StateObject` property.
    ///
    /// invariant: a `StateObject<ObjectType>` reads the storage its `_attach(_:in:)` made
    /// with an object of its `makeObject`, an `ObjectType` (see above). Inlinable: reading
    /// the property goes through it.
    @inlinable @inline(__always)
    package func object<ObjectType: AnyObject>(as _: ObjectType.Type) -> ObjectType {
        assert(object is ObjectType, "a StateObject<\(ObjectType.self)> holds a \(type(of: object))")
        return unsafeDowncast(object, to: ObjectType.self)
    }
}

extension EqualityWitness {
    /// The shared witness of `T` in the table of witnesses.
    ///
    /// invariant: the table is keyed by `ObjectIdentifier(T.self)`, which identifies `T`,
    /// and ``shared(_:)`` stores a `Shared<T>` under `T`'s key and nothing else.
    static package func witness<T>(_ stored: AnyObject, of _: T.Type) -> Shared<T> {
        assert(stored is Shared<T>, "the witness of \(T.self) is a \(type(of: stored))")
        return unsafeDowncast(stored, to: Shared<T>.self)
    }
}
