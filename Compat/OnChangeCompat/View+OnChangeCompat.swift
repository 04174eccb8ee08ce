import ViewEngine

extension View {
    /// Adds an action to perform when the given value changes, with its old and new value.
    ///
    /// ```swift
    /// import ViewEngine
    /// import OnChangeCompat
    ///
    /// Text("count: \(count)")
    ///     .onChange(of: count, initial: true) { oldValue, newValue in
    ///         print("\(oldValue) → \(newValue)")
    ///     }
    /// ```
    ///
    /// The backport of SwiftUI's iOS 17 API over the legacy `onChange(of:perform:)`.
    /// The trailing closure's arity picks the API, as in SwiftUI: `{ newValue in }` is
    /// the legacy one, `{ oldValue, newValue in }` and `{ }` this one.
    ///
    /// - Parameters:
    ///   - value: The value to check against when determining whether to run the action.
    ///   - initial: Whether the action runs when the view appears, with `(value, value)`.
    ///   - action: The action to run, given the old and the new value.
    ///   - fileID: Where the call is (a default; diagnostics and traces name it).
    ///   - line: The line of the call (a default).
    ///
    /// With the engine's `NativeOnChange` trait (its iOS 17) this shim is deprecated and
    /// forwards to the engine's own implementation: remove `import OnChangeCompat`.
    /// Which declaration a call picks, with each import and trait: MIGRATION.md, "Which
    /// declaration a call picks".
#if NativeOnChange
    @available(*, deprecated, message: "ViewEngine has its own onChange(of:initial:_:) with the NativeOnChange trait: remove `import OnChangeCompat` and it takes over, with your calls unchanged")
#endif
    @inlinable
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void,
        fileID: StaticString = #fileID, line: Int = #line
    ) -> ModifiedContent<Self, _OnChangeCompatModifier<V>> {
        modifier(_OnChangeCompatModifier(value: value, initial: initial, action: action, fileID: fileID, line: line))
    }

    /// Adds an action to perform when the given value changes.
    ///
    /// ```swift
    /// Text(name).onChange(of: name) { print("name changed") }
    /// ```
    ///
    /// The zero-parameter variant of the two-parameter `onChange(of:initial:_:)` above.
    ///
    /// - Parameters:
    ///   - value: The value to check against when determining whether to run the action.
    ///   - initial: Whether the action runs when the view appears.
    ///   - action: The action to run.
    ///   - fileID: Where the call is (a default; diagnostics and traces name it).
    ///   - line: The line of the call (a default).
#if NativeOnChange
    @available(*, deprecated, message: "ViewEngine has its own onChange(of:initial:_:) with the NativeOnChange trait: remove `import OnChangeCompat` and it takes over, with your calls unchanged")
#endif
    @inlinable
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void,
        fileID: StaticString = #fileID, line: Int = #line
    ) -> ModifiedContent<Self, _OnChangeCompatModifier<V>> {
        modifier(_OnChangeCompatModifier(value: value, initial: initial, action: { _, _ in action() },
                                        fileID: fileID, line: line))
    }
}
