import Foundation

/// An alarm of an event or a reminder: at a date, or at an offset from the event's start
/// (or the reminder's due date).
///
/// ```swift
/// event.addAlarm(EKAlarm(relativeOffset: -3600))   // an hour before
/// ```
open class EKAlarm: EKObject {
    /// An alarm's values, as the database keeps them.
    struct Values {
        var absoluteDate: Date?
        var relativeOffset: TimeInterval
    }

    var values: Values

    init(values: Values) { self.values = values }

    /// An alarm at `date`.
    public convenience init(absoluteDate date: Date) { self.init(values: Values(absoluteDate: date, relativeOffset: 0)) }

    /// An alarm `offset` seconds from the item's start (negative: before).
    public convenience init(relativeOffset offset: TimeInterval) { self.init(values: Values(absoluteDate: nil, relativeOffset: offset)) }

    /// The alarm's date, when it has one; setting it clears the offset.
    open var absoluteDate: Date? {
        get { values.absoluteDate }
        set {
            values.absoluteDate = newValue
            if newValue != nil { values.relativeOffset = 0 }
        }
    }

    /// The offset from the item's start, when the alarm has no date; setting it clears the
    /// date.
    open var relativeOffset: TimeInterval {
        get { values.relativeOffset }
        set {
            values.relativeOffset = newValue
            values.absoluteDate = nil
        }
    }
}

/// How often a recurring item repeats, with Apple's raw values.
public enum EKRecurrenceFrequency: Int, Sendable {
    /// Every day.
    case daily = 0
    /// Every week.
    case weekly = 1
    /// Every month.
    case monthly = 2
    /// Every year.
    case yearly = 3
}

/// When a recurrence ends: at a date or after a number of occurrences.
open class EKRecurrenceEnd: NSObject {
    /// The last date, when the end is a date.
    public let endDate: Date?
    /// The number of occurrences, when the end is a count (0 otherwise).
    public let occurrenceCount: Int

    private init(endDate: Date?, occurrenceCount: Int) {
        self.endDate = endDate
        self.occurrenceCount = occurrenceCount
    }

    /// An end at `endDate`.
    public convenience init(end endDate: Date) { self.init(endDate: endDate, occurrenceCount: 0) }

    /// An end after `occurrenceCount` occurrences.
    public convenience init(occurrenceCount: Int) { self.init(endDate: nil, occurrenceCount: occurrenceCount) }
}

/// How an item repeats. Kept on its item and saved with it; headless, occurrences are not
/// expanded (a recurring event is found by its first occurrence).
open class EKRecurrenceRule: EKObject {
    /// A rule's values, as the database keeps them.
    struct Values {
        var frequency: EKRecurrenceFrequency
        var interval: Int
        var end: EKRecurrenceEnd?
    }

    let values: Values

    /// A rule repeating every `interval` periods of `type` until `end` (`nil`: forever).
    public init(recurrenceWith type: EKRecurrenceFrequency, interval: Int, end: EKRecurrenceEnd?) {
        values = Values(frequency: type, interval: max(interval, 1), end: end)
    }

    init(values: Values) { self.values = values }

    /// How often it repeats.
    open var frequency: EKRecurrenceFrequency { values.frequency }
    /// Every how many periods (at least 1).
    open var interval: Int { values.interval }
    /// When it ends.
    open var recurrenceEnd: EKRecurrenceEnd? { values.end }
}
