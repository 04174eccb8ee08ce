extension Binding {
    /// Specifies an animation to perform when the binding value changes.
    ///
    /// ```swift
    /// Toggle("Details", isOn: $showsDetails.animation(.easeInOut))
    /// ```
    ///
    /// The returned binding reads and writes the same value as this one (a view that reads
    /// it depends on the same source); its writes run inside ``withAnimation(_:_:)``, which
    /// the engine performs at once, so a write through it takes effect in the next update
    /// as any other write does.
    ///
    /// - Parameter animation: An animation sequence performed when the binding value changes.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        Binding(location: location, get: { wrappedValue }, set: { newValue in
            withAnimation(animation) { self.wrappedValue = newValue }
        })
    }

    /// Specifies a transaction for the binding: its writes run inside
    /// ``withTransaction(_:_:)`` (at once, as in ``animation(_:)``).
    ///
    /// - Parameter transaction: An instance of a `Transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        Binding(location: location, get: { wrappedValue }, set: { newValue in
            withTransaction(transaction) { self.wrappedValue = newValue }
        })
    }
}
