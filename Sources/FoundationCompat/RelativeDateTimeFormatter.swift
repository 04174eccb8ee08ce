#if !canImport(Darwin)
import Foundation

/// A formatter that creates string representations of a relative date or time ("1 hour ago",
/// "in 2 weeks", "yesterday") — Foundation's `RelativeDateTimeFormatter`, which
/// swift-corelibs-foundation does not have. English only, whatever the locale.
///
/// ```swift
/// let formatter = RelativeDateTimeFormatter()
/// formatter.localizedString(for: lastSync, relativeTo: .now)   // "3 hours ago"
/// formatter.dateTimeStyle = .named
/// formatter.localizedString(from: DateComponents(day: -1))     // "yesterday"
/// ```
///
/// The model: the interval is described in the largest unit it spans at least once (years,
/// months, weeks, days, hours, minutes, seconds, counted by the formatter's calendar), the
/// count truncated toward zero ("in 1 hour" for 90 minutes); a negative interval is in the
/// past.
///
/// Invariant (`@unchecked Sendable`, as Foundation's formatters are): a formatter is
/// configured, then used, on one thread at a time.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Numeric ("1 day ago") or named ("yesterday") descriptions.
    public enum DateTimeStyle: Int, Sendable {
        /// "1 day ago", "in 3 weeks".
        case numeric = 0
        /// "yesterday", "last week", "next year", "now", where English has a name.
        case named = 1
    }

    /// How the quantity and the unit are written.
    public enum UnitsStyle: Int, Sendable {
        /// "2 days ago".
        case full = 0
        /// "two days ago".
        case spellOut = 1
        /// "2 days ago" ("2 hr. ago" for the shorter units).
        case short = 2
        /// "2d ago".
        case abbreviated = 3
    }

    /// The style of relative dates; `numeric` by default.
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// The style of quantities and units; `full` by default.
    open var unitsStyle: UnitsStyle = .full
    /// The calendar that counts the units between two dates.
    open var calendar: Calendar! = .current
    /// The locale (kept; the strings are English).
    open var locale: Locale! = .current

    /// A formatter with the default styles.
    public override init() { super.init() }

    /// Decoding is not supported: Foundation's formatters on Linux have no coder.
    public required init?(coder: NSCoder) { nil }

    /// The interval from `referenceDate` to `date`, in the formatter's calendar.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let units: [Calendar.Component] = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
        let components = calendar.dateComponents(Set(units), from: referenceDate, to: date)
        for unit in units {
            if let value = components.value(for: unit), value != 0 { return phrase(value, unit) }
        }
        return phrase(0, .second)
    }

    /// The value of the least granular unit of `dateComponents` that is set, as a relative
    /// time (a negative value is in the past).
    open func localizedString(from dateComponents: DateComponents) -> String {
        let units: [Calendar.Component] = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
        for unit in units {
            if let value = dateComponents.value(for: unit), value != 0 { return phrase(value, unit) }
        }
        return phrase(0, .second)
    }

    /// `timeInterval` seconds from now as a relative time.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// The string for a `Date`, relative to now; `nil` for anything else.
    open override func string(for obj: Any?) -> String? {
        (obj as? Date).map { localizedString(for: $0, relativeTo: Date()) }
    }

    /// `value` of `unit` in the formatter's styles.
    func phrase(_ value: Int, _ unit: Calendar.Component) -> String {
        if dateTimeStyle == .named, let name = Self.name(value, unit) { return name }
        let count = abs(value)
        let quantity = unitsStyle == .spellOut ? Self.spelledOut(count) : String(count)
        let text = unitsStyle == .abbreviated ? quantity + Self.abbreviation(unit)
            : quantity + " " + Self.unitName(unit, count: count, short: unitsStyle == .short)
        return value < 0 ? text + " ago" : "in " + text
    }

    /// English's names for one step: "yesterday", "next week", "now".
    static func name(_ value: Int, _ unit: Calendar.Component) -> String? {
        switch (unit, value) {
        case (.second, 0): "now"
        case (.day, -1): "yesterday"
        case (.day, 1): "tomorrow"
        case (.weekOfMonth, -1): "last week"
        case (.weekOfMonth, 1): "next week"
        case (.month, -1): "last month"
        case (.month, 1): "next month"
        case (.year, -1): "last year"
        case (.year, 1): "next year"
        default: nil
        }
    }

    static func unitName(_ unit: Calendar.Component, count: Int, short: Bool) -> String {
        let names: [Calendar.Component: (full: String, short: String)] = [
            .year: ("year", "yr."), .month: ("month", "mo."), .weekOfMonth: ("week", "wk."), .day: ("day", "day"),
            .hour: ("hour", "hr."), .minute: ("minute", "min."), .second: ("second", "sec."),
        ]
        let name = names[unit] ?? ("second", "sec.")
        if short { return name.short == "day" && count != 1 ? "days" : name.short }
        return count == 1 ? name.full : name.full + "s"
    }

    static func abbreviation(_ unit: Calendar.Component) -> String {
        [.year: "y", .month: "mo", .weekOfMonth: "w", .day: "d", .hour: "h", .minute: "m", .second: "s"][unit] ?? "s"
    }

    static func spelledOut(_ count: Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        formatter.locale = Locale(identifier: "en_US")
        return formatter.string(from: NSNumber(value: count)) ?? String(count)
    }
}
#endif
