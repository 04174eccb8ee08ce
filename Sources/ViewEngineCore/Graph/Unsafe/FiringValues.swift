/// The old and new values of one `onChange` firing, as the frame's chain of firings keeps
/// them for a diagnostic that explains itself with them.
///
/// A value of a trivial type of at most 16 bytes (an `Int`, a `Bool`, a `Double`, an
/// optional or a small struct of them) is kept as its bytes, so that a firing's record
/// holds nothing to destroy and emptying the frame's records destroys nothing; two `Any`
/// fields cost about 45 instructions a firing to make and destroy (Benchmarks/HISTORY.md,
/// "Issue 51, round six"). Any other value is boxed in the frame's `boxes`, kept by index.
///
/// invariant: when ``boxIndex`` is negative, `old` and `new` begin with the bytes of a
/// value of ``type``, a trivial type that fits them (checked when they are stored);
/// otherwise `boxes[boxIndex]` and `boxes[boxIndex + 1]` are the values, in the frame's
/// boxes, which are emptied with the records.
@usableFromInline package struct FiringValues {
    @usableFromInline let type: Any.Type
    @usableFromInline var old: (UInt64, UInt64) = (0, 0)
    @usableFromInline var new: (UInt64, UInt64) = (0, 0)
    /// Where the old value is in the frame's boxes (the new one follows), or -1.
    @usableFromInline let boxIndex: Int

    /// Keeps `oldValue` and `newValue`: as bytes where their type allows, otherwise
    /// appended to `boxes`.
    @inlinable @inline(__always)
    init<Value>(_ oldValue: Value, _ newValue: Value, boxes: inout [Any]) {
        type = Value.self
        if _isPOD(Value.self), MemoryLayout<Value>.size <= 16, MemoryLayout<Value>.alignment <= 8 {
            boxIndex = -1
            withUnsafeMutableBytes(of: &old) { $0.storeBytes(of: oldValue, as: Value.self) }
            withUnsafeMutableBytes(of: &new) { $0.storeBytes(of: newValue, as: Value.self) }
        } else {
            boxIndex = boxes.count
            boxes.append(oldValue)
            boxes.append(newValue)
        }
    }

    /// The two values, from the frame's `boxes` they were kept with.
    func values(in boxes: [Any]) -> (old: Any, new: Any) {
        guard boxIndex < 0 else {
            assert(boxIndex + 1 < boxes.count, "a firing's values are not in the frame's boxes")
            return (boxes[boxIndex], boxes[boxIndex + 1])
        }
        func load<T>(_: T.Type) -> (old: Any, new: Any) {
            assert(_isPOD(T.self) && MemoryLayout<T>.size <= 16, "a firing's value of \(T.self) was kept as bytes")
            return (withUnsafeBytes(of: old) { $0.load(as: T.self) }, withUnsafeBytes(of: new) { $0.load(as: T.self) })
        }
        return _openExistential(type, do: load)
    }
}
