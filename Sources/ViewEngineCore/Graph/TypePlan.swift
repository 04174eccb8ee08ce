/// What the engine needs to know about a view or modifier type, computed once per type
/// by reflecting its stored properties.
///
/// - `attachedFields`: where its dynamic properties (`@State`, `@Environment`,
///   `@StateObject`...) live, also inside your own ``DynamicProperty`` types, so they can
///   be attached before each body evaluation;
/// - `updatedFields`: your own ``DynamicProperty`` values, whose `update()` runs after;
/// - `isSameInput`: the R12 comparison of two values of the type, or `nil` when
///   some field cannot be compared (then every new value counts as changed).
///
/// A class, shared by every node of the type: a node keeps one reference to it.
/// Invariant (`@unchecked Sendable`): every stored property is a `let`, computed once per type
/// on the main actor and only read after.
@usableFromInline
final package class TypePlan: @unchecked Sendable {
    package struct AttachedField {
        package var offset: Int
        package var type: any AttachedProperty.Type
        /// The stored property's name, such as `_count` (what `_printChanges()` prints).
        package var name: String
        /// Attaches the property, compiled for its type once (opening ``type`` at every
        /// evaluation would look up the property's generic metadata each time).
        package var attach: FieldAccess.Attacher
        /// Where the value keeps the property's slot object, when its attaching is only
        /// storing it there once the slot holds one (``AttachedProperty/_slotObjectField``):
        /// the offset of that `AnyObject?` in the whole value.
        package var slotObjectOffset: Int?
    }

    package struct UpdatedField {
        package var offset: Int
        package var type: any DynamicProperty.Type
    }

    package let attachedFields: [AttachedField]
    let updatedFields: [UpdatedField]
    @usableFromInline let isSameInput: RawComparator?
    /// For a view that decides its own updates (``UpdateDeciding``), its decision.
    @usableFromInline let offerDecision: OfferDecision?

    private init(attachedFields: [AttachedField], updatedFields: [UpdatedField], isSameInput: RawComparator?,
                 offerDecision: OfferDecision?) {
        self.attachedFields = attachedFields
        self.fieldNames = attachedFields.map(\.name)
        self.updatedFields = updatedFields
        self.isSameInput = isSameInput
        self.offerDecision = offerDecision
    }

    @MainActor private static var cache: [ObjectIdentifier: TypePlan] = [:]

    /// The plan for `type`, computed on first use.
    @MainActor static package func of<T>(_ type: T.Type) -> TypePlan {
        let key = ObjectIdentifier(type)
        if let plan = cache[key] { return plan }
        let plan = make(type)
        cache[key] = plan
        return plan
    }

    @MainActor private static func make<T>(_ type: T.Type) -> TypePlan {
        let fields = StoredField.fields(of: type)
        var attached: [AttachedField] = []
        var updated: [UpdatedField] = []
        collectDynamicProperties(in: fields ?? [], at: 0, attached: &attached, updated: &updated)
        let isSameInput: RawComparator?
        if let equatable = type as? any Equatable.Type {
            isSameInput = FieldComparison.equatableComparator(equatable)
        } else if let fields {
            isSameInput = FieldComparison.structComparator(fields)
        } else {
            isSameInput = nil
        }
        let decision = (type as? any UpdateDeciding.Type).map(FieldComparison.offerDecision)
        return TypePlan(attachedFields: attached, updatedFields: updated, isSameInput: isSameInput,
                        offerDecision: decision)
    }

    /// The engine's dynamic properties among `fields`, and inside the user's own
    /// ``DynamicProperty`` structs among them, in declaration order.
    private static func collectDynamicProperties(in fields: [StoredField], at base: Int,
                                                 attached: inout [AttachedField], updated: inout [UpdatedField]) {
        for field in fields {
            if let property = field.type as? any AttachedProperty.Type {
                attached.append(AttachedField(offset: base + field.offset, type: property, name: field.name,
                                              attach: FieldAccess.attacher(for: property),
                                              slotObjectOffset: slotObjectOffset(of: property).map { base + field.offset + $0 }))
            } else if let property = field.type as? any DynamicProperty.Type, field.isStruct,
                      let inner = StoredField.fields(of: field.type) {
                collectDynamicProperties(in: inner, at: base + field.offset, attached: &attached, updated: &updated)
                updated.append(UpdatedField(offset: base + field.offset, type: property))
            }
        }
    }

    /// The offset of `property`'s slot object field in its value, when it declares one and
    /// that field is an `AnyObject?` (the type ``FieldAccess/storeSlotObject(_:in:at:)``
    /// writes).
    private static func slotObjectOffset(of property: any AttachedProperty.Type) -> Int? {
        guard let name = property._slotObjectField,
              let field = StoredField.fields(of: property)?.first(where: { $0.name == name }) else { return nil }
        assert(field.type == Optional<AnyObject>.self, "\(property).\(name) is a \(field.type), not an AnyObject?")
        return field.type == Optional<AnyObject>.self ? field.offset : nil
    }

    /// The names of the attached dynamic properties, by storage slot.
    @usableFromInline package let fieldNames: [String]

    /// Whether the type has dynamic properties to attach.
    package var hasDynamicProperties: Bool { !attachedFields.isEmpty || !updatedFields.isEmpty }

    /// Whether `new` leaves the kept value `old` in place: a view that decides its own
    /// updates refuses it (and records it in `old`), any other view is the same input
    /// (Rules R12).
    ///
    /// The plan's closures are called where they are stored (`closure?(…)`): bound to a
    /// name first (`guard let`), each was copied, its context retained and released at
    /// every update of every row (about 35 instructions; Benchmarks/HISTORY.md, "Issue 51,
    /// round six").
    @MainActor @inlinable @inline(__always) package func keeps<T>(_ old: inout T, over new: T) -> Bool {
        guard offerDecision != nil else { return isSame(old, new) }
        return withUnsafeMutablePointer(to: &old) { kept in
            withUnsafePointer(to: new) { offer in offerDecision?(kept, offer) ?? false }
        }
    }

    /// Whether `new` is the same input as `old` (Rules R12): never, for a type whose
    /// fields cannot all be compared.
    @inlinable package func isSame<T>(_ old: T, _ new: T) -> Bool {
        withUnsafePointer(to: old) { lhs in
            withUnsafePointer(to: new) { rhs in isSameInput?(lhs, rhs) ?? false }
        }
    }

    /// Attaches every dynamic property of `value` to `node`, then updates the user's own.
    /// Returns `nil`, or why the body cannot run (a property had nothing to attach).
    ///
    /// `@inlinable`, so that a caller that knows `T` takes the value's bytes without a
    /// generic call (the run-time cost was a few nested generic calls and a thunk per
    /// evaluation); the attaching is ``attach(bytes:node:storage:)``.
    @MainActor @inlinable package func attach<T>(to value: inout T, node: Node, storage: NodeStorage) -> String? {
        FieldAccess.withBytes(of: &value) { bytes in attach(bytes: bytes, node: node, storage: storage) }
    }

    /// Attaches every dynamic property in `bytes`, a value of the plan's type (see
    /// ``attach(to:node:storage:)``).
    @MainActor @usableFromInline package func attach(bytes: UnsafeMutableRawBufferPointer, node: Node, storage: NodeStorage) -> String? {
        for slot in attachedFields.indices {
            // A property whose attaching is storing its slot's object, once there is one.
            if let objectOffset = attachedFields[slot].slotObjectOffset, let object = storage[slot, count: attachedFields.count] {
                FieldAccess.storeSlotObject(object, in: bytes, at: objectOffset)
                continue
            }
            let context = AttachContext(node: node, storage: storage, slot: slot, slotCount: attachedFields.count)
            if let failure = attachedFields[slot].attach(bytes, attachedFields[slot].offset, context) { return failure }
        }
        for field in updatedFields { FieldAccess.update(field, in: bytes) }
        return nil
    }
}
