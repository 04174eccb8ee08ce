import Testing
import ViewEngine

/// A detail view that edits a non-optional value, shown for an optional selection.
private struct Counter: View {
    @Binding var count: Int
    var body: some View {
        Button("\(count)") { count += 1 }
    }
}

private struct Selection: View {
    @State private var selected: Int? = 1
    var body: some View {
        VStack {
            if let count = Binding($selected) { Counter(count: count) }
            Text(selected.map { "selected \($0)" } ?? "none")
            Button("Clear") { selected = nil }
        }
    }
}

/// `Binding.init(_:)`, the projections between optional and unwrapped values.
@MainActor
@Suite("Binding: optional and unwrapped projections")
struct BindingOptionalTests {
    /// `init?(_ base: Binding<Value?>)`: "Creates a binding by projecting the base optional
    /// value to an unwrapped value" — "A new binding or nil when base is nil"; writes reach
    /// the base.
    @Test func unwrappingReadsAndWritesTheBase() throws {
        let host = ViewHost(Selection())
        try host.tap("1")
        try host.tap("2")
        #expect(host.render() == """
            VStack
              Button "3"
              Text "selected 3"
              Button "Clear"
            """)
        try host.tap("Clear")
        #expect(host.render() == """
            VStack
              Text "none"
              Button "Clear"
            """)
    }

    /// Apple's unwrapped binding crashes when read after its base became `nil`; this one
    /// keeps the last value it saw, and `nil` gives no binding.
    @Test func aBaseThatBecomesNilNeverTraps() {
        var storage: String? = "draft"
        let base = Binding(get: { storage }, set: { storage = $0 })
        let text = Binding(base)
        #expect(text?.wrappedValue == "draft")
        text?.wrappedValue = "final"
        #expect(storage == "final")
        storage = nil
        #expect(text?.wrappedValue == "final")
        #expect(Binding(base) == nil)
    }

    /// `init<V>(_ base: Binding<V>) where Value == V?`: "Creates a binding by projecting the
    /// base value to an optional value."
    @Test func projectingToAnOptional() {
        var storage = 4
        let optional: Binding<Int?> = Binding(Binding(get: { storage }, set: { storage = $0 }))
        #expect(optional.wrappedValue == 4)
        optional.wrappedValue = 7
        #expect(storage == 7)
        optional.wrappedValue = nil
        #expect(storage == 7, "nil has no value to write")
    }
}
