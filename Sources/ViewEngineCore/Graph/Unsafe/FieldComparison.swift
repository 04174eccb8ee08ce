/// A stored property that knows how to compare itself when the engine decides
/// whether a view value changed (Rules R12).
///
/// Property wrappers conform: `@State` is owned by the node (never a change),
/// `@Binding` compares the storage it points at, `@Bindable` the object.
package protocol ViewInputComparable {
    /// Whether two stored values of this type count as the same input.
    static func _isSameInput(_ lhs: Self, _ rhs: Self) -> Bool
    /// Whether every two values of this type are the same input (`@State`, which belongs to
    /// the node): the comparison leaves such a field out.
    static var _isAlwaysSameInput: Bool { get }
}

extension ViewInputComparable {
    package static var _isAlwaysSameInput: Bool { false }
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
    /// How to compare one field: its bytes (a type whose `==` is the comparison of its
    /// bits, or a class reference, compared by identity), or a comparator.
    enum Check {
        /// Equal when its bits are: the standard library's integers and `Bool`, whose `==`
        /// compares their bits, and class references (identity).
        case bits(size: Int)
        case comparator(RawComparator)
        /// Always the same input (`@State`): left out.
        case same
    }

    /// How to compare a field of `type`, or `nil` when it cannot be compared
    /// (a closure, a non-`Equatable` value): such a field always counts as changed.
    static package func check(for type: Any.Type, isStruct: Bool) -> Check? {
        if let input = type as? any ViewInputComparable.Type {
            return input._isAlwaysSameInput ? .same : .comparator(inputComparator(input))
        }
        if let size = bitwiseEquatableSize(type) { return .bits(size: size) }
        if let equatable = type as? any Equatable.Type {
            return .comparator(equatableComparator(equatable))
        }
        if type is AnyObject.Type { return .bits(size: MemoryLayout<UnsafeRawPointer>.size) }
        if isPOD(type) {
            let size = byteSize(type)
            return .comparator({ memcmp($0, $1, size) == 0 })
        }
        if isStruct, let fields = StoredField.fields(of: type), let compare = structComparator(fields) {
            return .comparator(compare)
        }
        return nil
    }

    /// How to compare a field of `type` on its own, or `nil` when it cannot be compared.
    static package func comparator(for type: Any.Type, isStruct: Bool) -> RawComparator? {
        switch check(for: type, isStruct: isStruct) {
        case .bits(let size)?: return bitsComparator(size: size)
        case .comparator(let compare)?: return compare
        case .same?: return { _, _ in true }
        case nil: return nil
        }
    }

    /// The size of `type` when its `==` is the comparison of its bits: the standard
    /// library's fixed-width integers and `Bool` (not the floating-point types: `-0.0 ==
    /// 0.0`, `NaN != NaN`). A user's type may define `==` as it likes, so it is compared
    /// with its `==`.
    static func bitwiseEquatableSize(_ type: Any.Type) -> Int? {
        switch type {
        case is Int.Type, is UInt.Type, is Int64.Type, is UInt64.Type: 8
        case is Int32.Type, is UInt32.Type: 4
        case is Int16.Type, is UInt16.Type: 2
        case is Int8.Type, is UInt8.Type, is Bool.Type: 1
        default: nil
        }
    }

    /// A comparator of `size` bytes (1, 2, 4 or 8) compared as an unsigned integer.
    static func bitsComparator(size: Int) -> RawComparator {
        switch size {
        case 8: { $0.load(as: UInt64.self) == $1.load(as: UInt64.self) }
        case 4: { $0.load(as: UInt32.self) == $1.load(as: UInt32.self) }
        case 2: { $0.load(as: UInt16.self) == $1.load(as: UInt16.self) }
        default: { $0.load(as: UInt8.self) == $1.load(as: UInt8.self) }
        }
    }

    /// A comparator for a whole struct or tuple, field by field; `nil` if any field cannot
    /// be compared. The fields compared by their bits come first, as one list of offsets
    /// and sizes checked in a loop (no call per field); the others follow, each with its
    /// comparator. (Comparisons have no effects to order: any field that differs makes the
    /// value a new input.)
    static func structComparator(_ fields: [StoredField]) -> RawComparator? {
        var bits: [(offset: Int, size: Int)] = []
        var parts: [(offset: Int, compare: RawComparator)] = []
        for field in fields {
            switch check(for: field.type, isStruct: field.isStruct) {
            case .bits(let size)?: bits.append((field.offset, size))
            case .comparator(let compare)?: parts.append((field.offset, compare))
            case .same?: break
            case nil: return nil
            }
        }
        if bits.isEmpty && parts.isEmpty { return { _, _ in true } }
        if bits.isEmpty, parts.count == 1, let only = parts.first {
            let offset = only.offset, compare = only.compare
            return { compare($0 + offset, $1 + offset) }
        }
        if parts.isEmpty, bits.count == 1, let only = bits.first {
            let offset = only.offset, compare = bitsComparator(size: only.size)
            return { compare($0 + offset, $1 + offset) }
        }
        return { lhs, rhs in
            for field in bits where !sameBits(lhs + field.offset, rhs + field.offset, size: field.size) { return false }
            for part in parts where !part.compare(lhs + part.offset, rhs + part.offset) { return false }
            return true
        }
    }

    /// Whether the `size` bytes (1, 2, 4 or 8) at the two addresses are equal.
    @inline(__always)
    static func sameBits(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, size: Int) -> Bool {
        assert(Int(bitPattern: lhs) % size == 0 && Int(bitPattern: rhs) % size == 0, "a field of \(size) bytes is misaligned")
        switch size {
        case 8: return lhs.load(as: UInt64.self) == rhs.load(as: UInt64.self)
        case 4: return lhs.load(as: UInt32.self) == rhs.load(as: UInt32.self)
        case 2: return lhs.load(as: UInt16.self) == rhs.load(as: UInt16.self)
        default: return lhs.load(as: UInt8.self) == rhs.load(as: UInt8.self)
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
