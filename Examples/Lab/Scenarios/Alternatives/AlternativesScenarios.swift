extension Scenarios {
    /// The scenarios of this article, in article order.
    static var alternatives: [Scenario] {
        [asyncTest, combineVersion, combineVersion2, bindingVersion2, bindingVersion3]
    }
}
