/// Every scenario of the lab, in the order the articles present them.
public enum Scenarios {
    /// All scenarios: the English article, its alternatives section, the Japanese
    /// article, the "controlling view updates" article, then behaviour SwiftUI's
    /// documentation states.
    public static var all: [Scenario] {
        understandingOnChange + alternatives + initialAndCompat + controllingUpdates + documentation + dataFlow
    }

    /// The scenario named `name`, if any.
    public static func named(_ name: String) -> Scenario? {
        all.first { $0.name == name }
    }
}
