import Foundation

/// What events and reminders have in common: a title, notes, a calendar, alarms and
/// recurrence rules. Its properties change the object only; a save commits them.
open class EKCalendarItem: EKObject {
    var record: EventKitState.ItemRecord
    let store: EKEventStore
    private var assignedCalendar: EKCalendar?
    private var alarmObjects: [EKAlarm]
    private var ruleObjects: [EKRecurrenceRule]
    private var saved: Bool

    init(_ record: EventKitState.ItemRecord, store: EKEventStore, saved: Bool) {
        self.record = record
        self.store = store
        self.saved = saved
        alarmObjects = record.alarms.map { EKAlarm(values: $0) }
        ruleObjects = record.recurrenceRules.map { EKRecurrenceRule(values: $0) }
    }

    /// A new, unsaved item of `kind` in `store`.
    convenience init(kind: EKEntityType, store: EKEventStore) {
        let now = EventKitState.now
        self.init(EventKitState.ItemRecord(identifier: EventKitState.identifier(), kind: kind, creationDate: now, lastModifiedDate: now),
                  store: store, saved: false)
    }

    /// The item's identifier in this database.
    open var calendarItemIdentifier: String { record.identifier }
    /// The item's identifier on the calendar's server (here the same).
    open var calendarItemExternalIdentifier: String? { record.identifier }
    /// The calendar or list the item is in.
    open var calendar: EKCalendar! {
        get {
            if let assignedCalendar { return assignedCalendar }
            return record.calendarIdentifier.flatMap { store.calendar(withIdentifier: $0) }
        }
        set {
            assignedCalendar = newValue
            record.calendarIdentifier = newValue?.calendarIdentifier
        }
    }
    /// The title.
    open var title: String! {
        get { record.title ?? "" }
        set { record.title = newValue }
    }
    /// The notes.
    open var notes: String? {
        get { record.notes }
        set { record.notes = newValue }
    }
    /// Whether the item has notes.
    open var hasNotes: Bool { !(record.notes ?? "").isEmpty }
    /// A link.
    open var url: URL? {
        get { record.url }
        set { record.url = newValue }
    }
    /// Where it takes place.
    open var location: String? {
        get { record.location }
        set { record.location = newValue }
    }
    /// When the item was made.
    open var creationDate: Date? { record.creationDate }
    /// When the item was last saved.
    open var lastModifiedDate: Date? { record.lastModifiedDate }
    /// The item's time zone (`nil`: floating).
    open var timeZone: TimeZone? {
        get { record.timeZone }
        set { record.timeZone = newValue }
    }

    /// The alarms, `nil` when there are none.
    open var alarms: [EKAlarm]? {
        get { alarmObjects.isEmpty ? nil : alarmObjects }
        set { alarmObjects = newValue ?? [] }
    }
    /// Whether the item has alarms.
    open var hasAlarms: Bool { !alarmObjects.isEmpty }
    /// Adds `alarm`.
    open func addAlarm(_ alarm: EKAlarm) { alarmObjects.append(alarm) }
    /// Removes `alarm` (the object itself).
    open func removeAlarm(_ alarm: EKAlarm) { alarmObjects.removeAll { $0 === alarm } }

    /// The recurrence rules, `nil` when there are none.
    open var recurrenceRules: [EKRecurrenceRule]? {
        get { ruleObjects.isEmpty ? nil : ruleObjects }
        set { ruleObjects = newValue ?? [] }
    }
    /// Whether the item repeats.
    open var hasRecurrenceRules: Bool { !ruleObjects.isEmpty }
    /// Adds `rule`.
    open func addRecurrenceRule(_ rule: EKRecurrenceRule) { ruleObjects.append(rule) }
    /// Removes `rule` (the object itself).
    open func removeRecurrenceRule(_ rule: EKRecurrenceRule) { ruleObjects.removeAll { $0 === rule } }

    open override var isNew: Bool { !saved }

    /// The record to save: the object's values with its alarms and rules.
    func recordToSave() -> EventKitState.ItemRecord {
        var record = record
        record.alarms = alarmObjects.map(\.values)
        record.recurrenceRules = ruleObjects.map(\.values)
        record.lastModifiedDate = EventKitState.now
        return record
    }

    func markSaved() { saved = true }

    /// Two items are equal when they are the same item.
    open override func isEqual(_ object: Any?) -> Bool { (object as? EKCalendarItem)?.record.identifier == record.identifier }

    /// The hash of the identifier.
    open override var hash: Int { record.identifier.hashValue }
}
