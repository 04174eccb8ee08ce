extension Binding {
    /// Returns a binding that calls `didSet` with every value written through it.
    ///
    /// ```swift
    /// TextField("text:", text: $text.didSet { print($0) })
    /// ```
    ///
    /// Typing "hello" prints h, he, hel, hell, hello. Unlike `onChange`, the closure runs
    /// at every write, in the frame of the event that wrote, whether the value changed
    /// or not. The result is a `Binding(get:set:)`, as in the seed article (Rules R11).
    public func didSet(_ didSet: @escaping (Value) -> Void) -> Binding<Value> {
        Binding(get: { wrappedValue },
                set: { newValue in
                    self.wrappedValue = newValue
                    didSet(newValue)
                })
    }

    /// Returns a binding that writes a value only when `condition` accepts it.
    ///
    /// ```swift
    /// TextField("text:", text: $text.conditionSet { text in
    ///     text.count < 5
    /// })
    /// ```
    ///
    /// A refused write changes nothing, so nothing re-renders. A `TextField` keeps its
    /// own editing buffer, though: it goes on showing the refused text until the
    /// binding's value changes or the field is re-created — the seed article's caveat
    /// (Rules R11).
    public func conditionSet(_ condition: @escaping (Value) -> Bool) -> Binding<Value> {
        Binding(get: { wrappedValue },
                set: { newValue in
                    if condition(newValue) {
                        self.wrappedValue = newValue
                    }
                })
    }
}
