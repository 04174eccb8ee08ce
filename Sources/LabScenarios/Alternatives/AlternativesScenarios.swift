extension Scenarios {
    /// The scenarios of this article, in article order.
    static var alternatives: [Scenario] { [] }
}
