import Foundation

/// A reminder in a list.
///
/// ```swift
/// let reminder = EKReminder(eventStore: store)
/// reminder.title = "Buy milk"
/// reminder.calendar = store.defaultCalendarForNewReminders()
/// try store.save(reminder, commit: true)
/// ```
open class EKReminder: EKCalendarItem {
    /// A new, unsaved reminder in `eventStore`.
    public convenience init(eventStore: EKEventStore) { self.init(kind: .reminder, store: eventStore) }

    /// When to start working on it.
    open var startDateComponents: DateComponents? {
        get { record.startDateComponents }
        set { record.startDateComponents = newValue }
    }
    /// When it is due.
    open var dueDateComponents: DateComponents? {
        get { record.dueDateComponents }
        set { record.dueDateComponents = newValue }
    }
    /// Whether it is done; setting it sets the completion date to now (or clears it).
    open var isCompleted: Bool {
        get { record.isCompleted }
        set {
            record.isCompleted = newValue
            record.completionDate = newValue ? (record.completionDate ?? EventKitState.now) : nil
        }
    }
    /// When it was done; setting it marks it done (or not, for `nil`).
    open var completionDate: Date? {
        get { record.completionDate }
        set {
            record.completionDate = newValue
            record.isCompleted = newValue != nil
        }
    }
    /// Its priority: 0 none, 1 (high) to 9 (low).
    open var priority: Int {
        get { record.priority }
        set { record.priority = newValue }
    }
}
