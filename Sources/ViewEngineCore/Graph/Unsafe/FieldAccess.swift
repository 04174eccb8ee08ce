/// Typed access to the stored properties of a value at the offsets ``StoredField``
/// reflects: with ``FieldComparison``, the one place the engine binds a raw address to a
/// type. Each access asserts (in debug builds) that the field lies inside the value and
/// is aligned for its type.
///
/// invariant: `field` is one of the stored fields the plan reflected for the value's type,
/// at its offset, of its type (``TypePlan`` builds its fields from ``StoredField`` and
/// calls here with nothing else).
@usableFromInline package enum FieldAccess {
    /// Attaches the dynamic property at an offset in a value (its bytes) to a node.
    package typealias Attacher = @MainActor (UnsafeMutableRawBufferPointer, Int, AttachContext) -> String?

    /// How to attach a dynamic property of `type`, found once per type: the closure is
    /// compiled for `type`, so attaching needs no look-up of its generic metadata.
    static func attacher(for type: any AttachedProperty.Type) -> Attacher {
        func make<Property: AttachedProperty>(_: Property.Type) -> Attacher {
            { value, offset, context in Property._attach(&bind(value, offset, to: Property.self).pointee, in: context) }
        }
        return make(type)
    }

    /// The bytes of `value`, as `withUnsafeMutableBytes(of:_:)` gives them. A function of
    /// this module, so that the main actor's closure handed to it needs no run-time check
    /// of its actor (a closure handed to the standard library starts with one).
    @inlinable nonisolated static package func withBytes<T, Result>(of value: inout T, _ body: (UnsafeMutableRawBufferPointer) -> Result) -> Result {
        withUnsafeMutableBytes(of: &value, body)
    }

    /// Stores a property's slot object into its `AnyObject?` field at `offset` in `value`
    /// (the previous contents released), as its ``AttachedProperty/_attach(_:in:)`` would.
    ///
    /// invariant: `offset` is a ``TypePlan/AttachedField/slotObjectOffset``: the offset of
    /// a stored `AnyObject?` field, which the plan checked by reflection.
    @MainActor
    static package func storeSlotObject(_ object: AnyObject, in value: UnsafeMutableRawBufferPointer, at offset: Int) {
        bind(value, offset, to: AnyObject?.self).pointee = object
    }

    /// Calls `update()` on the user's dynamic property at `field`'s offset in `value`.
    @MainActor
    static package func update(_ field: TypePlan.UpdatedField, in value: UnsafeMutableRawBufferPointer) {
        func update<Property: DynamicProperty>(_: Property.Type) {
            bind(value, field.offset, to: Property.self).pointee.update()
        }
        update(field.type)
    }

    private static func bind<Field>(_ value: UnsafeMutableRawBufferPointer, _ offset: Int,
                                    to _: Field.Type) -> UnsafeMutablePointer<Field> {
        assert(offset >= 0 && offset + MemoryLayout<Field>.size <= value.count,
               "\(Field.self) at \(offset) is outside a value of \(value.count) bytes")
        let address = value.baseAddress! + offset
        assert(Int(bitPattern: address) % MemoryLayout<Field>.alignment == 0, "\(Field.self) at \(offset) is misaligned")
        return address.assumingMemoryBound(to: Field.self)
    }
}
