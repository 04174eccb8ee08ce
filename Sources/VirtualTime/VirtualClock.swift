import Foundation

/// A clock whose time moves only when its host says so.
///
/// Every ``ViewHost`` owns one (``ViewHost/clock``). Sleeping on it suspends until
/// ``ViewHost/advance(by:)`` moves time past the deadline, so tests never wait in
/// real time. Inside a task the engine started, the host's clock is
/// ``VirtualClock/current``, and `Task.sleep(for:)` sleeps on it:
///
/// ```swift
/// .task {
///     try? await Task.sleep(for: .seconds(3))
///     print("three virtual seconds later")
/// }
///
/// await host.advance(by: .seconds(3))   // prints "three virtual seconds later"
/// ```
///
/// Sleeping runs on the caller's actor: a task on the main actor stays there, so the
/// host sees its work in order.
/// Invariant (`@unchecked Sendable`): `startDate` and `wakeups` are `let`s; `current`,
/// `sleepers`, `nextSleeperID` and `services` are read and written only under `lock`.
public final class VirtualClock: Clock, @unchecked Sendable {
    /// A point in virtual time: the time elapsed since the clock was created.
    public struct Instant: InstantProtocol, Sendable, CustomStringConvertible {
        /// The time elapsed since the clock's start.
        public var offset: Duration

        /// Creates an instant `offset` after the clock's start.
        public init(offset: Duration) { self.offset = offset }

        /// The instant `duration` later.
        ///
        /// ```swift
        /// clock.now.advanced(by: .seconds(1))
        /// ```
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

        /// The time from this instant to `other`.
        ///
        /// ```swift
        /// start.duration(to: clock.now)   // how much virtual time has passed
        /// ```
        public func duration(to other: Instant) -> Duration { other.offset - offset }

        /// Whether `lhs` comes before `rhs`.
        ///
        /// ```swift
        /// clock.now < deadline
        /// ```
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }

