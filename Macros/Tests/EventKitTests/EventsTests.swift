import EventKit
import Testing
import ViewEngine

/// EKEventStore's events: `save(_:span:commit:)`, `events(matching:)` ("Finds all events
/// that match a given predicate"), `predicateForEvents(withStart:end:calendars:)`.
@MainActor
@Suite("EventKit: events are checked, saved and found by their dates")
struct EventsTests {
    let hour: TimeInterval = 3600

    func event(_ title: String, at start: Date, hours: Double = 1, in store: EKEventStore) -> EKEvent {
        let event = EKEvent(eventStore: store)
        event.title = title
        event.startDate = start
        event.endDate = start.addingTimeInterval(hours * hour)
        event.calendar = store.defaultCalendarForNewEvents
        return event
    }

    /// An event overlapping the predicate's range is found; one outside it is not; the
    /// results come by start date (Apple's do not promise an order: sorting by
    /// `compareStartDate(with:)` gives this one).
    @Test func eventsInARangeByStartDate() async throws {
        try await inEventKitHost { _ async throws in
            let store = EKEventStore()
            _ = try await store.requestFullAccessToEvents()
            let day = Date(timeIntervalSince1970: 1_000_000_000)
            try store.save(event("Dinner", at: day.addingTimeInterval(19 * hour), in: store), span: .thisEvent)
            try store.save(event("Breakfast", at: day.addingTimeInterval(8 * hour), in: store), span: .thisEvent)
            try store.save(event("Tomorrow", at: day.addingTimeInterval(32 * hour), in: store), span: .thisEvent)
            try store.save(event("Late show", at: day.addingTimeInterval(23 * hour), hours: 2, in: store), span: .thisEvent)
            let today = store.predicateForEvents(withStart: day, end: day.addingTimeInterval(24 * hour), calendars: nil)
            #expect(store.events(matching: today).map(\.title) == ["Breakfast", "Dinner", "Late show"])
            var seen: [String] = []
            store.enumerateEvents(matching: today) { event, stop in
                seen.append(event.title)
                if seen.count == 2 { stop.pointee = true }
            }
            #expect(seen == ["Breakfast", "Dinner"])
        }
    }

    /// "EKError.Code.noStartDate", ".noEndDate", ".datesInverted", ".noCalendar": an event
    /// missing what it needs is refused and nothing is written.
    @Test func anIncompleteEventIsRefused() async throws {
        try await inEventKitHost { host async throws in
            let store = EKEventStore()
            _ = try await store.requestFullAccessToEvents()
            _ = try await store.requestFullAccessToReminders()
            let start = Date(timeIntervalSince1970: 0)
            let noStart = EKEvent(eventStore: store)
            noStart.calendar = store.defaultCalendarForNewEvents
            #expect(errorCode { try store.save(noStart, span: .thisEvent) } == .noStartDate)
            noStart.startDate = start
            #expect(errorCode { try store.save(noStart, span: .thisEvent) } == .noEndDate)
            noStart.endDate = start.addingTimeInterval(-60)
            #expect(errorCode { try store.save(noStart, span: .thisEvent) } == .datesInverted)
            let noCalendar = event("Nowhere", at: start, in: store)
            noCalendar.calendar = nil
            #expect(errorCode { try store.save(noCalendar, span: .thisEvent) } == .noCalendar)
            let inReminders = event("Wrong list", at: start, in: store)
            inReminders.calendar = store.defaultCalendarForNewReminders()
            #expect(errorCode { try store.save(inReminders, span: .thisEvent) } == .calendarDoesNotAllowEvents)
            let elsewhere = event("Other store", at: start, in: EKEventStore())
            #expect(errorCode { try store.save(elsewhere, span: .thisEvent) } == .objectBelongsToDifferentStore)
            #expect(host.eventKit.titles(of: .event).isEmpty)
        }
    }

    /// A saved event keeps what the app set: its alarms (an hour before), notes, URL and
    /// location, and has an `eventIdentifier` once saved.
    @Test func aSavedEventKeepsItsValues() async throws {
        try await inEventKitHost { _ async throws in
            let store = EKEventStore()
            _ = try await store.requestFullAccessToEvents()
            let workout = event("Workout", at: Date(timeIntervalSince1970: 86_400), in: store)
            workout.notes = "Park"
            workout.url = URL(string: "https://example.com/w")
            workout.location = "Gorky Park"
            workout.addAlarm(EKAlarm(relativeOffset: -hour))
            #expect(workout.eventIdentifier == nil)
            try store.save(workout, span: .thisEvent)
            let saved = try #require(store.event(withIdentifier: workout.eventIdentifier))
            #expect(saved.notes == "Park" && saved.url?.absoluteString == "https://example.com/w" && saved.location == "Gorky Park")
            #expect(saved.alarms?.map(\.relativeOffset) == [-hour])
            #expect(saved.calendar.title == "Calendar")
            let alarm = try #require(saved.alarms?.first)
            saved.removeAlarm(alarm)
            #expect(!saved.hasAlarms)
        }
    }

    /// "EKEventStoreChanged": each commit tells every store of the device, later, with the
    /// store as the notification's object; a save not yet committed tells none.
    @Test func aCommitPostsTheChange() async throws {
        try await inEventKitHost { host async throws in
            let store = EKEventStore(), other = EKEventStore()
            _ = try await store.requestFullAccessToEvents()
            let mine = Tally(), theirs = Tally()
            let observers = [
                NotificationCenter.default.addObserver(forName: .EKEventStoreChanged, object: store, queue: nil) { _ in mine.add() },
                NotificationCenter.default.addObserver(forName: .EKEventStoreChanged, object: other, queue: nil) { _ in theirs.add() },
            ]
            defer { observers.forEach(NotificationCenter.default.removeObserver) }
            try store.save(event("Standup", at: Date(timeIntervalSince1970: 0), in: store), span: .thisEvent, commit: false)
            await host.settle()
            #expect(mine.count == 0 && theirs.count == 0)
            try store.commit()
            #expect(mine.count == 0)
            await host.settle()
            #expect(mine.count == 1 && theirs.count == 1)
        }
    }

    /// Two hosts are two devices: what one saves, the other does not see.
    @Test func hostsDoNotShareADatabase() async throws {
        try await inEventKitHost { first async throws in
            let store = EKEventStore()
            _ = try await store.requestFullAccessToEvents()
            try store.save(event("Mine", at: Date(timeIntervalSince1970: 0), in: store), span: .thisEvent)
            #expect(first.eventKit.titles(of: .event) == ["Mine"])
        }
        try await inEventKitHost { second async throws in
            #expect(second.eventKit.titles(of: .event).isEmpty)
            #expect(EKEventStore.authorizationStatus(for: .event) == .notDetermined)
        }
    }
}
