import Foundation
import FrameworkSupport
import VirtualTime

/// The completion handler of ``EKEventStore/requestAccess(to:completion:)``: whether access
/// was granted, and an error (never, headless).
public typealias EKEventStoreRequestAccessCompletionHandler = (Bool, (any Error)?) -> Void

extension Notification.Name {
    /// Posted by each event store after the calendar database changes (here: after each
    /// commit), with the store as the object.
    public static let EKEventStoreChanged = Notification.Name("EKEventStoreChangedNotification")
}

/// The app's way into the person's calendars and reminders: access, calendars, events and
/// reminders, fetched and saved. Every store of a host reads and writes the host's one
/// database (see the module's model: `Exports.swift`).
///
/// ```swift
/// let store = EKEventStore()
/// guard try await store.requestFullAccessToReminders() else { return }
/// let reminders = store.fetchReminders(matching: store.predicateForReminders(in: nil)) { found in … }
/// ```
open class EKEventStore: NSObject {
    let state: EventKitState
    private var pending: [EventKitState.Change] = []
    private let identifier = EventKitState.identifier()

    /// A store over the current host's calendar database.
    public override init() {
        state = .current
        super.init()
        state.open(self)
    }

    // MARK: Access

    /// The app's access to items of `entityType`.
    open class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus {
        EventKitState.current.status(for: entityType)
    }

    /// Asks the person for access to `entityType` (iOS 16's request, deprecated in iOS 17 on
    /// Apple's platforms); `completion` gets the answer later, when the host settles.
    open func requestAccess(to entityType: EKEntityType, completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        let status = state.request(entityType, writeOnly: false, call: "requestAccess(to: .\(entityType))")
        deliverLater { completion(status == .fullAccess, nil) }
    }

    /// Asks the person for full access to events; whether it was granted.
    open func requestFullAccessToEvents() async throws -> Bool {
        state.request(.event, writeOnly: false, call: "requestFullAccessToEvents") == .fullAccess
    }

    /// Asks the person for full access to events; `completion` gets the answer later.
    open func requestFullAccessToEvents(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        let status = state.request(.event, writeOnly: false, call: "requestFullAccessToEvents")
        deliverLater { completion(status == .fullAccess, nil) }
    }

    /// Asks the person for access to add events only; whether it was granted (full access
    /// granted before counts).
    open func requestWriteOnlyAccessToEvents() async throws -> Bool {
        let status = state.request(.event, writeOnly: true, call: "requestWriteOnlyAccessToEvents")
        return status == .writeOnly || status == .fullAccess
    }

    /// Asks the person for access to add events only; `completion` gets the answer later.
    open func requestWriteOnlyAccessToEvents(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        let status = state.request(.event, writeOnly: true, call: "requestWriteOnlyAccessToEvents")
        deliverLater { completion(status == .writeOnly || status == .fullAccess, nil) }
    }

    /// Asks the person for full access to reminders; whether it was granted.
    open func requestFullAccessToReminders() async throws -> Bool {
        state.request(.reminder, writeOnly: false, call: "requestFullAccessToReminders") == .fullAccess
    }

    /// Asks the person for full access to reminders; `completion` gets the answer later.
    open func requestFullAccessToReminders(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        let status = state.request(.reminder, writeOnly: false, call: "requestFullAccessToReminders")
        deliverLater { completion(status == .fullAccess, nil) }
    }

    // MARK: Sources and calendars

    /// This store's identifier.
    open var eventStoreIdentifier: String { identifier }

    /// The accounts that hold calendars (none readable without access).
    open var sources: [EKSource] {
        guard state.canRead(.event) || state.canRead(.reminder) else { return [] }
        return state.sources.map { EKSource($0, store: self) }
    }

    /// The source of `identifier`.
    open func source(withIdentifier identifier: String) -> EKSource? {
        sources.first { $0.sourceIdentifier == identifier }
    }

    /// The calendars holding items of `entityType` (none without access to it).
    open func calendars(for entityType: EKEntityType) -> [EKCalendar] {
        guard state.canRead(entityType) else { return [] }
        return state.calendars.filter { $0.allowed.contains(EKEntityMask(entityType)) }
            .map { EKCalendar($0, store: self, saved: true) }
    }

    /// The calendar of `identifier`, when the app may read it.
    open func calendar(withIdentifier identifier: String) -> EKCalendar? {
        guard let record = state.calendar(identifier), readable(record) else { return nil }
        return EKCalendar(record, store: self, saved: true)
    }

    /// The calendar new events go to (`nil` without access).
    open var defaultCalendarForNewEvents: EKCalendar? {
        guard state.canWrite(.event), let record = state.defaultCalendar(for: .event) else { return nil }
        return EKCalendar(record, store: self, saved: true)
    }

    /// The list new reminders go to (`nil` without access).
    open func defaultCalendarForNewReminders() -> EKCalendar? {
        guard state.canRead(.reminder), let record = state.defaultCalendar(for: .reminder) else { return nil }
        return EKCalendar(record, store: self, saved: true)
    }

