extension Binding {
    /// Creates a binding by projecting the base optional value to an unwrapped value; `nil`
    /// when `base` is `nil`.
    ///
    /// ```swift
    /// if let count = Binding($optionalCount) { Stepper("Count", value: count) }
    /// .sheet(isPresented: $showsDetail) { DetailView(item: Binding($selection)!) }
    /// ```
    ///
    /// It reads and writes `base`'s value (the same source, so a view that reads it depends
    /// on what `base` points at). Apple's binding crashes when read after `base` became
    /// `nil`; this one never traps: it reads the last value it saw.
    public init?(_ base: Binding<Value?>) {
        guard let first = base.wrappedValue else { return nil }
        let last = LastValue(first)
        self.init(location: base.location?.appending(\Value?.!), get: {
            if let value = base.wrappedValue { last.value = value }
            return last.value
        }, set: { newValue in
            last.value = newValue
            base.wrappedValue = newValue
        })
    }

    /// Creates a binding by projecting the base value to an optional value: it reads
    /// `base`'s value, and writing `nil` leaves `base` as it is.
    ///
    /// ```swift
    /// Picker("Flavor", selection: Binding($flavor)) { ... }   // a Binding<Flavor?>
    /// ```
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(location: base.location?.appending(\V.self), get: { base.wrappedValue }, set: { newValue in
            if let newValue { base.wrappedValue = newValue }
        })
    }
}

/// The last value an unwrapping binding read or wrote.
private final class LastValue<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
