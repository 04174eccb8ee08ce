import Testing
@_spi(Predicates) import ViewEngine

/// The Foundation names a SwiftUI file uses that swift-corelibs-foundation lacks
/// (README: Foundation on Linux), with the outputs Apple's documentation shows for them.
@Suite("Foundation on Linux: relative dates, durations, localized strings")
struct FoundationOnLinuxTests {
    let english = Locale(identifier: "en_US")
    let gregorian: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    func relative(_ units: RelativeDateTimeFormatter.UnitsStyle = .full, _ style: RelativeDateTimeFormatter.DateTimeStyle = .numeric) -> RelativeDateTimeFormatter {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = english
        formatter.calendar = gregorian
        formatter.unitsStyle = units
        formatter.dateTimeStyle = style
        return formatter
    }

    /// Apple, `localizedString(from:)`: "The formatter interprets a negative component value
    /// as a date in the past" — `DateComponents(day: -2)` "Outputs: 2 days ago"; "This method
    /// formats the value of the least granular unit".
    @Test func dateComponentsAreTheirLargestUnit() {
        #expect(relative().localizedString(from: DateComponents(day: -2)) == "2 days ago")
        #expect(relative().localizedString(from: DateComponents(day: 1, hour: 5)) == "in 1 day")
        #expect(relative().localizedString(from: DateComponents(minute: 60)) == "in 60 minutes")
    }

    /// Apple, `dateTimeStyle`: `DateComponents(weekOfMonth: -1)` "Outputs: 1 week ago" when
    /// numeric and "last week" when named; `DateTimeStyle.named`: "The formatter falls back
    /// to using numeric if a name isn't available."
    @Test func namedStylesUseNamesWhereTheLanguageHasThem() {
        #expect(relative(.full, .numeric).localizedString(from: DateComponents(weekOfMonth: -1)) == "1 week ago")
        #expect(relative(.full, .named).localizedString(from: DateComponents(weekOfMonth: -1)) == "last week")
        #expect(relative(.full, .named).localizedString(from: DateComponents(day: -1)) == "yesterday")
        #expect(relative(.full, .named).localizedString(from: DateComponents(day: 1)) == "tomorrow")
        #expect(relative(.full, .named).localizedString(from: DateComponents(day: -2)) == "2 days ago")
    }

    /// Apple, `RelativeDateTimeFormatter.UnitsStyle`: full "2 months ago", short and
    /// abbreviated "2 mo. ago", spellOut "two months ago".
    @Test func unitsStyles() {
        let twoMonthsAgo = DateComponents(month: -2)
        #expect(relative(.full).localizedString(from: twoMonthsAgo) == "2 months ago")
        #expect(relative(.short).localizedString(from: twoMonthsAgo) == "2 mo. ago")
        #expect(relative(.abbreviated).localizedString(from: twoMonthsAgo) == "2 mo. ago")
        #expect(relative(.spellOut).localizedString(from: twoMonthsAgo) == "two months ago")
    }

    /// Apple, `Date.RelativeFormatStyle` (the same words): "1 hour ago", "in 2 weeks",
    /// "yesterday", "tomorrow"; between two dates, the largest unit they differ in.
    @Test func betweenTwoDates() {
        let now = Date(timeIntervalSinceReferenceDate: 700_000_000)
        #expect(relative().localizedString(for: now.addingTimeInterval(-3600), relativeTo: now) == "1 hour ago")
        #expect(relative().localizedString(for: now.addingTimeInterval(14 * 86_400), relativeTo: now) == "in 2 weeks")
        #expect(relative(.full, .named).localizedString(for: now.addingTimeInterval(-86_400), relativeTo: now) == "yesterday")
        #expect(relative(.full, .named).localizedString(for: now.addingTimeInterval(86_400), relativeTo: now) == "tomorrow")
        let formatter = relative(.full, .named)
        formatter.formattingContext = .beginningOfSentence
        #expect(formatter.localizedString(for: now.addingTimeInterval(-86_400), relativeTo: now) == "Yesterday")
        #expect(relative().string(for: "not a date") == nil)
        #expect(relative().localizedString(fromTimeInterval: -7200) == "2 hours ago")
    }

    func duration(_ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit = [.hour, .minute, .second],
                  _ zeros: DateComponentsFormatter.ZeroFormattingBehavior = .default) -> DateComponentsFormatter {
        let formatter = DateComponentsFormatter()
        formatter.calendar = gregorian
        formatter.unitsStyle = style
        formatter.allowedUnits = units
        formatter.zeroFormattingBehavior = zeros
        return formatter
    }

