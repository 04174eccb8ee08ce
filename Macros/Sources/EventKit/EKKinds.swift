/// Which of the person's data a call is about, with Apple's raw values.
public enum EKEntityType: UInt, Sendable, CustomStringConvertible {
    /// Calendar events.
    case event = 0
    /// Reminders.
    case reminder = 1

    /// `event` or `reminder`.
    public var description: String { self == .event ? "event" : "reminder" }
}

/// A set of entity types, as a calendar allows them (``EKCalendar/allowedEntityTypes``).
public struct EKEntityMask: OptionSet, Sendable, Hashable {
    /// The mask's bits.
    public let rawValue: UInt
    /// A mask of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Events.
    public static let event = EKEntityMask(rawValue: 1 << 0)
    /// Reminders.
    public static let reminder = EKEntityMask(rawValue: 1 << 1)

    /// The mask of one entity type.
    init(_ type: EKEntityType) { self = type == .event ? .event : .reminder }
}

/// The app's access to events or reminders, with Apple's raw values.
public enum EKAuthorizationStatus: Int, Sendable, CustomStringConvertible {
    /// The app has not asked yet.
    case notDetermined = 0
    /// The device does not allow it (parental controls, a profile).
    case restricted = 1
    /// The person refused.
    case denied = 2
    /// The app reads and writes (iOS 17's name for what was `authorized`).
    case fullAccess = 3
    /// The app may add events but read none.
    case writeOnly = 4

    /// iOS 16's name for ``fullAccess``, the same raw value.
    @available(*, deprecated, renamed: "fullAccess")
    public static var authorized: EKAuthorizationStatus { .fullAccess }

    /// The case's name: `fullAccess`.
    public var description: String {
        switch self {
        case .notDetermined: "notDetermined"
        case .restricted: "restricted"
        case .denied: "denied"
        case .fullAccess: "fullAccess"
        case .writeOnly: "writeOnly"
        }
    }
}

/// Which occurrences of a recurring event a save or a removal applies to.
public enum EKSpan: Int, Sendable {
    /// This occurrence.
    case thisEvent = 0
    /// This occurrence and the ones after it.
    case futureEvents = 1
}

/// The kind of account a source is, with Apple's raw values.
public enum EKSourceType: Int, Sendable {
    /// On the device only.
    case local = 0
    /// A Microsoft Exchange account.
    case exchange = 1
    /// A CalDAV server.
    case calDAV = 2
    /// iCloud (MobileMe's name).
    case mobileMe = 3
    /// Subscribed calendars.
    case subscribed = 4
    /// The contacts' birthdays.
    case birthdays = 5
}

/// The kind of a calendar, with Apple's raw values.
public enum EKCalendarType: Int, Sendable {
    /// On the device.
    case local = 0
    /// On a CalDAV server.
    case calDAV = 1
    /// On an Exchange server.
    case exchange = 2
    /// Subscribed to, read-only.
    case subscription = 3
    /// The contacts' birthdays, read-only.
    case birthday = 4
}

/// Whether an event's time shows the person as busy, with Apple's raw values.
public enum EKEventAvailability: Int, Sendable {
    /// The calendar does not support availability.
    case notSupported = -1
    /// Busy.
    case busy = 0
    /// Free.
    case free = 1
    /// Tentatively busy.
    case tentative = 2
    /// Away.
    case unavailable = 3
}

/// An event's status, with Apple's raw values.
public enum EKEventStatus: Int, Sendable {
    /// None set.
    case none = 0
    /// Confirmed.
    case confirmed = 1
    /// Tentative.
    case tentative = 2
    /// Canceled.
    case canceled = 3
}
