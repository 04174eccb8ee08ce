extension Scenarios {
    /// Scenarios of behaviour SwiftUI's documentation states, beyond the seed articles.
    static var documentation: [Scenario] {
        [groupModifiers, teaShop]
    }
}
