import ViewEngine

/// The modifier behind the backport of `onChange(of:initial:_:)`, composed of public
/// engine API only: an `onAppear` for `initial`, and the legacy `onChange(of:perform:)`
/// with a capture-list snapshot of the value for the old one (the technique of the
/// Japanese seed article). Public because the backport returns it
/// (`ModifiedContent<Self, _OnChangeCompatModifier<V>>`, a concrete type: an opaque one
/// costs a runtime type lookup in every body that uses it).
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
public struct _OnChangeCompatModifier<Value: Equatable>: ViewModifier {
    let value: Value
    let initial: Bool
    let action: (_ oldValue: Value, _ newValue: Value) -> Void
    /// Where the user wrote the `onChange`, passed on so diagnostics name the user's line.
    let fileID: String
    let line: Int
    /// The action of the latest evaluation, kept for the modifier's lifetime.
    @State private var latest = LatestAction<Value>()

    /// The legacy onChange and onAppear (or, under the trait, the native onChange) around the content.
    public func body(content: Content) -> some View {
#if NativeOnChange
        // The engine has its own: forward to it (the trait plays iOS 17).
        return content._nativeOnChange(of: value, initial: initial, action, fileID: fileID, line: line)
#else
        latest.action = action
        return content
            .onAppear { [latest, value, initial] in
                if initial {
                    latest.action(value, value)
                }
            }
            .onChange(of: value, perform: { [latest, value] newValue in
                latest.action(value, newValue)
            }, fileID: fileID, line: line)
#endif
    }
}

/// The action of the latest evaluation of an ``OnChangeCompatModifier``: its body
/// refreshes it, the closures of every evaluation call through it.
final class LatestAction<Value> {
    var action: (_ oldValue: Value, _ newValue: Value) -> Void = { _, _ in }
}
