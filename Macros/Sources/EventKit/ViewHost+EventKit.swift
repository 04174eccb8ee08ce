import Foundation
import ViewEngine

extension ViewHost {
    /// The device's calendars and reminders as a test sees and drives them: the person's
    /// answer when the app asks for access, the app's access now, what the database holds,
    /// and the app's calls.
    ///
    /// ```swift
    /// host.eventKit.accessAnswer[.reminder] = .denied
    /// try host.tap("Sync with Reminders")
    /// await host.settle()
    /// host.eventKit.titles(of: .reminder)   // []
    /// ```
    public var eventKit: HostEventKit { HostEventKit(state: .of(clock)) }
}

/// A host's calendar database seen from a test (``ViewHost/eventKit``).
@MainActor
public struct HostEventKit {
    let state: EventKitState

    /// What the person answers when the app asks for access, per entity type:
    /// ``EKAuthorizationStatus/fullAccess`` unless set (as on a simulator where it was
    /// granted). Set it before the app asks.
    public var accessAnswer: Answers { Answers(state: state) }

    /// The answers per entity type, `host.eventKit.accessAnswer[.event] = .denied`.
    @MainActor
    public struct Answers {
        let state: EventKitState
        /// The answer for `type`.
        public subscript(type: EKEntityType) -> EKAuthorizationStatus {
            get { state.answer(for: type) }
            nonmutating set { state.setAnswer(newValue, for: type) }
        }
    }

    /// The app's access to `type` now (``EKEventStore/authorizationStatus(for:)``); a test
    /// may set it, as Settings does.
    public func authorizationStatus(for type: EKEntityType) -> EKAuthorizationStatus { state.status(for: type) }

    /// Sets the app's access to `type`, as the person does in Settings.
    public func setAuthorizationStatus(_ status: EKAuthorizationStatus, for type: EKEntityType) { state.setStatus(status, for: type) }

    /// The titles of the committed items of `type`, in the order they were first saved.
    public func titles(of type: EKEntityType) -> [String] { state.items(of: type).map { $0.title ?? "" } }

    /// The calendars' titles, events' first, in the order they were made.
    public var calendarTitles: [String] { state.calendars.map(\.title) }

    /// What the app did, in order: its requests with the status after, each commit's saves
    /// and removals, and the writes refused for want of access.
    public var events: [String] { state.events }
}
