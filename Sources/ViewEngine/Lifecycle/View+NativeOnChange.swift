import ViewEngineCore

#if NativeOnChange
import ViewEngineCore

extension View {
    /// Adds an action to perform when the given value changes, with its old and new value.
    ///
    /// ```swift
    /// .onChange(of: count, initial: true) { oldValue, newValue in
    ///     print("\(oldValue) → \(newValue)")
    /// }
    /// ```
    ///
    /// The closure of the *current* evaluation runs. With `initial: true` the action also
    /// runs with `(value, value)` every time the view appears (Rules R8).
    ///
    /// Available with the `NativeOnChange` package trait, as SwiftUI has it from iOS 17.
    /// It is a disfavored overload, so code that also imports `OnChangeCompat` picks the
    /// shim, which tells you to remove it.
    @_disfavoredOverload
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void,
        fileID: StaticString = #fileID, line: Int = #line
    ) -> ModifiedContent<Self, _OnChangeModifier<V>> {
        _nativeOnChange(of: value, initial: initial, action, fileID: fileID, line: line)
    }

    /// The native `onChange(of:initial:_:)` under a name no backport declares, so that a
    /// backport (such as `OnChangeCompat`) can forward to it without calling itself.
    ///
    /// ```swift
    /// content._nativeOnChange(of: value, initial: initial, action)
    /// ```
    @inlinable package func _nativeOnChange<V: Equatable>(
        of value: V, initial: Bool, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void,
        fileID: StaticString = #fileID, line: Int = #line
    ) -> ModifiedContent<Self, _OnChangeModifier<V>> {
        modifier(_OnChangeModifier(value: value, action: .modern(action, initial: initial),
                                   source: SourceLocation(fileID: fileID, line: line)))
    }

    /// Adds an action to perform when the given value changes.
    ///
    /// ```swift
    /// .onChange(of: count) { print("changed") }
    /// ```
    @_disfavoredOverload
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void,
        fileID: StaticString = #fileID, line: Int = #line
    ) -> some View {
        _nativeOnChange(of: value, initial: initial, { _, _ in action() }, fileID: fileID, line: line)
    }
}
#endif
