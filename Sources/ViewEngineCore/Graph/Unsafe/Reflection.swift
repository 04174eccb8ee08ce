@_spi(Reflection) import Swift

/// One stored property of a view, modifier or tuple type, as the runtime lays it out.
///
/// The engine's one use of a private interface of the standard library: `_forEachField`
/// (SPI `Reflection`). No public API gives what the engine needs — where each stored
/// property lives in a value, to attach `@State` storage in place and to compare view
/// values field by field (Rules R12). `Mirror` gives names and copies of the values, not
/// their addresses, and sees through nothing but the value it is given;
/// `MemoryLayout.offset(of:)` needs a key path per property, which generic code cannot
/// name. `ReflectionContractTests` pins what this file relies on (names, offsets as
/// `MemoryLayout` gives them, field types, struct kinds, `nil` for types without stored
/// fields), so a toolchain that changes it fails there, loudly, before anything else.
package struct StoredField {
    package var name: String
    package var offset: Int
    package var type: Any.Type
    package var isStruct: Bool

    /// The stored properties of `type` in declaration order, or `nil` when its values are
    /// not made of stored properties: classes, and enums and functions, for which
    /// `_forEachField` reports no fields although their values have bytes (an empty list
    /// would make every two values of such a type the same input).
    ///
    /// precondition: `type` is not an existential (`any P`): `_forEachField` reads invalid
    /// memory for one. The engine asks for view and modifier types, and for the types of
    /// fields its reflection reported as structs.
    package static func fields(of type: Any.Type) -> [StoredField]? {
        // `_forEachField` traps on a class without the `.classType` option: a class
        // instance is compared by identity anyway.
        if type is AnyObject.Type { return nil }
        var fields: [StoredField] = []
        let described = _forEachField(of: type, options: []) { name, offset, fieldType, kind in
            fields.append(StoredField(name: String(cString: name), offset: offset, type: fieldType, isStruct: kind == .struct))
            return true
        }
        guard described, !fields.isEmpty || byteSize(of: type) == 0 else { return nil }
        return fields
    }

    private static func byteSize(of type: Any.Type) -> Int {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: size)
    }
}

/// The engine's reflection of values (not types): `Mirror`, which describes an attribute
/// value that does not describe itself (``GenericDescription``). Here so that all of the
/// engine's reflection is in this folder; `Mirror` is public API with no precondition to
/// assert (it reflects any value, and sees only what the value's type exposes).
enum ValueReflection {
    /// The structure of `value`: its display style and its children.
    static package func mirror(of value: Any) -> Mirror { Mirror(reflecting: value) }
}
