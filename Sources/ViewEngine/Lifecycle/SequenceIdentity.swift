/// When `.onReceive` resubscribes (Rules R10): a body evaluation that supplies a publisher
/// or sequence that is not the same as the previous one (or any evaluation after the
/// previous subscription completed: ``ReceiveLink``).
///
/// Two publisher or sequence values are the same when:
/// - a class instance (a subject, a timer, `autoconnect()`): it is the same object;
/// - otherwise, the view-input comparison of Rules R12 says so: `Equatable` values with
///   `==`, other structs field by field (class references by identity; a closure or a
///   non-`Equatable` value counts as different, so `subject.map { ... }` written in a
///   body resubscribes at every evaluation).
///
/// A ``Just`` with an equal value is the same publisher, but it completes right after
/// its value, so `onReceive(Just(value))` still fires at every re-evaluation.
import ViewEngineCore

enum SequenceIdentity {
    @MainActor
    static func isSame<S>(_ old: S, _ new: S) -> Bool {
        if S.self is AnyObject.Type {
            return (old as AnyObject) === (new as AnyObject)
        }
        return TypePlan.of(S.self).isSame(old, new)
    }
}
