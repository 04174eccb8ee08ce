import Foundation

/// A clock whose time moves only when its host says so.
///
/// Every ``ViewHost`` owns one (``ViewHost/clock``). Sleeping on it suspends until
/// ``ViewHost/advance(by:)`` moves time past the deadline, so tests never wait in
/// real time:
///
/// ```swift
/// .task {
///     try? await clock.sleep(for: .seconds(3))
///     print("three virtual seconds later")
/// }
/// ```
public final class VirtualClock: Clock, @unchecked Sendable {
    /// A point in virtual time: the time elapsed since the clock was created.
    public struct Instant: InstantProtocol, Sendable, CustomStringConvertible {
        /// The time elapsed since the clock's start.
        public var offset: Duration

        /// Creates an instant `offset` after the clock's start.
        public init(offset: Duration) { self.offset = offset }

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
        public var description: String { "\(offset)" }
    }

    private struct Sleeper {
        let id: UInt64
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [Sleeper] = []
    private var nextSleeperID: UInt64 = 0
    /// The wall-clock date at virtual time zero.
    public let startDate: Date

    /// Creates a clock at virtual time zero; `startDate` is the date it stands for.
    public init(startDate: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        self.startDate = startDate
    }

    /// The current virtual time.
    public var now: Instant { lock.withLock { current } }

    /// The smallest step the clock distinguishes.
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// The date that the current virtual time stands for.
    public var date: Date {
        let offset = now.offset.components
        return startDate.addingTimeInterval(Double(offset.seconds) + Double(offset.attoseconds) / 1e18)
    }

    /// Suspends until the clock reaches `deadline`, or throws `CancellationError` when
    /// the calling task is cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id: UInt64 = lock.withLock {
            nextSleeperID += 1
            return nextSleeperID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow: Bool = lock.withLock {
                    if deadline <= current || Task.isCancelled { return true }
                    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return false
                }
                if resumeNow {
                    if Task.isCancelled { continuation.resume(throwing: CancellationError()) } else { continuation.resume() }
                }
            }
        } onCancel: {
            let cancelled: Sleeper? = lock.withLock {
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
    }

    /// The earliest deadline anyone sleeps until.
    var nextDeadline: Instant? { lock.withLock { sleepers.map(\.deadline).min() } }

    /// How many tasks sleep on the clock.
    var sleeperCount: Int { lock.withLock { sleepers.count } }

    /// Moves time to `instant` (never backwards) and wakes the sleepers whose deadline
    /// has come, earliest first.
    func move(to instant: Instant) {
        let due: [Sleeper] = lock.withLock {
            if current < instant { current = instant }
            let due = sleepers.filter { $0.deadline <= current }.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
            sleepers.removeAll { $0.deadline <= current }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }
}
