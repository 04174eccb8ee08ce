import Foundation

/// A calendar of events or a list of reminders.
///
/// ```swift
/// let list = EKCalendar(for: .reminder, eventStore: store)
/// list.title = "Groceries"
/// list.source = store.defaultCalendarForNewReminders()?.source
/// try store.saveCalendar(list, commit: true)
/// ```
open class EKCalendar: EKObject {
    var record: EventKitState.CalendarRecord
    let store: EKEventStore
    private var saved: Bool

    init(_ record: EventKitState.CalendarRecord, store: EKEventStore, saved: Bool) {
        self.record = record
        self.store = store
        self.saved = saved
    }

    /// A new calendar for items of `entityType` in `eventStore`; it exists once saved
    /// (``EKEventStore/saveCalendar(_:commit:)``), after it is given a ``source``.
    public convenience init(for entityType: EKEntityType, eventStore: EKEventStore) {
        let record = EventKitState.CalendarRecord(
            identifier: EventKitState.identifier(), title: "", type: .local, sourceIdentifier: nil,
            allowed: EKEntityMask(entityType), color: CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1), isImmutable: false)
        self.init(record, store: eventStore, saved: false)
    }

    /// A new calendar of events (iOS 5's initializer).
    @available(*, deprecated, renamed: "init(for:eventStore:)")
    public convenience init(eventStore: EKEventStore) { self.init(for: .event, eventStore: eventStore) }

    /// The calendar's identifier.
    open var calendarIdentifier: String { record.identifier }
    /// The calendar's name.
    open var title: String {
        get { record.title }
        set { record.title = newValue }
    }
    /// The calendar's colour (setting `nil` keeps the colour it has).
    open var cgColor: CGColor! {
        get { record.color }
        set { record.color = newValue ?? record.color }
    }
    /// The kind of calendar.
    open var type: EKCalendarType { record.type }
    /// The account that holds the calendar; set it before a new calendar is saved.
    open var source: EKSource? {
        get {
            guard let identifier = record.sourceIdentifier else { return nil }
            return store.sources.first { $0.sourceIdentifier == identifier }
        }
        set { record.sourceIdentifier = newValue?.sourceIdentifier }
    }
    /// What the calendar holds: events or reminders.
    open var allowedEntityTypes: EKEntityMask { record.allowed }
    /// Whether items can be added, changed and removed.
    open var allowsContentModifications: Bool { !record.isImmutable && record.type != .subscription && record.type != .birthday }
    /// Whether the calendar is a subscription.
    open var isSubscribed: Bool { record.type == .subscription }
    /// Whether the calendar itself cannot be changed or removed.
    open var isImmutable: Bool { record.isImmutable }

    open override var isNew: Bool { !saved }

    func markSaved() { saved = true }

    /// Two calendars are equal when they are the same calendar.
    open override func isEqual(_ object: Any?) -> Bool { (object as? EKCalendar)?.record.identifier == record.identifier }

    /// The hash of the identifier.
    open override var hash: Int { record.identifier.hashValue }
}