    /// Apple, `DateComponentsFormatter.UnitsStyle`: "the quantity of 9 hours, 41 minutes, and
    /// 30 seconds is displayed in the U.S. English locale" as each style shows it (the
    /// positional row of that table reads "9:31:30", a typo for the value it formats).
    @Test func eachUnitsStyleWritesNineFortyOneThirty() {
        let value: TimeInterval = 9 * 3600 + 41 * 60 + 30
        #expect(duration(.spellOut).string(from: value) == "nine hours, forty-one minutes, thirty seconds")
        #expect(duration(.full).string(from: value) == "9 hours, 41 minutes, 30 seconds")
        #expect(duration(.short).string(from: value) == "9 hr, 41 min, 30 sec")
        #expect(duration(.brief).string(from: value) == "9hr 41min 30sec")
        #expect(duration(.abbreviated).string(from: value) == "9h 41m 30s")
        #expect(duration(.positional).string(from: value) == "9:41:30")
    }

    /// Apple, the styles' own pages: 3 years, 9 months, 26 days, 19 hours and 17 seconds is
    /// "3y 9mo 26d 19h 17s", "3 yrs, 9 mths, 26 days, 19 hr, 17 sec", "3 years, 9 months,
    /// 26 days, 19 hours, 17 seconds", "3yrs 9mths 26days 19hr 17sec"; `positional`: "one
    /// hour and ten minutes is displayed ... as “1:10:00”".
    @Test func componentsInEveryUnit() {
        let components = DateComponents(year: 3, month: 9, day: 26, hour: 19, second: 17)
        let all: NSCalendar.Unit = [.year, .month, .day, .hour, .minute, .second]
        #expect(duration(.abbreviated, all).string(from: components) == "3y 9mo 26d 19h 17s")
        #expect(duration(.short, all).string(from: components) == "3 yrs, 9 mths, 26 days, 19 hr, 17 sec")
        #expect(duration(.full, all).string(from: components) == "3 years, 9 months, 26 days, 19 hours, 17 seconds")
        #expect(duration(.brief, all).string(from: components) == "3yrs 9mths 26days 19hr 17sec")
        #expect(duration(.positional).string(from: DateComponents(hour: 1, minute: 10)) == "1:10:00")
        #expect(DateComponentsFormatter.localizedString(from: DateComponents(minute: 5), unitsStyle: .full) == "5 minutes")
    }

    /// Apple, `ZeroFormattingBehavior`: none "1h 0m 10s"; default "1:00:10" positional and
    /// "1h 10s" otherwise; dropLeading "10m 0s"; dropMiddle "0d 1h 5s"; dropTrailing "0d 1h";
    /// dropAll "1h"; pad "0d 1:00:00" positional and "0d 1h 0m 0s" abbreviated.
    @Test func zeroFormattingBehaviors() {
        let dhms: NSCalendar.Unit = [.day, .hour, .minute, .second]
        #expect(duration(.abbreviated, [.hour, .minute, .second], .none).string(from: 3610) == "1h 0m 10s")
        #expect(duration(.positional).string(from: 3610) == "1:00:10")
        #expect(duration(.abbreviated, dhms).string(from: 3610) == "1h 10s")
        #expect(duration(.abbreviated, dhms, .dropLeading).string(from: 600) == "10m 0s")
        #expect(duration(.abbreviated, dhms, .dropMiddle).string(from: 3605) == "0d 1h 5s")
        #expect(duration(.abbreviated, dhms, .dropTrailing).string(from: 3600) == "0d 1h")
        #expect(duration(.abbreviated, dhms, .dropAll).string(from: 3600) == "1h")
        #expect(duration(.positional, dhms, .pad).string(from: 3600) == "0d 1:00:00")
        #expect(duration(.abbreviated, dhms, .pad).string(from: 3600) == "0d 1h 0m 0s")
    }

