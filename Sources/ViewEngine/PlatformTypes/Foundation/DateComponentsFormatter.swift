#if !canImport(Darwin)
// swift-corelibs-foundation declares DateComponentsFormatter unavailable ("Not supported
// in swift-corelibs-foundation", checked with Swift 6.3.1), so a view file that shows a
// duration does not compile on Linux. This one has Apple's API and writes U.S. English as
// Apple's documentation of the styles shows it; declared in ViewEngine, it shadows the
// unavailable one for files that import ViewEngine.

/// A formatter that creates string representations of quantities of time: "1:02:05",
/// "1h 2m 5s", "1 hour, 2 minutes, 5 seconds".
///
/// ```swift
/// let formatter = DateComponentsFormatter()
/// formatter.allowedUnits = [.hour, .minute, .second]
/// formatter.unitsStyle = .abbreviated
/// formatter.string(from: 3725)            // "1h 2m 5s"
/// ```
///
/// The words are U.S. English, whatever the locale. Apple leaves some choices
/// undocumented; this formatter makes them so:
/// - with no `allowedUnits`, it uses years, months, days, hours, minutes and seconds;
/// - a time interval is rounded to the nearest whole smallest allowed unit (unless
///   `allowsFractionalUnits`), and `maximumUnitCount` drops the smaller units;
/// - in the positional style, days and longer units are written abbreviated before the
///   hours ("1d 1:00:00"), the first field is not padded and the others have two digits.
/// Invariant (`@unchecked Sendable`): as Foundation's formatters: configure it before sharing
/// it; formatting only reads its properties.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How quantities of time are written; the table shows 9 hours, 41 minutes and 30
    /// seconds in each.
    ///
    /// | Style | Result |
    /// | --- | --- |
    /// | `positional` | "9:41:30" |
    /// | `abbreviated` | "9h 41m 30s" |
    /// | `short` | "9 hr, 41 min, 30 sec" |
    /// | `full` | "9 hours, 41 minutes, 30 seconds" |
    /// | `spellOut` | "nine hours, forty-one minutes, thirty seconds" |
    /// | `brief` | "9hr 41min 30sec" |
    public enum UnitsStyle: Int, Sendable {
        /// Units by position, separated by colons: "1:10:00".
        case positional = 0
        /// The most abbreviated units: "3y 9mo 26d 19h 17s".
        case abbreviated = 1
        /// Shortened units: "3 yrs, 9 mths, 26 days, 19 hr, 17 sec".
        case short = 2
        /// Spelled-out units: "3 years, 9 months, 26 days, 19 hours, 17 seconds".
        case full = 3
        /// Spelled-out units and quantities: "three years, nine months, ...".
        case spellOut = 4
        /// Units shorter than `short`: "3yrs 9mths 26days 19hr 17sec".
        case brief = 5
    }

    /// What becomes of units whose value is 0.
    ///
    /// ```swift
    /// formatter.zeroFormattingBehavior = .pad   // "0d 1:00:00"
    /// ```
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Creates the behaviour of the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No dropping and no padding: "1h 0m 10s".
        public static let none = ZeroFormattingBehavior([])
        /// Positional: drops leading zeros, pads the rest ("1:00:10"); other styles: drops
        /// every zero unit ("1h 10s").
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        /// Drops zero units from the start until a non-zero one: "10m 0s".
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        /// Drops zero units in the middle: "0d 1h 5s".
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        /// Drops zero units from the end: "0d 1h".
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        /// Drops every zero unit: "1h".
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Keeps zero units and pads values: "0d 1:00:00", "0d 1h 0m 0s".
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    /// The units to include (`year`, `month`, `weekOfMonth` for a number of weeks, `day`,
    /// `hour`, `minute`, `second`); empty means all but weeks.
    open var allowedUnits: NSCalendar.Unit = []
    /// Whether the smallest unit may be fractional when the value has a remainder: "1.5h".
    open var allowsFractionalUnits = false
    /// The calendar that counts months and years of a time interval; the current one when `nil`.
    open var calendar: Calendar? = .current
    /// Whether a largest unit of 1 folds into the next one: "63s" instead of "1m 3s".
    open var collapsesLargestUnit = false
    /// Whether the result says the value is approximate: "About 5 minutes".
    open var includesApproximationPhrase = false
    /// Whether the result says the time remains: "5 minutes remaining".
    open var includesTimeRemainingPhrase = false
    /// The most units to show (0: no limit); with 2, "1h 10m 30s" is "1h 10m".
    open var maximumUnitCount = 0
    /// How units are written; `.positional` by default.
    open var unitsStyle: UnitsStyle = .positional
    /// What becomes of zero units; `.default` by default.
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// The date a time interval is counted from for months and years; the reference date
    /// (2001-01-01) when `nil`.
    open var referenceDate: Date?
    /// Not used (Apple: "Not yet supported").
    open var formattingContext: Formatter.Context = .unknown

    /// Creates a formatter with the default settings.
    ///
    /// ```swift
    /// let formatter = DateComponentsFormatter()
    /// ```
    public override init() { super.init() }

    /// Creates a formatter from an archive (not supported: it has the default settings).
    public required init?(coder: NSCoder) { super.init() }

    /// Formats the quantity of time in `components`, in the allowed units; the others are
    /// ignored.
    ///
    /// ```swift
    /// formatter.string(from: DateComponents(hour: 1, minute: 10))   // "1:10:00"
    /// ```
    open func string(from components: DateComponents) -> String? {
        let units = shownUnits
        let values = units.map { unit in
            let value = unit.component == .weekOfMonth ? components.weekOfMonth ?? components.weekOfYear : components.value(for: unit.component)
            return Double(abs(value ?? 0))
        }
        return format(units: units, values: values)
    }

    /// Formats the time between two dates: "1h 10m" for an hour and ten minutes.
    ///
    /// ```swift
    /// formatter.string(from: start, to: end)
    /// ```
    open func string(from startDate: Date, to endDate: Date) -> String? {
        let (start, end) = startDate <= endDate ? (startDate, endDate) : (endDate, startDate)
        return string(between: start, and: end)
    }

    /// Formats a number of seconds in the allowed units; a negative value as positive.
    ///
    /// ```swift
    /// formatter.string(from: 70)   // "1m 10s" (abbreviated, minutes and seconds)
    /// ```
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let start = referenceDate ?? Date(timeIntervalSinceReferenceDate: 0)
        return string(between: start, and: start.addingTimeInterval(abs(ti)))
    }

    /// A `DateComponents`, `TimeInterval` or number of seconds, formatted; `nil` for any
    /// other value.
    ///
    /// ```swift
    /// Text(duration as NSNumber, formatter: formatter)
    /// ```
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let components as DateComponents: return string(from: components)
        case let interval as TimeInterval: return string(from: interval)
        case let number as NSNumber: return string(from: number.doubleValue)
        default: return nil
        }
    }

    /// Formats `components` with the default settings and `unitsStyle`.
    ///
    /// ```swift
    /// DateComponentsFormatter.localizedString(from: DateComponents(minute: 5), unitsStyle: .full)   // "5 minutes"
    /// ```
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    // MARK: Splitting a quantity into units

    /// The allowed units, largest first.
    private var shownUnits: [TimeUnit] {
        let allowed = allowedUnits.isEmpty ? [.year, .month, .day, .hour, .minute, .second] : allowedUnits
        return TimeUnit.all.filter { allowed.contains($0.unit) }
    }

    /// The time from `start` to `end` in the allowed units: months and years by the
    /// calendar, the rest by their length; the smallest unit rounded or fractional.
    private func string(between start: Date, and end: Date) -> String? {
        let units = shownUnits
        guard !units.isEmpty else { return nil }
        let calendar = self.calendar ?? Calendar(identifier: .gregorian)
        var values: [Double] = []
        var cursor = start
        for (index, unit) in units.enumerated() {
            let isSmallest = index == units.count - 1
            var whole = 0
            if let seconds = unit.seconds {
                let remaining = end.timeIntervalSince(cursor)
                if isSmallest {
                    let exact = remaining / seconds
                    values.append(allowsFractionalUnits ? exact : exact.rounded(.toNearestOrAwayFromZero))
                    break
                }
                whole = Int((remaining / seconds).rounded(.down))
                cursor = cursor.addingTimeInterval(Double(whole) * seconds)
            } else {
                whole = calendar.dateComponents([unit.component], from: cursor, to: end).value(for: unit.component) ?? 0
                cursor = calendar.date(byAdding: unit.component, value: whole, to: cursor) ?? cursor
                if isSmallest, allowsFractionalUnits, let next = calendar.date(byAdding: unit.component, value: 1, to: cursor), next > cursor {
                    values.append(Double(whole) + end.timeIntervalSince(cursor) / next.timeIntervalSince(cursor))
                    break
                }
            }
            values.append(Double(whole))
        }
        return format(units: units, values: values)
    }

    // MARK: Writing

    private func format(units: [TimeUnit], values: [Double]) -> String? {
        var fields = zip(units, values).map { (unit: $0, value: $1) }
        carryRoundedValues(&fields)
        if collapsesLargestUnit, let first = fields.firstIndex(where: { $0.value != 0 }), fields[first].value == 1,
           first + 1 < fields.count, let size = fields[first].unit.size(in: fields[first + 1].unit) {
            fields[first + 1].value += size
            fields[first].value = 0
        }
        fields = keptFields(fields)
        if maximumUnitCount > 0, fields.count > maximumUnitCount {
            let firstShown = fields.firstIndex { $0.value != 0 } ?? 0
            fields = Array(fields[..<min(fields.count, firstShown + maximumUnitCount)])
        }
        guard !fields.isEmpty else { return nil }
        var text = unitsStyle == .positional ? positional(fields) : worded(fields)
        if includesTimeRemainingPhrase { text += " remaining" }
        if includesApproximationPhrase { text = "About " + text }
        return text
    }

    /// A smallest unit rounded up to its next unit's size carries into it (59.6 s is 1:00).
    private func carryRoundedValues(_ fields: inout [(unit: TimeUnit, value: Double)]) {
        guard !allowsFractionalUnits else { return }
        for index in fields.indices.dropFirst().reversed() {
            if let size = fields[index - 1].unit.size(in: fields[index].unit), fields[index].value >= size {
                fields[index].value -= size
                fields[index - 1].value += 1
            }
        }
    }

    /// The fields left after the zero formatting behaviour drops zero units.
    private func keptFields(_ fields: [(unit: TimeUnit, value: Double)]) -> [(unit: TimeUnit, value: Double)] {
        var behavior = zeroFormattingBehavior
        if behavior.contains(.pad) { return fields }
        if behavior.contains(.default) { behavior = unitsStyle == .positional ? .dropLeading : .dropAll }
        let nonZero = fields.indices.filter { fields[$0].value != 0 }
        guard let first = nonZero.first, let last = nonZero.last else {
            // Nothing but zeros: the smallest unit shows 0 unless nothing is dropped.
            return behavior.isEmpty ? fields : fields.suffix(1)
        }
        return fields.indices.filter { index in
            if fields[index].value != 0 { return true }
            if index < first { return !behavior.contains(.dropLeading) }
            if index > last { return !behavior.contains(.dropTrailing) }
            return !behavior.contains(.dropMiddle)
        }.map { fields[$0] }
    }

    /// "1d 1:02:05": units longer than an hour abbreviated, then the clock fields.
    private func positional(_ fields: [(unit: TimeUnit, value: Double)]) -> String {
        let clock = fields.filter { $0.unit.isClockField }
        let prefix = fields.filter { !$0.unit.isClockField }.map { number($0.value) + $0.unit.abbreviated }
        let clockText = clock.enumerated().map { index, field in
            let text = number(field.value)
            return index == 0 || text.count >= 2 ? text : "0" + text
        }.joined(separator: ":")
        return (prefix + (clockText.isEmpty ? [] : [clockText])).joined(separator: " ")
    }

    private func worded(_ fields: [(unit: TimeUnit, value: Double)]) -> String {
        let words = fields.map { field -> String in
            let count = number(field.value)
            let isOne = field.value == 1
            switch unitsStyle {
            case .abbreviated: return count + field.unit.abbreviated
            case .brief: return count + (isOne ? field.unit.brief.one : field.unit.brief.other)
            case .short: return count + " " + (isOne ? field.unit.short.one : field.unit.short.other)
            case .spellOut: return spelledOut(field.value) + " " + (isOne ? field.unit.full.one : field.unit.full.other)
            case .full, .positional: return count + " " + (isOne ? field.unit.full.one : field.unit.full.other)
            }
        }
        let separator = unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", "
        return words.joined(separator: separator)
    }

    private func number(_ value: Double) -> String {
        if value == value.rounded() { return String(Int(value)) }
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.maximumFractionDigits = 2
        formatter.minimumIntegerDigits = 1
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }

    private func spelledOut(_ value: Double) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        formatter.locale = Locale(identifier: "en_US")
        return formatter.string(from: NSNumber(value: value)) ?? number(value)
    }
}

