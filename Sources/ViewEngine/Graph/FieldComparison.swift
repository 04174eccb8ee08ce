/// A stored property that knows how to compare itself when the engine decides
/// whether a view value changed (SPEC R12).
///
/// Property wrappers conform: `@State` is owned by the node (never a change),
/// `@Binding` compares the storage it points at, `@Bindable` the object.
protocol ViewInputComparable {
    /// Whether two stored values of this type count as the same input.
    static func _isSameInput(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool
}

/// Compares two values of one type stored at raw addresses.
typealias RawComparator = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

enum FieldComparison {
    /// How to compare a field of `type`, or `nil` when it cannot be compared
    /// (a closure, a non-`Equatable` value): such a field always counts as changed.
    static func comparator(for type: Any.Type, isStruct: Bool) -> RawComparator? {
        if let input = type as? any ViewInputComparable.Type {
            return inputComparator(input)
        }
        if let equatable = type as? any Equatable.Type {
            return equatableComparator(equatable)
        }
        if type is AnyObject.Type {
            return { $0.load(as: UnsafeRawPointer.self) == $1.load(as: UnsafeRawPointer.self) }
        }
        if isPOD(type) {
            let size = byteSize(type)
            return { memcmp($0, $1, size) == 0 }
        }
        if isStruct, let fields = StoredField.fields(of: type) {
            return structComparator(fields)
        }
        return nil
    }

    /// A comparator for a whole struct or tuple, field by field; `nil` if any field cannot be compared.
    static func structComparator(_ fields: [StoredField]) -> RawComparator? {
        var parts: [(offset: Int, compare: RawComparator)] = []
        for field in fields {
            guard let compare = comparator(for: field.type, isStruct: field.isStruct) else { return nil }
            parts.append((field.offset, compare))
        }
        if parts.isEmpty { return { _, _ in true } }
        if parts.count == 1, let only = parts.first {
            let offset = only.offset, compare = only.compare
            return { compare($0 + offset, $1 + offset) }
        }
        return { lhs, rhs in
            for part in parts where !part.compare(lhs + part.offset, rhs + part.offset) { return false }
            return true
        }
    }

    /// `==` for a type known only at run time.
    static func equatableComparator(_ type: any Equatable.Type) -> RawComparator {
        func make<E: Equatable>(_: E.Type) -> RawComparator {
            { $0.assumingMemoryBound(to: E.self).pointee == $1.assumingMemoryBound(to: E.self).pointee }
        }
        return make(type)
    }

    private static func inputComparator(_ type: any ViewInputComparable.Type) -> RawComparator {
        func make<I: ViewInputComparable>(_: I.Type) -> RawComparator { I._isSameInput }
        return make(type)
    }

    private static func isPOD(_ type: Any.Type) -> Bool {
        func check<T>(_: T.Type) -> Bool { _isPOD(T.self) }
        return _openExistential(type, do: check)
    }

    private static func byteSize(_ type: Any.Type) -> Int {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: size)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
