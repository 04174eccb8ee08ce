#if canImport(Darwin)
import EngineCombine
#else
import Combine
#endif
import Foundation
import VirtualTime

/// What a documentation example prints, collected instead of written to standard output:
/// `out.print(...)` takes the arguments of Swift's `print`.
final class Printed: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""

    func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
        let line = items.map { "\($0)" }.joined(separator: separator) + terminator
        lock.withLock { buffer += line }
    }

    /// Everything printed so far.
    var text: String { lock.withLock { buffer } }

    /// The printed lines (without the final empty one).
    var lines: [String] {
        let lines = text.components(separatedBy: "\n")
        return lines.last == "" ? Array(lines.dropLast()) : lines
    }

    /// Returns what was printed, and forgets it.
    func take() -> [String] {
        defer { lock.withLock { buffer = "" } }
        return lines
    }
}

/// A host's virtual clock without a host: work subscribed inside ``run(_:)`` measures
/// time on it (as a `@StateObject` model's subscriptions do in a host), and
/// ``advance(by:)`` moves it, running what comes due in order, as `host.advance(by:)` does.
@MainActor
final class VirtualTimeDriver {
    let clock = VirtualClock()

    init() {
        MainQueue.mark()
        clock.wakeups.hold()
    }

    deinit {
        clock.wakeups.release()
    }

    /// Runs `body` with the clock current, as the engine runs frames and tasks.
    func run<T>(_ body: () throws -> T) rethrows -> T {
        try VirtualClock.$current.withValue(clock, operation: body)
    }

    /// Runs what is due now.
    func drain() {
        while clock.wakeups.openNext() {}
    }

    /// Moves the clock by `duration`, stopping at each deadline on the way.
    func advance(by duration: Duration) {
        let target = clock.now.advanced(by: duration)
        drain()
        while let deadline = clock.nextDeadline, deadline <= target {
            clock.move(to: deadline)
            drain()
        }
        clock.move(to: target)
        drain()
    }

    /// The virtual time, in seconds since the clock's start.
    var seconds: Double {
        let (seconds, attoseconds) = clock.now.offset.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}

/// A subscriber that records everything and asks for what the test says.
final class RecordingSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    private let lock = NSLock()
    private var storedEvents: [String] = []
    /// The subscription while the stream is live: let go on completion and on
    /// ``cancel()``, as Combine's `Sink` does, so that subscriber and subscription do not
    /// keep each other alive once the stream is over.
    private var storedSubscription: (any Subscription)?
    var subscription: (any Subscription)? { lock.withLock { storedSubscription } }
    private let initialDemand: Subscribers.Demand
    private let demandPerValue: Subscribers.Demand

    init(initialDemand: Subscribers.Demand, demandPerValue: Subscribers.Demand = .none) {
        self.initialDemand = initialDemand
        self.demandPerValue = demandPerValue
    }

    var events: [String] { lock.withLock { storedEvents } }

    func receive(subscription: any Subscription) {
        lock.withLock {
            storedSubscription = subscription
            storedEvents.append("subscription")
        }
        if initialDemand > 0 { subscription.request(initialDemand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.withLock { storedEvents.append("\(input)") }
        return demandPerValue
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.withLock {
            storedSubscription = nil
            switch completion {
            case .finished: storedEvents.append("finished")
            case .failure(let error): storedEvents.append("failure(\(error))")
            }
        }
    }
}

extension RecordingSubscriber: Cancellable {
    /// Cancels the subscription and lets it go: what a test does with a stream it leaves
    /// live, as an `AnyCancellable` would when released.
    func cancel() {
        lock.withLock {
            defer { storedSubscription = nil }
            return storedSubscription
        }?.cancel()
    }
}

struct TestError: Error, Equatable, CustomStringConvertible {
    let code: Int
    init(_ code: Int = 0) { self.code = code }
    var description: String { "TestError(\(code))" }
}

extension String {
    /// The text without the module and enclosing-type prefixes Swift prints before a
    /// nested type's name (`CombineTests.ErrorTests.ParseError()` → `ParseError()`): the
    /// documentation's examples ran in a playground, where types print bare.
    var withoutModules: String {
        replacingOccurrences(of: #"\b(?:CombineTests\.)(?:[A-Z][A-Za-z]*Tests\.)?"#, with: "", options: .regularExpression)
    }
}