        /// The offset from the clock's start, such as `1.5 seconds`.
        public var description: String { "\(offset)" }
    }

    private struct Sleeper {
        let id: UInt64
        let deadline: Instant
        /// Wakes the sleeper: opens its gate (a task's sleep), or issues its action to the
        /// wakeup queue (``schedule(at:_:)``).
        let wake: @Sendable () -> Void
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [Sleeper] = []
    private var nextSleeperID: UInt64 = 0
    /// The per-host services of ``service(_:)``, one per type.
    private var services: [ObjectIdentifier: AnyObject] = [:]
    /// The wall-clock date at virtual time zero.
    public let startDate: Date
    /// Delivers the wakeups of the work this clock's host drives, one at a time.
    package let wakeups = WakeupQueue()

    /// Creates a clock at virtual time zero; `startDate` is the date it stands for.
    public init(startDate: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        self.startDate = startDate
    }

    /// The current virtual time.
    public var now: Instant { lock.withLock { current } }

    /// The `Service` of the host that owns this clock: made by `make` the first time it is
    /// asked for, then the same object for as long as the clock lives, and gone with it.
    ///
    /// A framework beside SwiftUI keeps its per-host state here, so that what Apple's
    /// frameworks make one per app (`UNUserNotificationCenter.current()`,
    /// `WidgetCenter.shared`) is one per ``ViewHost`` and tests running side by side do
    /// not share it. `make` runs under the clock's lock: it may keep the clock (weakly, as
    /// the clock keeps the service) but must not call it.
    ///
    /// ```swift
    /// static var current: PhotoLibrary {
    ///     VirtualClock.current?.service { PhotoLibrary(clock: $0) } ?? processWide
    /// }
    /// ```
    public func service<Service: AnyObject & Sendable>(_ make: (VirtualClock) -> Service) -> Service {
        lock.withLock {
            let key = ObjectIdentifier(Service.self)
            if let service = services[key] as? Service { return service }
            let service = make(self)
            services[key] = service
            return service
        }
    }

    /// The smallest step the clock distinguishes.
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// The date that the current virtual time stands for.
    public var date: Date { date(at: now) }

    /// The date that `instant` stands for.
    ///
    /// ```swift
    /// clock.date(at: clock.now.advanced(by: .seconds(1)))   // startDate + 1 s
    /// ```
    public func date(at instant: Instant) -> Date {
        let offset = instant.offset.components
        return startDate.addingTimeInterval(Double(offset.seconds) + Double(offset.attoseconds) / 1e18)
    }

    /// Suspends for `duration` of virtual time, or throws `CancellationError` when the
    /// calling task is cancelled first.
    ///
    /// ```swift
    /// try await host.clock.sleep(for: .seconds(1))
    /// ```
    ///
    /// The caller stays on its actor (`isolation`, by default the caller's).
    public func sleep(for duration: Duration, tolerance: Duration? = nil,
                      isolation: isolated (any Actor)? = #isolation) async throws {
        try await sleep(until: now.advanced(by: duration), tolerance: tolerance, isolation: isolation)
    }

    /// Suspends until the clock reaches `deadline`, or throws `CancellationError` when
    /// the calling task is cancelled first.
    ///
    /// ```swift
    /// try await clock.sleep(until: clock.now.advanced(by: .seconds(2)))
    /// ```
    ///
    /// The caller stays on its actor (`isolation`, by default the caller's), and the
    /// host wakes sleepers one at a time, earliest deadline first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil,
                      isolation: isolated (any Actor)? = #isolation) async throws {
        try Task.checkCancellation()
        let gate = WakeupGate<Bool>(queue: wakeups)
        let id: UInt64? = lock.withLock {
            guard current < deadline else { return nil }
            nextSleeperID += 1
            sleepers.append(Sleeper(id: nextSleeperID, deadline: deadline, wake: { gate.schedule(true) }))
            return nextSleeperID
        }
        guard let id else { return }
        let reachedDeadline = await gate.pass(cancellingWith: false, onCancel: { [self] in
            lock.withLock { sleepers.removeAll { $0.id == id } }
        }, isolation: isolation)
        if !reachedDeadline { throw CancellationError() }
    }

    /// Suspends until the clock reaches `deadline` — the `Clock` requirement, for
    /// generic code such as `Task.sleep(until:clock:)`.
    ///
    /// ```swift
    /// try await Task.sleep(until: clock.now.advanced(by: .seconds(1)), clock: clock)
    /// ```
    ///
    /// Called this way the clock cannot know the caller's actor unless it is the main
    /// actor: elsewhere the sleeper wakes at the right virtual time, but may be reported
    /// awake before it runs again. Prefer ``sleep(until:tolerance:isolation:)`` or
    /// `Task.sleep(for:)` in views' tasks.
    nonisolated(nonsending)
    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try await sleep(until: deadline, tolerance: tolerance, isolation: MainQueue.currentActor)
    }

    /// The earliest deadline anyone sleeps until.
    package var nextDeadline: Instant? { lock.withLock { sleepers.map(\.deadline).min() } }

    /// Moves time to `instant` (never backwards) and wakes the sleepers whose deadline
    /// has come, earliest first (then in the order they went to sleep).
    package func move(to instant: Instant) {
        let due: [Sleeper] = lock.withLock {
            if current < instant { current = instant }
            let due = sleepers.filter { $0.deadline <= current }.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
            sleepers.removeAll { $0.deadline <= current }
            return due
        }
        for sleeper in due { sleeper.wake() }
    }

    /// Runs `action` on the main actor, with this clock as ``VirtualClock/current``, when
    /// the clock reaches `deadline` (at once, in the wakeup queue's turn, if it has): the
    /// way Combine's schedulers run their work on the host's time.
    ///
    /// Actions with the same deadline run in the order they were scheduled, among the
    /// host's other waiting work (``WakeupQueue``). Cancelling the returned action before
    /// it ran means it never runs.
    package func schedule(at deadline: Instant, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
        let scheduled = ScheduledAction(clock: self, action: action)
        let isDue: Bool = lock.withLock {
            guard current < deadline else { return true }
            nextSleeperID += 1
            scheduled.sleeperID = nextSleeperID
            sleepers.append(Sleeper(id: nextSleeperID, deadline: deadline, wake: { [wakeups] in wakeups.issue(scheduled) }))
            return false
        }
        if isDue { wakeups.issue(scheduled) }
        return scheduled
    }

    /// Forgets the sleeper `id` (an action cancelled before its deadline).
    fileprivate func removeSleeper(_ id: UInt64) {
        lock.withLock { sleepers.removeAll { $0.id == id } }
    }
}

/// An action scheduled on a ``VirtualClock`` (``VirtualClock/schedule(at:_:)``).
/// Invariant (`@unchecked Sendable`): `clock` is weak; `action` and the sleeper's id are read
/// and written only under `lock`, so the action runs at most once.
package final class ScheduledAction: Wakeup, @unchecked Sendable {
    private let lock = NSLock()
    private weak var clock: VirtualClock?
    /// invariant: read and written only under `lock`; `nil` once the action ran or was
    /// cancelled, so it runs at most once and never after `cancel()`.
    private var action: (@MainActor () -> Void)?
    /// invariant: as `action`; set once, before the action can be due.
    fileprivate var sleeperID: UInt64? {
        get { lock.withLock { storedSleeperID } }
        set { lock.withLock { storedSleeperID = newValue } }
    }
    private var storedSleeperID: UInt64?

    fileprivate init(clock: VirtualClock, action: @escaping @MainActor () -> Void) {
        self.clock = clock
        self.action = action
    }

    /// Makes sure the action never runs, and frees what it holds.
    package func cancel() {
        let id: UInt64? = lock.withLock {
            action = nil
            return storedSleeperID
        }
        if let id { clock?.removeSleeper(id) }
    }

    /// Runs the action in the wakeup queue's turn (on the main actor, where the queue
    /// opens its wakeups), then reports that it landed.
    package func open() {
        let action: (@MainActor () -> Void)? = lock.withLock {
            defer { self.action = nil }
            return self.action
        }
        let clock = self.clock
        if let action {
            let run: @MainActor () -> Void = { VirtualClock.$current.withValue(clock) { action() } }
            if MainQueue.runIfCurrent(run) == nil {
                Task { @MainActor in run() }
            }
        }
        clock?.wakeups.landed()
    }
}