    /// Apple, `string(from:)` (a time interval): "if the formatter allows the display of
    /// minutes and seconds, creating an abbreviated string for the value 70 seconds results
    /// in the string “1m 10s”"; "Negative numbers are treated as positive numbers";
    /// `string(from:to:)`: "exactly one hour and ten minutes ... “1h 10m”";
    /// `maximumUnitCount` 2: "1h 10m" instead of "1h 10m 30s"; `collapsesLargestUnit`: 63
    /// seconds is "63s"; `allowsFractionalUnits`: "1h 30m" could be "1.5h"; the class's
    /// example: "About 5 minutes remaining".
    @Test func intervalsAndOptions() {
        #expect(duration(.abbreviated, [.minute, .second]).string(from: 70) == "1m 10s")
        #expect(duration(.abbreviated, [.minute, .second]).string(from: -70) == "1m 10s")
        let start = Date(timeIntervalSinceReferenceDate: 0)
        #expect(duration(.abbreviated).string(from: start, to: start.addingTimeInterval(4200)) == "1h 10m")
        let limited = duration(.abbreviated)
        limited.maximumUnitCount = 2
        #expect(limited.string(from: 4230) == "1h 10m")
        let collapsing = duration(.abbreviated, [.minute, .second])
        collapsing.collapsesLargestUnit = true
        #expect(collapsing.string(from: 63) == "63s")
        let fractional = duration(.abbreviated, [.hour])
        fractional.allowsFractionalUnits = true
        #expect(fractional.string(from: 5400) == "1.5h")
        let phrased = duration(.full, [.minute])
        phrased.includesApproximationPhrase = true
        phrased.includesTimeRemainingPhrase = true
        #expect(phrased.string(from: 300) == "About 5 minutes remaining")
        #expect(duration(.abbreviated).string(for: 70.0) == "1m 10s")
        #expect(duration(.abbreviated).string(for: "70") == nil)
        #expect(duration(.abbreviated).string(from: .infinity) == nil)
    }

    /// `String(localized:)` gives the development-language value: the key's text with its
    /// interpolations; a `Double` through `%lf`, as SwiftUI apps see it ("3.500000").
    @Test func localizedStrings() {
        let count = 3
        let name = "Ada"
        #expect(String(localized: "Settings") == "Settings")
        #expect(String(localized: "\(count) items for \(name)", comment: "cart") == "3 items for Ada")
        #expect(String(localized: "\(3.5) km") == "3.500000 km")
        #expect(String(localized: "cart.title", defaultValue: "Your cart") == "Your cart")
        let resource: LocalizedStringResource = "\(count) items"
        #expect(resource.key == "%lld items")
        #expect(String(localized: resource) == "3 items")
        #expect(LocalizedStringResource("title", defaultValue: "Title", table: "Main").table == "Main")
        #expect(String(localized: "100% of \(name)") == "100% of Ada")
        #expect(String.LocalizationValue("plain") == "plain")
    }

    /// Apple, `appendInterpolation(_:specifier:)`: "Appends a type, convertible to a string
    /// with a format specifier, to a string interpolation" — in a localization value the
    /// key keeps the specifier and the value is the number written with it (FoodTruck's
    /// order numbers, `"#\(12)\(number, specifier: "%02d")"`).
    @Test func aSpecifierWritesTheNumberAndStaysInTheKey() {
        let number = 7
        #expect(String(localized: "#\(12)\(number, specifier: "%02d")") == "#1207")
        #expect(String(localized: "\(2.0 / 3, specifier: "%.2f") km") == "0.67 km")
        let resource: LocalizedStringResource = "Order #\(number, specifier: "%03d")"
        #expect(resource.key == "Order #%03d")
        #expect(String(localized: resource) == "Order #007")
    }

    /// Apple, `NSSortDescriptor(keyPath:ascending:)`: "Creates a sort descriptor with a
    /// specified key path and ordering" — for any value, an optional one too (Core Data's
    /// generated `String?` attributes, Bookworm's `\Book.title`); `nil` orders first when
    /// ascending, as Core Data's store sorts NULL.
    @Test func aSortDescriptorOrdersOptionalValuesNilFirst() {
        final class Book {
            let title: String?
            let pages: Int
            init(_ title: String?, _ pages: Int) { self.title = title; self.pages = pages }
        }
        let books = [Book("Dune", 412), Book(nil, 90), Book("Babel", 545)]
        func sorted(_ descriptor: NSSortDescriptor) -> [Book] {
            books.sorted { descriptor.compare($0, to: $1) == .orderedAscending }
        }
        #expect(sorted(NSSortDescriptor(keyPath: \Book.title, ascending: true)).map { $0.title ?? "nil" } == ["nil", "Babel", "Dune"])
        #expect(sorted(NSSortDescriptor(keyPath: \Book.title, ascending: false)).map { $0.title ?? "nil" } == ["Dune", "Babel", "nil"])
        #expect(sorted(NSSortDescriptor(keyPath: \Book.pages, ascending: true)).map(\.pages) == [90, 412, 545])
    }

    /// Apple, `NSSortDescriptor(key:ascending:)`: "Creates a sort descriptor with a
    /// specified string key path and ordering." Declared once, here, for Core Data and
    /// CloudKit, which sort by the key it keeps (swift-corelibs-foundation marks it
    /// unavailable); a descriptor made by key path keeps none.
    @Test func aSortDescriptorByKeyKeepsItsKey() {
        let byTitle = NSSortDescriptor(key: "author.name", ascending: false)
        #expect(byTitle.recordedKey == "author.name" && !byTitle.ascending)
        #expect(NSSortDescriptor(key: nil, ascending: true).recordedKey == "")
        #expect(NSSortDescriptor(keyPath: \NSObject.hash, ascending: true).recordedKey == nil)
    }

