/// The walk down an environment's chain of entries without retaining each one, in one
/// place. A read of a key set far up, or of one never set (its default), visits every
/// entry above it; with strong references each visit is a retain and a release, more
/// than the comparison it makes (Benchmarks/HISTORY.md, "An environment read").
extension EnvironmentEntry {
    /// The latest entry for `key` in the chain that starts at `latest`, if any.
    ///
    /// invariant: the caller holds `latest` for the walk (an ``EnvironmentValues`` keeps
    /// its latest entry), and every entry holds the next with a strong `let`, so each
    /// entry outlives the unretained reference that visits it. Debug builds assert that
    /// the entry found is the one a strong walk finds.
    @inlinable @inline(__always)
    static func first(_ key: ObjectIdentifier, from latest: EnvironmentEntry?) -> EnvironmentEntry? {
        guard let latest else { return nil }
        let found: EnvironmentEntry? = withExtendedLifetime(latest) {
            var entry = Unmanaged.passUnretained(latest)
            while true {
                let (matches, next) = entry._withUnsafeGuaranteedRef { each in
                    (each.key == key, each.next.map { Unmanaged.passUnretained($0) })
                }
                if matches { return entry.takeUnretainedValue() }
                guard let next else { return nil }
                entry = next
            }
        }
        assert(found === strongWalk(key, from: latest), "the unretained walk found another entry")
        return found
    }

    /// The walk with strong references, for the assertion.
    @usableFromInline
    static func strongWalk(_ key: ObjectIdentifier, from latest: EnvironmentEntry?) -> EnvironmentEntry? {
        var entry = latest
        while let each = entry, each.key != key { entry = each.next }
        return entry
    }
}
