#if !canImport(Darwin)
import Foundation
import VirtualTime

/// What makes a notification fire — UserNotifications' `UNNotificationTrigger`. A request
/// without a trigger fires at once.
/// Invariant (`@unchecked Sendable`): every stored property is a `let`.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    /// Whether the notification fires again after each time.
    public let repeats: Bool

    init(repeats: Bool) {
        self.repeats = repeats
        super.init()
    }

    /// The first date after `date` at which the trigger fires; `nil` if it never does.
    func nextDate(after date: Date) -> Date? { nil }

    /// The trigger as a line of the host's record.
    var summary: String { "" }

    /// The date now: the current host's (its clock's virtual date), or the wall clock's.
    static var now: Date { VirtualClock.current?.date ?? Date() }
}

/// A trigger that fires a time interval after the request was added — UserNotifications'
/// `UNTimeIntervalNotificationTrigger`.
///
/// ```swift
/// UNTimeIntervalNotificationTrigger(timeInterval: 5 * 60, repeats: false)
/// ```
/// Invariant (`@unchecked Sendable`): every stored property is a `let`.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The seconds between adding the request (and, repeating, each delivery) and firing.
    public let timeInterval: TimeInterval

    /// A trigger that fires `timeInterval` seconds from now, and again every
    /// `timeInterval` if it `repeats`. (UIKit requires more than 0 seconds, and at least 60
    /// to repeat, and raises an exception otherwise; here a shorter interval fires once
    /// after 0 seconds, or repeats every 60.)
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    /// The date the trigger fires next, counted from now.
    ///
    /// ```swift
    /// UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false).nextTriggerDate()   // a minute from now
    /// ```
    open func nextTriggerDate() -> Date? { nextDate(after: Self.now) }

    override func nextDate(after date: Date) -> Date? {
        date.addingTimeInterval(repeats ? max(timeInterval, 60) : max(timeInterval, 0))
    }

    override var summary: String {
        let seconds = timeInterval == timeInterval.rounded() ? String(Int(timeInterval)) : String(timeInterval)
        return "after \(seconds)s\(repeats ? ", repeating" : "")"
    }
}

/// A trigger that fires at dates matching date components — UserNotifications'
/// `UNCalendarNotificationTrigger`.
///
/// ```swift
/// var morning = DateComponents()
/// morning.hour = 8
/// UNCalendarNotificationTrigger(dateMatching: morning, repeats: true)   // every day at 8:00
/// ```
/// Invariant (`@unchecked Sendable`): every stored property is a `let`.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The components a firing date matches.
    public let dateComponents: DateComponents

    /// A trigger that fires at the next date matching `dateComponents` (their calendar's,
    /// or the current one), and at each later one if it `repeats`.
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The next date matching the components, after now.
    ///
    /// ```swift
    /// UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 8), repeats: true).nextTriggerDate()
    /// ```
    open func nextTriggerDate() -> Date? { nextDate(after: Self.now) }

    override func nextDate(after date: Date) -> Date? {
        let calendar = dateComponents.calendar ?? Calendar.current
        var matching = dateComponents
        matching.calendar = nil
        matching.timeZone = nil
        return calendar.nextDate(after: date, matching: matching, matchingPolicy: .nextTime)
    }

    override var summary: String {
        let parts: [(String, Int?)] = [("year", dateComponents.year), ("month", dateComponents.month), ("day", dateComponents.day),
                                       ("weekday", dateComponents.weekday), ("hour", dateComponents.hour),
                                       ("minute", dateComponents.minute), ("second", dateComponents.second)]
        let matched = parts.compactMap { name, value in value.map { "\(name) \($0)" } }.joined(separator: ", ")
        return "at \(matched)\(repeats ? ", repeating" : "")"
    }
}
#endif