/// A unit of time `DateComponentsFormatter` writes, with its U.S. English words.
private struct TimeUnit {
    let unit: NSCalendar.Unit
    let component: Calendar.Component
    /// Its length when fixed; months and years have none.
    let seconds: Double?
    let abbreviated: String
    let brief: (one: String, other: String)
    let short: (one: String, other: String)
    let full: (one: String, other: String)

    /// Whether the positional style writes it between colons.
    var isClockField: Bool { seconds.map { $0 <= 3600 } ?? false }

    /// How many of `smaller` make one of this unit, when both are fixed.
    func size(in smaller: TimeUnit) -> Double? {
        guard let seconds, let other = smaller.seconds else { return nil }
        return seconds / other
    }

    static let all: [TimeUnit] = [
        TimeUnit(unit: .year, component: .year, seconds: nil, abbreviated: "y",
                 brief: ("yr", "yrs"), short: ("yr", "yrs"), full: ("year", "years")),
        TimeUnit(unit: .month, component: .month, seconds: nil, abbreviated: "mo",
                 brief: ("mth", "mths"), short: ("mth", "mths"), full: ("month", "months")),
        TimeUnit(unit: .weekOfMonth, component: .weekOfMonth, seconds: 604_800, abbreviated: "w",
                 brief: ("wk", "wks"), short: ("wk", "wks"), full: ("week", "weeks")),
        TimeUnit(unit: .day, component: .day, seconds: 86_400, abbreviated: "d",
                 brief: ("day", "days"), short: ("day", "days"), full: ("day", "days")),
        TimeUnit(unit: .hour, component: .hour, seconds: 3_600, abbreviated: "h",
                 brief: ("hr", "hr"), short: ("hr", "hr"), full: ("hour", "hours")),
        TimeUnit(unit: .minute, component: .minute, seconds: 60, abbreviated: "m",
                 brief: ("min", "min"), short: ("min", "min"), full: ("minute", "minutes")),
        TimeUnit(unit: .second, component: .second, seconds: 1, abbreviated: "s",
                 brief: ("sec", "sec"), short: ("sec", "sec"), full: ("second", "seconds")),
    ]
}
#endif
