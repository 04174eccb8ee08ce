import EventKit
import Testing
import ViewEngine

/// EKEventStore: "After initializing the event store, you must request access to events or
/// reminders before attempting to fetch or create data."
@MainActor
@Suite("EventKit: access is asked for, answered as the test says, and required")
struct AccessTests {
    /// "authorizationStatus(for:)" is `.notDetermined` until the app asks; the request
    /// answers with the person's answer (`.fullAccess` by default, as a simulator where it
    /// was granted), for the entity type asked only.
    @Test func aRequestGetsThePersonsAnswer() async throws {
        try await inEventKitHost { host async throws in
            #expect(EKEventStore.authorizationStatus(for: .reminder) == .notDetermined)
            let store = EKEventStore()
            #expect(try await store.requestFullAccessToReminders())
            #expect(EKEventStore.authorizationStatus(for: .reminder) == .fullAccess)
            #expect(EKEventStore.authorizationStatus(for: .event) == .notDetermined)
            #expect(host.eventKit.events == ["requestFullAccessToReminders: fullAccess"])
        }
    }

    /// A denied request returns false, and asking again does not ask the person again: the
    /// status stays what they answered.
    @Test func aDeniedRequestStaysDenied() async throws {
        try await inEventKitHost { host async throws in
            host.eventKit.accessAnswer[.event] = .denied
            let store = EKEventStore()
            #expect(try await !store.requestFullAccessToEvents())
            host.eventKit.accessAnswer[.event] = .fullAccess
            #expect(try await !store.requestFullAccessToEvents())
            #expect(host.eventKit.authorizationStatus(for: .event) == .denied)
        }
    }

    /// "requestWriteOnlyAccessToEvents": write-only access lets the app add events but read
    /// none — no calendars, no events.
    @Test func writeOnlyAccessAddsButReadsNothing() async throws {
        try await inEventKitHost { host async throws in
            let store = EKEventStore()
            #expect(try await store.requestWriteOnlyAccessToEvents())
            #expect(EKEventStore.authorizationStatus(for: .event) == .writeOnly)
            let event = EKEvent(eventStore: store)
            event.title = "Dentist"
            event.startDate = Date(timeIntervalSince1970: 0)
            event.endDate = Date(timeIntervalSince1970: 3600)
            event.calendar = store.defaultCalendarForNewEvents
            try store.save(event, span: .thisEvent)
            #expect(host.eventKit.titles(of: .event) == ["Dentist"])
            #expect(store.calendars(for: .event).isEmpty)
            let all = store.predicateForEvents(withStart: .distantPast, end: .distantFuture, calendars: nil)
            #expect(store.events(matching: all).isEmpty)
        }
    }

    /// "EKError.Code.eventStoreNotAuthorized: The user hasn’t authorized your app to access
    /// events or reminders." A save without access throws it and writes nothing; a read
    /// gives nothing.
    @Test func withoutAccessASaveIsRefused() async throws {
        try await inEventKitHost { host async throws in
            let store = EKEventStore()
            #expect(store.defaultCalendarForNewReminders() == nil)
            let reminder = EKReminder(eventStore: store)
            reminder.title = "Milk"
            #expect(errorCode { try store.save(reminder, commit: true) } == .eventStoreNotAuthorized)
            #expect(host.eventKit.titles(of: .reminder).isEmpty)
            #expect(host.eventKit.events == ["refused: no access to reminders (notDetermined)"])
            #expect(store.sources.isEmpty)
        }
    }

    /// `requestAccess(to:completion:)` (iOS 16's request) answers later, when the host
    /// settles, with whether access was granted.
    @Test func theCompletionHandlerIsCalledLater() async throws {
        try await inEventKitHost { host async throws in
            let store = EKEventStore()
            var answers: [Bool] = []
            store.requestAccess(to: .event) { granted, _ in answers.append(granted) }
            #expect(answers.isEmpty)
            await host.settle()
            #expect(answers == [true])
        }
    }

    /// iOS 16's `.authorized` is iOS 17's `.fullAccess`: the same raw value, 3.
    @Test func authorizedIsFullAccess() {
        #expect(EKAuthorizationStatus.fullAccess.rawValue == 3)
        #expect(EKAuthorizationStatus(rawValue: 3) == .fullAccess)
        #expect(EKAuthorizationStatus.writeOnly.rawValue == 4)
    }
}
