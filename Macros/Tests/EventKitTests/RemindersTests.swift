import EventKit
import Testing
import ViewEngine

/// EKEventStore's reminders: `save(_:commit:)`, `fetchReminders(matching:completion:)`
/// ("Fetches reminders that match a given predicate"), `predicateForReminders(in:)`,
/// `remove(_:commit:)`.
@MainActor
@Suite("EventKit: reminders are saved, committed and fetched")
struct RemindersTests {
    func fetch(_ store: EKEventStore, _ predicate: NSPredicate, in host: ViewHost<Text>) async -> [String]? {
        var found: [String]?
        store.fetchReminders(matching: predicate) { reminders in found = reminders?.map(\.title) }
        await host.settle()
        return found
    }

    /// "Only committed reminders are included in the results": a reminder saved without
    /// committing is found after `commit()`, and every store of the host reads it.
    @Test func onlyCommittedRemindersAreFetched() async throws {
        try await inEventKitHost { host async throws in
            let store = EKEventStore()
            _ = try await store.requestFullAccessToReminders()
            let reminder = EKReminder(eventStore: store)
            reminder.title = "Buy milk"
            reminder.calendar = store.defaultCalendarForNewReminders()
            try store.save(reminder, commit: false)
            let all = store.predicateForReminders(in: nil)
            #expect(await fetch(store, all, in: host) == [])
            try store.commit()
            #expect(await fetch(store, all, in: host) == ["Buy milk"])
            let other = EKEventStore()
            #expect(await fetch(other, other.predicateForReminders(in: nil), in: host) == ["Buy milk"])
        }
    }

    /// A change to a fetched reminder stays in the object until it is saved; the saved
    /// reminder keeps its identifier, so `calendarItem(withIdentifier:)` finds it changed.
    @Test func aChangeIsSavedUnderTheSameIdentifier() async throws {
        try await inEventKitHost { _ async throws in
            let store = EKEventStore()
            _ = try await store.requestFullAccessToReminders()
            let reminder = EKReminder(eventStore: store)
            reminder.title = "Call Ana"
            reminder.calendar = store.defaultCalendarForNewReminders()
            try store.save(reminder, commit: true)
            let id = reminder.calendarItemIdentifier
            let fetched = try #require(store.calendarItem(withIdentifier: id) as? EKReminder)
            fetched.isCompleted = true
            #expect((store.calendarItem(withIdentifier: id) as? EKReminder)?.isCompleted == false)
            try store.save(fetched, commit: true)
            let again = try #require(store.calendarItem(withIdentifier: id) as? EKReminder)
            #expect(again.isCompleted && again.completionDate != nil && again.title == "Call Ana")
        }
    }

    /// `predicateForReminders(in:)` "identif[ies] all reminders in a collection of
    /// calendars": a reminder in another list is not found.
    @Test func aPredicateKeepsToItsCalendars() async throws {
        try await inEventKitHost { host async throws in
            let store = EKEventStore()
            _ = try await store.requestFullAccessToReminders()
            let groceries = EKCalendar(for: .reminder, eventStore: store)
            groceries.title = "Groceries"
            groceries.source = store.sources.first { $0.sourceType == .local }
            try store.saveCalendar(groceries, commit: true)
            for (title, list) in [("Eggs", groceries), ("Taxes", store.defaultCalendarForNewReminders()!)] {
                let reminder = EKReminder(eventStore: store)
                reminder.title = title
                reminder.calendar = list
                try store.save(reminder, commit: true)
            }
            #expect(await fetch(store, store.predicateForReminders(in: [groceries]), in: host) == ["Eggs"])
            #expect(host.eventKit.calendarTitles == ["Calendar", "Reminders", "Groceries"])
            #expect(store.calendar(withIdentifier: groceries.calendarIdentifier)?.title == "Groceries")
        }
    }

    /// Incomplete reminders due in a range, and completed ones: each predicate keeps to its
    /// own.
    @Test func dueAndCompletedPredicates() async throws {
        try await inEventKitHost { host async throws in
            let store = EKEventStore()
            _ = try await store.requestFullAccessToReminders()
            let calendar = Calendar(identifier: .gregorian)
            func add(_ title: String, dueDay: Int?, done: Bool) throws {
                let reminder = EKReminder(eventStore: store)
                reminder.title = title
                reminder.calendar = store.defaultCalendarForNewReminders()
                reminder.dueDateComponents = dueDay.map { DateComponents(calendar: calendar, year: 2026, month: 12, day: $0) }
                reminder.isCompleted = done
                try store.save(reminder, commit: true)
            }
            try add("Rent", dueDay: 1, done: false)
            try add("Gift", dueDay: 20, done: false)
            try add("Flu shot", dueDay: 2, done: true)
            try add("Someday", dueDay: nil, done: false)
            let start = calendar.date(from: DateComponents(year: 2026, month: 12, day: 1))!
            let end = calendar.date(from: DateComponents(year: 2026, month: 12, day: 10))!
            #expect(await fetch(store, store.predicateForIncompleteReminders(withDueDateStarting: start, ending: end, calendars: nil), in: host) == ["Rent"])
            #expect(await fetch(store, store.predicateForIncompleteReminders(withDueDateStarting: nil, ending: nil, calendars: nil), in: host) == ["Rent", "Gift", "Someday"])
            #expect(await fetch(store, store.predicateForCompletedReminders(withCompletionDateStarting: nil, ending: nil, calendars: nil), in: host) == ["Flu shot"])
        }
    }

    /// `cancelFetchRequest(_:)`: "To cancel a fetch request before it completes, pass this
    /// value" — the completion is never called.
    @Test func aCancelledFetchNeverCompletes() async throws {
        try await inEventKitHost { host async throws in
            let store = EKEventStore()
            _ = try await store.requestFullAccessToReminders()
            var called = false
            let fetch = store.fetchReminders(matching: store.predicateForReminders(in: nil)) { _ in called = true }
            store.cancelFetchRequest(fetch)
            await host.settle()
            #expect(!called)
        }
    }

    /// A reminder needs a list: saving one without a calendar throws `.noCalendar`; a
    /// removal takes it out of the database.
    @Test func aReminderNeedsAListAndCanBeRemoved() async throws {
        try await inEventKitHost { host async throws in
            let store = EKEventStore()
            _ = try await store.requestFullAccessToReminders()
            let reminder = EKReminder(eventStore: store)
            reminder.title = "Orphan"
            #expect(errorCode { try store.save(reminder, commit: true) } == .noCalendar)
            reminder.calendar = store.defaultCalendarForNewReminders()
            try store.save(reminder, commit: true)
            try store.remove(reminder, commit: true)
            #expect(host.eventKit.titles(of: .reminder).isEmpty)
            #expect(host.eventKit.events.suffix(2) == ["save reminder \"Orphan\"", "remove reminder \"Orphan\""])
        }
    }
}
