extension Scenarios {
    /// The scenarios of "Understanding SwiftUI's onChange", in article order.
    static var understandingOnChange: [Scenario] {
        [onChangeDemo, oldValue, oldValue1, nonStateDemo, myStoreDidSet, executionOrder, inOneLoop, loopTest]
    }
}
