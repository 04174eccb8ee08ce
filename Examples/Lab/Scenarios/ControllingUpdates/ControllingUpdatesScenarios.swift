extension Scenarios {
    /// The scenarios of "SwiftUI: controlling View updates", in article order.
    static var controllingUpdates: [Scenario] { [updatersDemo] }
}
