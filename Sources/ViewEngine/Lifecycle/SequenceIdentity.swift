/// When `.onReceive` resubscribes (SPEC R10): a body evaluation that supplies a sequence
/// that is not the same as the previous one.
///
/// Two sequence values are the same when:
/// - a class instance (a subject): it is the same object;
/// - otherwise, the view-input comparison of SPEC R12 says so: `Equatable` values with
///   `==`, other structs field by field (class references by identity; a closure or a
///   non-`Equatable` value counts as different, so `sequence.map { ... }` written in a
///   body resubscribes at every evaluation).
///
/// ``Just`` carries a fresh identity, so each `Just(value)` is a new sequence, equal
/// value or not, and `onReceive(Just(value))` fires at every re-evaluation.
enum SequenceIdentity {
    @MainActor
    static func isSame<S>(_ old: S, _ new: S) -> Bool {
        if S.self is AnyObject.Type {
            return (old as AnyObject) === (new as AnyObject)
        }
        return TypePlan.of(S.self).isSame(old, new)
    }
}
