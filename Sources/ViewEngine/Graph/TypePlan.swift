/// What the engine needs to know about a view or modifier type, computed once per type
/// by reflecting its stored properties.
///
/// - `stateFields`: where its `@State` properties live, so their storage can be
///   attached before each body evaluation;
/// - `isSameInput`: the R12 comparison of two values of the type, or `nil` when
///   some field cannot be compared (then every new value counts as changed).
///
/// A class, shared by every node of the type: a node keeps one reference to it.
final class TypePlan: @unchecked Sendable {
    struct StateField {
        var offset: Int
        var type: any NodeOwnedProperty.Type
    }

    let stateFields: [StateField]
    let isSameInput: RawComparator?

    private init(stateFields: [StateField], isSameInput: RawComparator?) {
        self.stateFields = stateFields
        self.isSameInput = isSameInput
    }

    @MainActor private static var cache: [ObjectIdentifier: TypePlan] = [:]

    /// The plan for `type`, computed on first use.
    @MainActor static func of<T>(_ type: T.Type) -> TypePlan {
        let key = ObjectIdentifier(type)
        if let plan = cache[key] { return plan }
        let plan = make(type)
        cache[key] = plan
        return plan
    }

    private static func make<T>(_ type: T.Type) -> TypePlan {
        let fields = StoredField.fields(of: type)
        let stateFields = (fields ?? []).compactMap { field in
            (field.type as? any NodeOwnedProperty.Type).map { StateField(offset: field.offset, type: $0) }
        }
        let isSameInput: RawComparator?
        if let equatable = type as? any Equatable.Type {
            isSameInput = FieldComparison.equatableComparator(equatable)
        } else if let fields {
            isSameInput = FieldComparison.structComparator(fields)
        } else {
            isSameInput = nil
        }
        return TypePlan(stateFields: stateFields, isSameInput: isSameInput)
    }

    /// Whether `new` is the same input as `old` (SPEC R12).
    func isSame<T>(_ old: T, _ new: T) -> Bool {
        guard let isSameInput else { return false }
        return withUnsafePointer(to: old) { lhs in
            withUnsafePointer(to: new) { rhs in isSameInput(lhs, rhs) }
        }
    }

    /// Attaches the node's state storage to every `@State` property of `value`.
    @MainActor func attachState<T>(to value: inout T, from storage: NodeStorage) {
        guard !stateFields.isEmpty else { return }
        withUnsafeMutableBytes(of: &value) { bytes in
            for (index, field) in stateFields.enumerated() {
                field.type._attach(at: bytes.baseAddress! + field.offset, storage: storage, index: index)
            }
        }
    }
}
