extension Scenarios {
    /// The scenarios of the Japanese article on `onChange(of:initial:_:)`, in article order.
    static var initialAndCompat: [Scenario] { [initialContentView, tabContentView, seedBackport] }
}
