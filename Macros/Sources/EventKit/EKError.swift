import Foundation
import FrameworkSupport

/// The error EventKit throws: why a save, a removal or a commit was refused.
///
/// ```swift
/// do { try store.save(event, span: .thisEvent) }
/// catch let error as EKError where error.code == .noCalendar { … }
/// ```
public struct EKError: AppleFrameworkError {
    /// The reasons this module reports, with Apple's raw values.
    public enum Code: Int, Sendable {
        /// The item cannot be changed.
        case eventNotMutable = 0
        /// The item has no calendar.
        case noCalendar = 1
        /// The event has no start date.
        case noStartDate = 2
        /// The event has no end date.
        case noEndDate = 3
        /// The event ends before it starts.
        case datesInverted = 4
        /// The calendar is read-only.
        case calendarReadOnly = 6
        /// The item or calendar belongs to another event store.
        case objectBelongsToDifferentStore = 11
        /// The calendar has no source.
        case calendarHasNoSource = 14
        /// The calendar cannot hold events.
        case calendarDoesNotAllowEvents = 22
        /// The calendar cannot hold reminders.
        case calendarDoesNotAllowReminders = 23
        /// The person has not given the app access.
        case eventStoreNotAuthorized = 29
    }

    /// Why the call failed.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) { self.code = code }

    /// EventKit's domain.
    public static let errorDomain = "EKErrorDomain"
}

/// EventKit's error domain.
public let EKErrorDomain = EKError.errorDomain
