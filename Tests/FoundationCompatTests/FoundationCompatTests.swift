import Foundation
import FoundationCompat
import Testing

/// The formatter in a fixed calendar, so that the units between two dates do not depend on
/// the machine's time zone.
private func formatter(_ style: RelativeDateTimeFormatter.DateTimeStyle = .numeric,
                       units: RelativeDateTimeFormatter.UnitsStyle = .full) -> RelativeDateTimeFormatter {
    let formatter = RelativeDateTimeFormatter()
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    formatter.calendar = calendar
    formatter.dateTimeStyle = style
    formatter.unitsStyle = units
    return formatter
}

private let noon = Date(timeIntervalSince1970: 1_700_000_000)

/// Foundation's names that swift-corelibs-foundation lacks, each test naming the sentence of
/// Apple's documentation it checks.
@Suite("Foundation's formatters and transformers that Linux lacks")
struct FoundationCompatTests {
    /// `localizedString(from:)`: "The formatter interprets a negative component value as a
    /// date in the past" — `DateComponents(day: -2)` "Outputs: 2 days ago"; `dateTimeStyle`:
    /// `DateComponents(weekOfMonth: -1)` is "1 week ago", and "last week" when `named`.
    @Test func dateComponentsAsDocumented() {
        #expect(formatter().localizedString(from: DateComponents(day: -2)) == "2 days ago")
        #expect(formatter().localizedString(from: DateComponents(weekOfMonth: -1)) == "1 week ago")
        #expect(formatter(.named).localizedString(from: DateComponents(weekOfMonth: -1)) == "last week")
        #expect(formatter(.named).localizedString(from: DateComponents(day: 1)) == "tomorrow")
        #expect(formatter().localizedString(from: DateComponents(hour: 3)) == "in 3 hours")
    }

    /// `localizedString(for:relativeTo:)`: "Formats the date interval from the reference date
    /// to the specified date" — in the largest unit it spans, truncated.
    @Test func intervalsBetweenDates() {
        let f = formatter()
        #expect(f.localizedString(for: noon.addingTimeInterval(-3 * 3600), relativeTo: noon) == "3 hours ago")
        #expect(f.localizedString(for: noon.addingTimeInterval(90 * 60), relativeTo: noon) == "in 1 hour")
        #expect(f.localizedString(for: noon.addingTimeInterval(-14 * 86_400), relativeTo: noon) == "2 weeks ago")
        #expect(f.localizedString(for: noon.addingTimeInterval(45), relativeTo: noon) == "in 45 seconds")
        #expect(f.localizedString(for: noon, relativeTo: noon) == "in 0 seconds")
        #expect(formatter(.named).localizedString(for: noon, relativeTo: noon) == "now")
        #expect(formatter(.named).localizedString(for: noon.addingTimeInterval(-86_400), relativeTo: noon) == "yesterday")
    }

    /// `unitsStyle`: "such as “1 day ago” or “one day ago”" (`full`, `spellOut`), and the
    /// shorter styles.
    @Test func unitsStyles() {
        let components = DateComponents(day: -1)
        #expect(formatter(units: .full).localizedString(from: components) == "1 day ago")
        #expect(formatter(units: .spellOut).localizedString(from: components) == "one day ago")
        #expect(formatter(units: .short).localizedString(from: DateComponents(hour: -2)) == "2 hr. ago")
        #expect(formatter(units: .abbreviated).localizedString(from: DateComponents(minute: 5)) == "in 5m")
    }

    /// `ListFormatter.localizedString(byJoining:)`: the items joined as a list in English.
    @Test func listsJoined() {
        #expect(ListFormatter.localizedString(byJoining: []) == "")
        #expect(ListFormatter.localizedString(byJoining: ["Milk"]) == "Milk")
        #expect(ListFormatter.localizedString(byJoining: ["Milk", "Eggs"]) == "Milk and Eggs")
        #expect(ListFormatter.localizedString(byJoining: ["Milk", "Eggs", "Bread"]) == "Milk, Eggs, and Bread")
        #expect(ListFormatter().string(from: [1, 2, 3]) == "1, 2, and 3")
    }

    /// `setValueTransformer(_:forName:)`: "Registers the provided value transformer with a
    /// given identifier"; `init?(forName:)` gives one that transforms as the registered one,
    /// and `nil` for a name nobody registered.
    @Test func registeredTransformers() {
        final class Uppercase: ValueTransformer, @unchecked Sendable {
            override func transformedValue(_ value: Any?) -> Any? { (value as? String)?.uppercased() }
            override func reverseTransformedValue(_ value: Any?) -> Any? { (value as? String)?.lowercased() }
        }
        let name = NSValueTransformerName("UppercaseTransformer-\(UUID().uuidString)")
        #expect(ValueTransformer(forName: name) == nil)
        ValueTransformer.setValueTransformer(Uppercase(), forName: name)
        let transformer = ValueTransformer(forName: name)
        #expect(transformer?.transformedValue("tea") as? String == "TEA")
        #expect(transformer?.reverseTransformedValue("TEA") as? String == "tea")
        #expect(ValueTransformer.valueTransformerNames().contains(name))
        ValueTransformer.setValueTransformer(nil, forName: name)
        #expect(ValueTransformer(forName: name) == nil)
    }
}
