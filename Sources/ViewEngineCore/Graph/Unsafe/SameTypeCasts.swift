/// Casts between two generic types that a dynamic check has shown to be the same type,
/// in one place. Generic code cannot tell the compiler that `T` is `U` once it has
/// checked `T.self == U.self`; a checked cast (`as!`) would work but costs a run-time
/// look-up per value, where these run per element or per comparison.
@usableFromInline
package enum SameType {
    /// `value` as `U`, which is `T`.
    ///
    /// precondition: `T.self == U.self` (the caller has checked it; asserted in debug
    /// builds). Inlinable: `ForEach` uses it where its ids are made.
    @inlinable @inline(__always)
    static package func cast<T, U>(_ value: T, to _: U.Type) -> U {
        assert(T.self == U.self, "\(T.self) is not \(U.self)")
        return unsafeBitCast(value, to: U.self)
    }
}
