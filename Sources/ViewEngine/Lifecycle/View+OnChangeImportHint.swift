#if !NativeOnChange
extension View {
    /// A placeholder that makes the compiler name the module of the modern
    /// `onChange(of:initial:_:)` when a file forgets to import it.
    ///
    /// ```swift
    /// import ViewEngine          // without `import OnChangeCompat`:
    /// Text("\(count)").onChange(of: count) { oldValue, newValue in }
    /// // error: 'onChange(of:initial:_:)' is unavailable: add `import OnChangeCompat`: ...
    /// ```
    ///
    /// Without it, a two-argument closure meets only the legacy one-argument API and
    /// the error is about closure arity. The placeholder is unavailable and disfavoured,
    /// so any real `onChange(of:initial:_:)` in scope wins (the `OnChangeCompat` shim, a
    /// backport of your own); with the `NativeOnChange` trait it does not exist, because
    /// the engine's own API takes its place.
    @available(*, unavailable, message: "add `import OnChangeCompat`: the modern onChange(of:initial:_:) is there (or in ViewEngine built with the NativeOnChange trait)")
    @_disfavoredOverload
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        self
    }

    /// The zero-parameter form of the placeholder above: the compiler names
    /// `import OnChangeCompat` for `.onChange(of: value) { ... }` too.
    ///
    /// ```swift
    /// import ViewEngine          // without `import OnChangeCompat`:
    /// Text(name).onChange(of: name) { print("changed") }
    /// // error: 'onChange(of:initial:_:)' is unavailable: add `import OnChangeCompat`: ...
    /// ```
    @available(*, unavailable, message: "add `import OnChangeCompat`: the modern onChange(of:initial:_:) is there (or in ViewEngine built with the NativeOnChange trait)")
    @_disfavoredOverload
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View {
        self
    }
}
#endif
