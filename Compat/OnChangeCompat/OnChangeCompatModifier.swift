import ViewEngine

/// The backport of `onChange(of:initial:_:)`, composed of public engine API only: an
/// `onAppear` for `initial`, and the legacy `onChange(of:perform:)` with a capture-list
/// snapshot of the value for the old one (the technique of the Japanese seed article).
///
/// Because the legacy modifier runs the closure stored at the *previous* evaluation
/// (SPEC R4), the action that runs is the previous evaluation's action, given the value
/// that evaluation captured as `oldValue`. `Compat/MIGRATION.md` lists what that changes.
#if NativeOnChange
@available(*, deprecated, message: "Please use official version")
#endif
struct OnChangeCompatModifier<Value: Equatable>: ViewModifier {
    let value: Value
    let initial: Bool
    let action: (_ oldValue: Value, _ newValue: Value) -> Void
    /// Where the user wrote the `onChange`, passed on so diagnostics name the user's line.
    let fileID: String
    let line: Int

    func body(content: Content) -> some View {
#if NativeOnChange
        // The engine has its own: forward to it (the trait plays iOS 17).
        content._nativeOnChange(of: value, initial: initial, action, fileID: fileID, line: line)
#else
        content
            .onAppear {
                if initial {
                    action(value, value)
                }
            }
            .onChange(of: value, perform: { [value] newValue in
                action(value, newValue)
            }, fileID: fileID, line: line)
#endif
    }
}