    /// Saves `calendar`; with `commit`, at once.
    open func saveCalendar(_ calendar: EKCalendar, commit: Bool) throws {
        try checkWrite(calendar.record.allowed.contains(.event) ? .event : .reminder)
        guard calendar.store === self else { throw EKError(.objectBelongsToDifferentStore) }
        guard calendar.record.sourceIdentifier != nil else { throw EKError(.calendarHasNoSource) }
        if calendar.isImmutable { throw EKError(.calendarReadOnly) }
        pending.append(.saveCalendar(calendar.record))
        calendar.markSaved()
        if commit { try self.commit() }
    }

    /// Removes `calendar` and its items; with `commit`, at once.
    open func removeCalendar(_ calendar: EKCalendar, commit: Bool) throws {
        try checkWrite(calendar.record.allowed.contains(.event) ? .event : .reminder)
        guard calendar.store === self else { throw EKError(.objectBelongsToDifferentStore) }
        if calendar.isImmutable { throw EKError(.calendarReadOnly) }
        pending.append(.removeCalendar(calendar.calendarIdentifier))
        if commit { try self.commit() }
    }

    // MARK: Items

    /// The event or reminder of `identifier`, when the app may read it.
    open func calendarItem(withIdentifier identifier: String) -> EKCalendarItem? {
        guard let record = state.item(identifier), state.canRead(record.kind) else { return nil }
        return make(record)
    }

    /// The items whose external identifier is `externalIdentifier`.
    open func calendarItems(withExternalIdentifier externalIdentifier: String) -> [EKCalendarItem] {
        calendarItem(withIdentifier: externalIdentifier).map { [$0] } ?? []
    }

    /// The event of `identifier`.
    open func event(withIdentifier identifier: String) -> EKEvent? {
        calendarItem(withIdentifier: identifier) as? EKEvent
    }

    /// Saves `event`, committing at once.
    open func save(_ event: EKEvent, span: EKSpan) throws { try save(event, span: span, commit: true) }

    /// Saves `event`: it needs a calendar that holds events, a start and an end not before
    /// it. With `commit`, at once.
    open func save(_ event: EKEvent, span: EKSpan, commit: Bool) throws {
        try checkWrite(.event)
        try checkItem(event)
        guard event.startDate != nil else { throw EKError(.noStartDate) }
        guard let end = event.endDate else { throw EKError(.noEndDate) }
        if end < event.startDate { throw EKError(.datesInverted) }
        pending.append(.saveItem(event.recordToSave()))
        event.markSaved()
        if commit { try self.commit() }
    }

    /// Removes `event`, committing at once.
    open func remove(_ event: EKEvent, span: EKSpan) throws { try remove(event, span: span, commit: true) }

    /// Removes `event`; with `commit`, at once.
    open func remove(_ event: EKEvent, span: EKSpan, commit: Bool) throws {
        try checkWrite(.event)
        guard event.store === self else { throw EKError(.objectBelongsToDifferentStore) }
        pending.append(.removeItem(event.calendarItemIdentifier))
        if commit { try self.commit() }
    }

    /// Saves `reminder`: it needs a list that holds reminders. With `commit`, at once.
    open func save(_ reminder: EKReminder, commit: Bool) throws {
        try checkWrite(.reminder)
        try checkItem(reminder)
        pending.append(.saveItem(reminder.recordToSave()))
        reminder.markSaved()
        if commit { try self.commit() }
    }

    /// Removes `reminder`; with `commit`, at once.
    open func remove(_ reminder: EKReminder, commit: Bool) throws {
        try checkWrite(.reminder)
        guard reminder.store === self else { throw EKError(.objectBelongsToDifferentStore) }
        pending.append(.removeItem(reminder.calendarItemIdentifier))
        if commit { try self.commit() }
    }

    /// Commits the saves and removals made without `commit`, in order; later, every store
    /// of the host posts ``Foundation/Notification/Name/EKEventStoreChanged`` with itself
    /// as the object.
    open func commit() throws {
        guard !pending.isEmpty else { return }
        state.commit(pending)
        pending = []
        let stores = state.stores
        deliverLater {
            for store in stores { NotificationCenter.default.post(name: .EKEventStoreChanged, object: store) }
        }
    }

    /// Forgets the saves and removals not committed.
    open func reset() { pending = [] }

    /// Asks the accounts for changes (headless: none come).
    open func refreshSourcesIfNecessary() {}

    // MARK: Predicates and fetches

    /// A predicate for the events in `calendars` (`nil`: all) that overlap `startDate` to
    /// `endDate`.
    open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate {
        let identifiers = calendars.map { Set($0.map(\.calendarIdentifier)) }
        return NSPredicate { object, _ in
            guard let event = object as? EKEvent, let start = event.startDate else { return false }
            let end = event.endDate ?? start
            guard identifiers?.contains(event.record.calendarIdentifier ?? "") ?? true else { return false }
            return start < endDate && (end > startDate || (end == start && start >= startDate))
        }
    }

