/// A type that provides a sequence of dates for use as a schedule.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date, style: .time)
/// }
/// ```
///
/// A ``TimelineView`` asks its schedule for its entries once, from the date it appears,
/// and updates its content at each entry's date on the host's virtual clock.
public protocol TimelineSchedule {
    /// The sequence of dates within a schedule.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// Provides a sequence of dates starting around a given date.
    ///
    /// - Parameters:
    ///   - startDate: The date by which the sequence begins: its first entry is the
    ///     latest one at or before it, if the schedule has one.
    ///   - mode: An indication of whether the schedule updates normally, or with some
    ///     other cadence.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// A mode of operation for timeline schedule updates.
public enum TimelineScheduleMode: Hashable, Sendable {
    /// A mode that produces schedule updates at the schedule's natural cadence (the
    /// engine's only one).
    case normal
    /// A mode that produces schedule updates at a reduced rate.
    case lowFrequency
}

/// A schedule for updating a timeline view at regular intervals.
///
/// ```swift
/// TimelineView(.periodic(from: startDate, by: 1)) { context in Text(context.date, style: .timer) }
/// ```
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    /// Creates a periodic update schedule.
    ///
    /// - Parameters:
    ///   - startDate: The date on which to start the sequence.
    ///   - interval: The time interval between successive sequence entries.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The sequence of dates in periodic schedule: `startDate + k × interval`, from the
    /// latest one at or before the date asked for.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        /// The next date.
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }

    /// Provides a sequence of periodic dates starting from around a given date.
    ///
    /// - Parameters:
    ///   - startDate: The date by which the sequence begins.
    ///   - mode: The mode for the update schedule.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval > 0, startDate > self.startDate else { return Entries(upcoming: self.startDate, interval: max(interval, 0)) }
        let steps = (startDate.timeIntervalSince(self.startDate) / interval).rounded(.down)
        return Entries(upcoming: self.startDate.addingTimeInterval(steps * interval), interval: interval)
    }
}

/// A schedule for updating a timeline view at the start of every minute.
///
/// ```swift
/// TimelineView(.everyMinute) { context in Text(context.date, style: .time) }
/// ```
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// Creates a per-minute update schedule.
    public init() {}

    /// The sequence of dates in an every minute schedule: the start of each minute.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date

        /// The next date.
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(60) }
            return upcoming
        }
    }

    /// Provides a sequence of per-minute dates starting from the minute of a given date.
    ///
    /// - Parameters:
    ///   - startDate: The date by which the sequence begins.
    ///   - mode: The mode for the update schedule.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let seconds = startDate.timeIntervalSinceReferenceDate
        return Entries(upcoming: Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60))
    }
}

/// A pausable schedule of dates updating at a frequency no more quickly than the
/// provided interval.
///
/// ```swift
/// TimelineView(.animation) { context in Canvas { ... } }
/// ```
///
/// The engine's display refreshes 60 times a second of virtual time: `.animation` has an
/// entry every 1/60 s, `.animation(minimumInterval: 0.5)` every half second; a paused
/// schedule has only its first.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    /// Create a pausable schedule of dates updating at a frequency no more quickly than
    /// the provided interval.
    ///
    /// - Parameters:
    ///   - minimumInterval: The minimum interval to update the schedule at; the display's
    ///     rate when `nil`.
    ///   - paused: Whether the schedule stops after its first entry.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The sequence of dates within the schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval
        let paused: Bool

        /// The next date, or `nil` after the first when paused.
        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            upcoming = paused ? nil : date.addingTimeInterval(interval)
            return date
        }
    }

    /// Provides a sequence of dates starting at a given date.
    ///
    /// - Parameters:
    ///   - startDate: The date by which the sequence begins.
    ///   - mode: The mode for the update schedule.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: startDate, interval: max(minimumInterval ?? 1.0 / 60, 1.0 / 60), paused: paused)
    }
}

/// A schedule for updating a timeline view at explicit points in time.
///
/// ```swift
/// TimelineView(.explicit([start, start.addingTimeInterval(5)])) { context in ... }
/// ```
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// Creates a schedule composed of an explicit sequence of dates.
    ///
    /// - Parameter dates: The sequence of dates at which a timeline view updates, in
    ///   increasing order.
    public init(_ dates: Entries) { self.dates = dates }

    /// Provides the sequence of dates with which you initialized the schedule.
    ///
    /// - Parameters:
    ///   - startDate: The date by which the sequence begins (unused: the dates are the
    ///     schedule's own).
    ///   - mode: The mode for the update schedule.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule for updating a timeline view at regular intervals.
    ///
    /// - Parameters:
    ///   - startDate: The date on which to start the sequence.
    ///   - interval: The time interval between successive sequence entries.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule for updating a timeline view at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A pausable schedule of dates updating at the display's rate.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A pausable schedule of dates updating at a frequency no more quickly than the
    /// provided interval.
    ///
    /// - Parameters:
    ///   - minimumInterval: The minimum interval to update the schedule at.
    ///   - paused: Whether the schedule stops after its first entry.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// A schedule for updating a timeline view at explicit points in time.
    ///
    /// - Parameter dates: The sequence of dates at which a timeline view updates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
