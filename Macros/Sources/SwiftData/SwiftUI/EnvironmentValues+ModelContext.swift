import ViewEngine

private struct ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext? { nil }
}

extension EnvironmentValues {
    /// The model context of the views' model container, which `.modelContainer(_:)` or
    /// `.modelContext(_:)` sets.
    ///
    /// ```swift
    /// @Environment(\.modelContext) private var modelContext
    /// Button("Add") { modelContext.insert(Item(timestamp: .now)) }
    /// ```
    ///
    /// Where no ancestor sets one, it is a context of an empty container in memory: it
    /// inserts nothing and fetches nothing, and a warning on standard error says why.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] ?? ModelContext.unset }
        set { self[ModelContextKey.self] = newValue }
    }
}

extension ModelContext {
    /// The context of views that have none: a context of an empty container in memory.
    /// Invariant: read where views read their environment, on the main actor.
    nonisolated(unsafe) static let unset: ModelContext = {
        // An in-memory SQLite database opens unless memory is exhausted.
        let container = try! ModelContainer(for: Schema([]), configurations: [ModelConfiguration("unset", isStoredInMemoryOnly: true)])
        let context = ModelContext(container)
        context.isUnset = true
        return context
    }()
}
