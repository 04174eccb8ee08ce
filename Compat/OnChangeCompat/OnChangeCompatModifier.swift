import ViewEngine

/// The backport of `onChange(of:initial:_:)`, composed of public engine API only: an
/// `onAppear` for `initial`, and the legacy `onChange(of:perform:)` with a capture-list
/// snapshot of the value for the old one (the technique of the Japanese seed article).
///
/// The legacy modifier runs the closure stored at the *previous* evaluation (SPEC R4),
/// whose captures are one evaluation old. The backport does not let that show: every
/// evaluation of its body hands its action to ``LatestAction``, a reference the closures
/// of all evaluations share, and the closure that runs calls the action through it — so
/// the action that runs is the *current* evaluation's, as with the API it backports.
/// The old value is the one the previous evaluation's closure captured.
#if NativeOnChange
@available(*, deprecated, message: "Please use official version")
#endif
struct OnChangeCompatModifier<Value: Equatable>: ViewModifier {
    let value: Value
    let initial: Bool
    let action: (_ oldValue: Value, _ newValue: Value) -> Void
    /// The action of the latest evaluation, kept for the modifier's lifetime.
    @State private var latest = LatestAction<Value>()

    func body(content: Content) -> some View {
#if NativeOnChange
        // The engine has its own: forward to it (the trait plays iOS 17).
        return content._nativeOnChange(of: value, initial: initial, action)
#else
        latest.action = action
        return content
            .onAppear { [latest, value, initial] in
                if initial {
                    latest.action(value, value)
                }
            }
            .onChange(of: value) { [latest, value] newValue in
                latest.action(value, newValue)
            }
#endif
    }
}

/// The action of the latest evaluation of an ``OnChangeCompatModifier``: its body
/// refreshes it, the closures of every evaluation call through it.
final class LatestAction<Value> {
    var action: (_ oldValue: Value, _ newValue: Value) -> Void = { _, _ in }
}
