/// A stored property that knows how to compare itself when the engine decides
/// whether a view value changed (Rules R12).
///
/// Property wrappers conform: `@State` is owned by the node (never a change),
/// `@Binding` compares the storage it points at, `@Bindable` the object.
protocol ViewInputComparable {
    /// Whether two stored values of this type count as the same input.
    static func _isSameInput(_ lhs: Self, _ rhs: Self) -> Bool
}

/// Compares two values of one type stored at raw addresses.
@usableFromInline typealias RawComparator = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

/// The comparators of Rules R12, built once per type from its reflected fields
/// (``StoredField``): with ``FieldAccess``, the one place the engine reads memory as a
/// type it did not write it as.
///
/// invariant: a comparator made for a type is called with two addresses of values of that
/// type only: ``TypePlan/isSame(_:_:)`` passes two values of the plan's type, and a struct
/// comparator adds to them the offsets reflected for that type's fields.
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
        func make<I: ViewInputComparable>(_: I.Type) -> RawComparator {
            { I._isSameInput($0.assumingMemoryBound(to: I.self).pointee, $1.assumingMemoryBound(to: I.self).pointee) }
        }
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

/// Decides an offer for a type known only at run time: returns whether the kept value at
/// the first address stays (the offer at the second was refused and recorded in it).
/// Views are main-actor isolated, so the decision runs on the main actor.
@usableFromInline typealias OfferDecision = @MainActor (UnsafeMutableRawPointer, UnsafeRawPointer) -> Bool

extension FieldComparison {
    /// The decision of an ``UpdateDeciding`` type.
    @MainActor static func offerDecision(_ type: any UpdateDeciding.Type) -> OfferDecision {
        func make<D: UpdateDeciding>(_: D.Type) -> OfferDecision {
            { kept, offer in
                let kept = kept.assumingMemoryBound(to: D.self)
                let offer = offer.assumingMemoryBound(to: D.self).pointee
                guard !kept.pointee.shouldUpdate(to: offer) else { return false }
                kept.pointee.refuse(offer)
                return true
            }
        }
        return make(type)
    }
}
