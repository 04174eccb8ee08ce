import Foundation

/// An event in a calendar.
///
/// ```swift
/// let event = EKEvent(eventStore: store)
/// event.title = "Lunch"
/// event.startDate = start
/// event.endDate = start.addingTimeInterval(3600)
/// event.calendar = store.defaultCalendarForNewEvents
/// try store.save(event, span: .thisEvent)
/// ```
open class EKEvent: EKCalendarItem {
    /// A new, unsaved event in `eventStore`.
    public convenience init(eventStore: EKEventStore) { self.init(kind: .event, store: eventStore) }

    /// The event's identifier once saved.
    open var eventIdentifier: String! { isNew ? nil : record.identifier }
    /// When it starts.
    open var startDate: Date! {
        get { record.startDate }
        set { record.startDate = newValue }
    }
    /// When it ends.
    open var endDate: Date! {
        get { record.endDate }
        set { record.endDate = newValue }
    }
    /// Whether it lasts all day.
    open var isAllDay: Bool {
        get { record.isAllDay }
        set { record.isAllDay = newValue }
    }
    /// The start of this occurrence (headless: the start).
    open var occurrenceDate: Date! { record.startDate }
    /// Whether the person is busy during it.
    open var availability: EKEventAvailability {
        get { record.availability }
        set { record.availability = newValue }
    }
    /// The event's status (none for events made here).
    open var status: EKEventStatus { .none }
    /// Whether the event is one occurrence detached from its recurrence (never, headless).
    open var isDetached: Bool { false }

    /// Orders events by start date, as `sortedArray(using: #selector(compareStartDate(with:)))`.
    open func compareStartDate(with other: EKEvent) -> ComparisonResult {
        switch (startDate, other.startDate) {
        case let (mine?, theirs?): mine.compare(theirs)
        case (nil, nil): .orderedSame
        case (nil, _): .orderedAscending
        case (_, nil): .orderedDescending
        }
    }
}