    /// The events `predicate` matches, by start date (none without access).
    open func events(matching predicate: NSPredicate) -> [EKEvent] {
        guard state.canRead(.event) else { return [] }
        return state.items(of: .event).compactMap { make($0) as? EKEvent }
            .filter { predicate.evaluate(with: $0) }
            .sorted { $0.compareStartDate(with: $1) == .orderedAscending }
    }

    /// Calls `block` with each event `predicate` matches, by start date, until it sets its
    /// second argument to `true`.
    open func enumerateEvents(matching predicate: NSPredicate, using block: (EKEvent, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for event in events(matching: predicate) {
            block(event, &stop)
            if stop.boolValue { return }
        }
    }

    /// A predicate for the reminders in `calendars` (`nil`: all).
    open func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate {
        reminderPredicate(calendars) { _ in true }
    }

    /// A predicate for the reminders not done, due from `startDate` to `endDate` (`nil`:
    /// unbounded on that side; a reminder with no due date matches only when both are).
    open func predicateForIncompleteReminders(withDueDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?) -> NSPredicate {
        reminderPredicate(calendars) { reminder in
            guard !reminder.isCompleted else { return false }
            guard let due = reminder.dueDateComponents.flatMap({ Calendar.current.date(from: $0) }) else {
                return startDate == nil && endDate == nil
            }
            return (startDate.map { due >= $0 } ?? true) && (endDate.map { due < $0 } ?? true)
        }
    }

    /// A predicate for the reminders done from `startDate` to `endDate` (`nil`: unbounded).
    open func predicateForCompletedReminders(withCompletionDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?) -> NSPredicate {
        reminderPredicate(calendars) { reminder in
            guard reminder.isCompleted else { return false }
            guard let done = reminder.completionDate else { return startDate == nil && endDate == nil }
            return (startDate.map { done >= $0 } ?? true) && (endDate.map { done < $0 } ?? true)
        }
    }

    /// Fetches the reminders `predicate` matches, in the order they were saved; `completion`
    /// gets them later, when the host settles (`nil` without access). Returns the fetch's
    /// identifier, for ``cancelFetchRequest(_:)``.
    @discardableResult
    open func fetchReminders(matching predicate: NSPredicate, completion: @escaping ([EKReminder]?) -> Void) -> Any {
        let fetch = FetchRequest()
        let found: [EKReminder]? = state.canRead(.reminder)
            ? state.items(of: .reminder).compactMap { make($0) as? EKReminder }.filter { predicate.evaluate(with: $0) }
            : nil
        deliverLater { if !fetch.isCancelled { completion(found) } }
        return fetch
    }

    /// Cancels a fetch: its completion is not called.
    open func cancelFetchRequest(_ fetchIdentifier: Any) { (fetchIdentifier as? FetchRequest)?.isCancelled = true }

    // MARK: Helpers

    /// A reminders fetch, cancellable until it delivers.
    final class FetchRequest: NSObject {
        var isCancelled = false
    }

    private func reminderPredicate(_ calendars: [EKCalendar]?, _ test: @escaping (EKReminder) -> Bool) -> NSPredicate {
        let identifiers = calendars.map { Set($0.map(\.calendarIdentifier)) }
        return NSPredicate { object, _ in
            guard let reminder = object as? EKReminder,
                  identifiers?.contains(reminder.record.calendarIdentifier ?? "") ?? true else { return false }
            return test(reminder)
        }
    }

    private func make(_ record: EventKitState.ItemRecord) -> EKCalendarItem {
        let item: EKCalendarItem = record.kind == .event ? EKEvent(record, store: self, saved: true) : EKReminder(record, store: self, saved: true)
        return item
    }

    private func readable(_ calendar: EventKitState.CalendarRecord) -> Bool {
        (calendar.allowed.contains(.event) && state.canRead(.event)) || (calendar.allowed.contains(.reminder) && state.canRead(.reminder))
    }

    private func checkWrite(_ type: EKEntityType) throws {
        guard state.canWrite(type) else {
            state.record("refused: no access to \(type)s (\(state.status(for: type)))")
            throw EKError(.eventStoreNotAuthorized)
        }
    }

    /// An item must be this store's and in a calendar, of its database, that holds its kind.
    private func checkItem(_ item: EKCalendarItem) throws {
        guard item.store === self else { throw EKError(.objectBelongsToDifferentStore) }
        guard let identifier = item.record.calendarIdentifier,
              let calendar = state.calendar(identifier) ?? pendingCalendar(identifier) else { throw EKError(.noCalendar) }
        if item.record.kind == .event, !calendar.allowed.contains(.event) { throw EKError(.calendarDoesNotAllowEvents) }
        if item.record.kind == .reminder, !calendar.allowed.contains(.reminder) { throw EKError(.calendarDoesNotAllowReminders) }
        if calendar.isImmutable || calendar.type == .subscription || calendar.type == .birthday { throw EKError(.calendarReadOnly) }
    }

    private func pendingCalendar(_ identifier: String) -> EventKitState.CalendarRecord? {
        for change in pending.reversed() {
            if case .saveCalendar(let calendar) = change, calendar.identifier == identifier { return calendar }
        }
        return nil
    }
}