    /// Apple's documentation of `ListFormatter`: "An object that provides locale-correct
    /// formatting of a list of items using the appropriate separator and conjunction."
    @Test func listsAreJoinedWithTheLocalesConjunction() {
        let formatter = ListFormatter()
        formatter.locale = english
        #expect(formatter.string(from: ["Ana", "Bo", "Cy"]) == "Ana, Bo, and Cy")
        #expect(formatter.string(from: [1, 2]) == "1 and 2")
        #expect(formatter.string(from: []) == nil)
        formatter.locale = Locale(identifier: "fr_FR")
        #expect(formatter.string(for: ["a", "b"]) == "a et b")
        #expect(ListFormatter.localizedString(byJoining: ["one"]) == "one")
    }

    /// `ValueTransformer.setValueTransformer(_:forName:)`: "Registers the provided value
    /// transformer with a given identifier"; `init?(forName:)` gives one that transforms as
    /// the registered one, and nil for a name nobody registered.
    @Test func valueTransformersAreRegisteredByName() {
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

    /// An item provider, as a drag (`onDrag`) or the photo picker hands one over: Apple's
    /// `NSItemProviderWriting` objects in, `NSItemProviderReading` classes out.
    @Test func anItemProviderHoldsWhatWasRegistered() {
        let provider = NSItemProvider(object: "Pear" as NSString)
        let writer: any NSItemProviderWriting.Type = NSURL.self
        let reader: any NSItemProviderReading.Type = UIImage.self
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(writer.writableTypeIdentifiersForItemProvider == ["public.url"])
        #expect(provider.canLoadObject(ofClass: reader) == false)
    }

    /// `PersonNameComponents.FormatStyle.style`'s example: Dr. Thomas Louis Clark Esq.
    /// (nickname Tom) is "Dr. Thomas Louis Clark Esq." long and "Thomas Clark" medium;
    /// `Style.medium`: "Equivalent to default"; abbreviated, the initials.
    @Test func personNamesAreWrittenInEachStyle() {
        var name = PersonNameComponents()
        name.namePrefix = "Dr."
        name.givenName = "Thomas"
        name.middleName = "Louis"
        name.familyName = "Clark"
        name.nameSuffix = "Esq."
        name.nickname = "Tom"
        let formatter = PersonNameComponentsFormatter()
        #expect(formatter.string(from: name) == "Thomas Clark")
        let styles: [PersonNameComponentsFormatter.Style] = [.short, .medium, .long, .abbreviated]
        #expect(styles.map { PersonNameComponentsFormatter.localizedString(from: name, style: $0) }
                == ["Tom", "Thomas Clark", "Dr. Thomas Louis Clark Esq.", "TC"])
        #expect(formatter.string(from: PersonNameComponents()) == "")
        let parsed = formatter.personNameComponents(from: "Thomas Louis Clark")
        #expect(parsed?.givenName == "Thomas" && parsed?.middleName == "Louis" && parsed?.familyName == "Clark")
        #expect(formatter.personNameComponents(from: "  ") == nil)
    }

    /// Apple, `url(forUbiquityContainerIdentifier:)`: "This method returns nil if the
    /// container could not be located or if iCloud storage is unavailable for the current
    /// user or device." — Linux has no iCloud: the app falls back to its own folders.
    @Test func iCloudIsUnavailable() {
        let files = FileManager.default
        #expect(files.url(forUbiquityContainerIdentifier: nil) == nil)
        #expect(files.ubiquityIdentityToken == nil)
        #expect(!files.isUbiquitousItem(at: URL(fileURLWithPath: "/tmp")))
        #expect(throws: CocoaError.self) { try files.startDownloadingUbiquitousItem(at: URL(fileURLWithPath: "/tmp")) }
    }

    /// Apple, `dispatch_queue_get_label`: "Returns the label that was assigned to the
    /// queue when it was created", and for `DISPATCH_CURRENT_QUEUE_LABEL` (`nil`) the
    /// current queue's — the main queue's on the main thread.
    @MainActor
    @Test func queueLabelsAreCStrings() {
        let queue = DispatchQueue(label: "com.example.store")
        #expect(String(cString: __dispatch_queue_get_label(queue)) == "com.example.store")
        #expect(__dispatch_queue_get_label(queue) == __dispatch_queue_get_label(DispatchQueue(label: "com.example.store")))
        #expect(String(cString: __dispatch_queue_get_label(nil)) == DispatchQueue.main.label)
        #expect(!DispatchQueue.main.label.isEmpty)
    }
}
