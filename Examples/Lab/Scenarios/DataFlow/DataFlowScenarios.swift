extension Scenarios {
    /// One scenario per state source beyond `@State` and `@Observable`: when an
    /// `onChange` that observes it fires.
    static var dataFlow: [Scenario] {
        [observableObjectDemo, environmentDemo, focusDemo, appStorageDemo]
    }
}
