import ViewEngineCore

extension View {
    /// Adds an action to perform when the given value changes.
    ///
    /// The action receives the new value. It is the closure stored at the *previous*
    /// evaluation that runs, so a capture list sees the old state:
    ///
    /// ```swift
    /// .onChange(of: t) { [t] newValue in
    ///     print("old:\(t) new:\(newValue)")
    /// }
    /// ```
    ///
    /// The action runs after the update pass, only when the view is re-evaluated and the
    /// value differs (`==`) from the one stored at the previous evaluation; at most twice
    /// per frame for a user event (see ``HostConfiguration``).
    ///
    /// With the `NativeOnChange` trait the engine has the modern API, and this one is
    /// deprecated as iOS 17 deprecated it.
    ///
    /// `fileID` and `line` default to the call's place; the diagnostics and the frame
    /// trace use them to name the observer.
#if NativeOnChange
    @available(*, deprecated, renamed: "onChange(of:initial:_:)",
               message: "Use `onChange` with a two or zero parameter action closure instead.")
#endif
    @inlinable
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void,
                                       fileID: StaticString = #fileID, line: Int = #line) -> ModifiedContent<Self, _OnChangeModifier<V>> {
        modifier(_OnChangeModifier(value: value, action: .legacy(action), source: SourceLocation(fileID: fileID, line: line)))
    }
}
