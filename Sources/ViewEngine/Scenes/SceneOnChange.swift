// `onChange` on a scene: the modifier is applied to the view of every scene it applies
// to, so it compares its value each time the app's body (or the scene's own body) is
// evaluated, and runs its action after that update pass when the value changed (Rules
// R3–R8), as the view modifier does. A scene the host does not show runs nothing.

import ViewEngineCore

extension Scene {
    /// Adds an action to perform when the given value changes; it receives the new value.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .onChange(of: scenePhase) { phase in if phase == .background { save() } }
    /// ```
    ///
    /// As with the view modifier, the closure of the *previous* evaluation runs (Rules R4).
    /// With the `NativeOnChange` trait it is deprecated, as iOS 17 deprecated it.
#if NativeOnChange
    @available(*, deprecated, renamed: "onChange(of:initial:_:)",
               message: "Use `onChange` with a two or zero parameter action closure instead.")
#endif
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void,
                                       fileID: StaticString = #fileID, line: Int = #line) -> _ModifiedScene<Self> {
        return modified { $0.modifyContent { $0.modifier(_OnChangeModifier(value: value, action: .legacy(action), source: SourceLocation(fileID: fileID, line: line))) } }
    }

    /// Adds an action to perform when the given value changes, with its old and new value.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .onChange(of: scenePhase) { oldPhase, newPhase in print(oldPhase, newPhase) }
    /// ```
    ///
    /// The closure of the *current* evaluation runs; with `initial: true` it also runs,
    /// with `(value, value)`, when the scene's view appears (Rules R8). Unlike the view
    /// modifier, a scene has it with or without the `NativeOnChange` trait: there is no
    /// `OnChangeCompat` shim for scenes to stand in for it.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void,
        fileID: StaticString = #fileID, line: Int = #line
    ) -> _ModifiedScene<Self> {
        return modified { $0.modifyContent { $0.modifier(_OnChangeModifier(value: value, action: .modern(action, initial: initial), source: SourceLocation(fileID: fileID, line: line))) } }
    }

    /// Adds an action, without arguments, to perform when the given value changes.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .onChange(of: scenePhase) { refresh() }
    /// ```
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void,
        fileID: StaticString = #fileID, line: Int = #line
    ) -> _ModifiedScene<Self> {
        onChange(of: value, initial: initial, { _, _ in action() }, fileID: fileID, line: line)
    }
}
