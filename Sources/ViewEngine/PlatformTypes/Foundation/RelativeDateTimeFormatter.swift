#if !canImport(Darwin)
// swift-corelibs-foundation has no RelativeDateTimeFormatter (checked with Swift 6.3.1:
// "cannot find 'RelativeDateTimeFormatter' in scope"), so a view file that formats
// "2 days ago" does not compile on Linux. This one has Apple's API and takes its words
// from Foundation's own `Date.AnchoredRelativeFormatStyle`, which swift-foundation has on
// Linux with the same ICU data Apple's platforms use. Declared in ViewEngine, it shadows
// any later corelibs declaration for files that import ViewEngine.

/// A formatter that creates locale-aware string representations of a relative date or
/// time, such as "2 days ago", "in 3 hours" or "yesterday".
///
/// ```swift
/// let formatter = RelativeDateTimeFormatter()
/// formatter.localizedString(from: DateComponents(day: -2))                 // "2 days ago"
/// formatter.dateTimeStyle = .named
/// formatter.localizedString(for: yesterday, relativeTo: today)            // "yesterday"
/// ```
///
/// The unit is the largest one in which the two dates differ, rounded as Foundation's
/// `Date.RelativeFormatStyle` rounds it (90 seconds ago is "2 minutes ago").
/// Invariant (`@unchecked Sendable`): as Foundation's formatters: configure it before sharing
/// it; formatting only reads its properties.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// How a relative date is described: with a number, or by name where the language
    /// has one ("yesterday", "next week").
    ///
    /// ```swift
    /// formatter.dateTimeStyle = .named
    /// ```
    public enum DateTimeStyle: Int, Sendable {
        /// "1 day ago", "in 1 week".
        case numeric = 0
        /// "yesterday", "next week"; a number where no name exists ("2 days ago").
        case named = 1
    }

    /// How the units of a relative date are written.
    ///
    /// ```swift
    /// formatter.unitsStyle = .short   // "2 mo. ago"
    /// ```
    public enum UnitsStyle: Int, Sendable {
        /// Full units, such as "2 months ago".
        case full = 0
        /// Spelled-out numbers and units, such as "two months ago".
        case spellOut = 1
        /// Shortened units, such as "2 mo. ago".
        case short = 2
        /// Abbreviated units, such as "2 mo. ago" (Apple documents the same English
        /// words as `short`).
        case abbreviated = 3
    }

    /// Whether to use a number or a name for the date; `.numeric` by default.
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// How the units are written; `.full` by default.
    open var unitsStyle: UnitsStyle = .full
    /// The capitalization of the result (`.beginningOfSentence`: "Yesterday").
    open var formattingContext: Formatter.Context = .unknown
    /// The calendar that computes the difference between dates; the current one by default.
    open var calendar: Calendar! = .current
    /// The locale of the words; the current one by default.
    open var locale: Locale! = .current

    /// Creates a formatter with the default styles.
    ///
    /// ```swift
    /// let formatter = RelativeDateTimeFormatter()
    /// ```
    public override init() { super.init() }

    /// Creates a formatter from an archive (not supported: it has the default styles).
    public required init?(coder: NSCoder) { super.init() }

    /// Formats the relative time that `dateComponents` represents: the value of its
    /// largest unit, without compounds. A negative value is in the past.
    ///
    /// ```swift
    /// formatter.localizedString(from: DateComponents(day: -2))   // "2 days ago"
    /// formatter.localizedString(from: DateComponents(minute: 60)) // "in 60 minutes"
    /// ```
    open func localizedString(from dateComponents: DateComponents) -> String {
        let units: [(Calendar.Component, Date.RelativeFormatStyle.Field, Int?)] = [
            (.year, .year, dateComponents.year), (.month, .month, dateComponents.month),
            (.weekOfMonth, .week, dateComponents.weekOfMonth ?? dateComponents.weekOfYear),
            (.day, .day, dateComponents.day), (.hour, .hour, dateComponents.hour),
            (.minute, .minute, dateComponents.minute), (.second, .second, dateComponents.second),
        ]
        let reference = Date(timeIntervalSinceReferenceDate: 0)
        let calendar = self.calendar ?? .current
        let (component, field, value) = units.first { ($0.2 ?? 0) != 0 } ?? (.second, .second, 0)
        let date = calendar.date(byAdding: component, value: value ?? 0, to: reference) ?? reference
        return string(for: date, relativeTo: reference, fields: [field])
    }

    /// Formats the time between now and `timeInterval` seconds from now.
    ///
    /// ```swift
    /// formatter.localizedString(fromTimeInterval: -3600)   // "1 hour ago"
    /// ```
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// Formats `date` relative to `referenceDate`: "1 hour ago" when it is an hour before it.
    ///
    /// ```swift
    /// formatter.localizedString(for: lastEdit, relativeTo: Date())
    /// ```
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        string(for: date, relativeTo: referenceDate, fields: nil)
    }

    /// A `Date` formatted relative to now; `nil` for any other value.
    ///
    /// ```swift
    /// formatter.string(for: lastEdit)
    /// ```
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    private func string(for date: Date, relativeTo reference: Date, fields: Set<Date.RelativeFormatStyle.Field>?) -> String {
        let presentation: Date.RelativeFormatStyle.Presentation = dateTimeStyle == .named ? .named : .numeric
        let units: Date.RelativeFormatStyle.UnitsStyle = switch unitsStyle {
        case .full: .wide
        case .spellOut: .spellOut
        case .short, .abbreviated: .abbreviated
        }
        let capitalization: FormatStyleCapitalizationContext = switch formattingContext {
        case .beginningOfSentence: .beginningOfSentence
        case .middleOfSentence: .middleOfSentence
        case .standalone: .standalone
        case .listItem: .listItem
        default: .unknown
        }
        var style = Date.AnchoredRelativeFormatStyle(
            anchor: date, presentation: presentation, unitsStyle: units,
            locale: locale ?? .current, calendar: calendar ?? .current, capitalizationContext: capitalization)
        if let fields { style.allowedFields = fields }
        return style.format(reference)
    }
}
#endif
