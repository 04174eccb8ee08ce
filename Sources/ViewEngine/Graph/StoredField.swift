@_spi(Reflection) import Swift

/// One stored property of a view, modifier or tuple type, as the runtime lays it out.
struct StoredField {
    var name: String
    var offset: Int
    var type: Any.Type
    var isStruct: Bool

    /// The stored properties of `type` in declaration order, or `nil` when the
    /// runtime cannot describe it (enums, existentials, functions).
    static func fields(of type: Any.Type) -> [StoredField]? {
        var fields: [StoredField] = []
        let described = _forEachField(of: type, options: []) { name, offset, fieldType, kind in
            fields.append(StoredField(name: String(cString: name), offset: offset, type: fieldType, isStruct: kind == .struct))
            return true
        }
        return described ? fields : nil
    }
}
