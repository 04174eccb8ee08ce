#if canImport(Darwin)
import EngineCombine
#else
import Combine
#endif
import Dispatch
import Foundation
import Testing
import TestSignals

/// Combine's types are used from any thread: a subject's subscribers are called one at a
/// time, and a cancelled subscription receives nothing more. (These also check the
/// invariants of the module's `@unchecked Sendable` types: state under its lock.) A test
/// that waits for another thread does so with a time limit.
@Suite("Combine across threads", .timeLimit(.minutes(10)))
struct ConcurrencyTests {
    /// `Subscriber`: a publisher calls its subscriber's methods one at a time, whatever
    /// thread sends — here 4 threads send 1 000 values each to one sink.
    @Test func concurrentSendsReachASubscriberOneAtATime() async {
        let subject = PassthroughSubject<Int, Never>()
        let state = Counter()
        let cancellable = subject.sink { _ in state.enterAndLeave() }
        await withTaskGroup(of: Void.self) { group in
            for thread in 0..<4 {
                group.addTask {
                    for value in 0..<1_000 { subject.send(thread * 1_000 + value) }
                }
            }
        }
        #expect(state.count == 4_000)
        #expect(state.overlaps == 0)
        withExtendedLifetime(cancellable) {}
    }

    /// `Cancellable.cancel()` from another thread while values flow: once it returned,
    /// nothing more is received. The sender runs until told to stop; the test cancels once
    /// the sink has received 1 000 values, and tells the sender to stop only after it has
    /// sent 10 000 more, so values certainly flow after the cancel.
    @Test func nothingAfterACancelFromAnotherThread() async throws {
        let subject = PassthroughSubject<Int, Never>()
        let state = Counter()
        let received = Awaitable(0)
        let cancellable = subject.sink { _ in
            state.enterAndLeave()
            received.update { $0 += 1 }
        }
        let afterCancel = Awaitable<Int?>(nil)
        let sending = Task.detached {
            var value = 0
            while afterCancel.current.map({ $0 < 10_000 }) ?? true, !Task.isCancelled {
                subject.send(value)
                value += 1
                if afterCancel.current != nil { afterCancel.update { $0! += 1 } }
            }
        }
        try #require(await received.when { $0 >= 1_000 } != nil, "the sink received fewer than 1 000 values")
        cancellable.cancel()
        let atCancel = state.count
        afterCancel.deliver(0)
        let sentAfter = await afterCancel.when { ($0 ?? 0) >= 10_000 }
        sending.cancel()
        await sending.value
        #expect(sentAfter != nil, "the sender stopped before sending 10 000 values after the cancel")
        #expect(state.count == atCancel)
    }

    /// `CurrentValueSubject.value` may be set from several threads; the last write wins
    /// and every subscriber saw each value once.
    @Test func currentValueSubjectAcrossThreads() async {
        let subject = CurrentValueSubject<Int, Never>(0)
        let state = Counter()
        let cancellable = subject.sink { _ in state.enterAndLeave() }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask { for _ in 0..<500 { subject.value += 0 } }
            }
        }
        #expect(state.count == 1 + 2_000)
        #expect(state.overlaps == 0)
        withExtendedLifetime(cancellable) {}
    }

    final class Thermometer: ObservableObject, @unchecked Sendable {
        @Published var celsius = 20
    }

    /// `Published`: "When the property changes, publishing occurs in the property's
    /// willSet block" — whatever thread writes it. Combine refuses nothing and drops
    /// nothing: a write on another thread reaches `objectWillChange` and the `$`
    /// publisher's subscribers (on that thread), and the property keeps the value.
    @Test func aPublishedWriteOnAnotherThreadIsDeliveredAndKept() async {
        let thermometer = Thermometer()
        let events = Events()
        let willChange = thermometer.objectWillChange.sink { events.append("will change, still \(thermometer.celsius)") }
        let values = thermometer.$celsius.dropFirst().sink { events.append("$celsius \($0)") }
        await Task.detached { thermometer.celsius = 25 }.value
        #expect(thermometer.celsius == 25)
        #expect(events.all == ["will change, still 20", "$celsius 25"])
        withExtendedLifetime((willChange, values)) {}
    }

}

/// Counts calls, and calls that overlapped another.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var inside = 0
    private var calls = 0
    private var overlapping = 0

    func enterAndLeave() {
        lock.withLock {
            inside += 1
            calls += 1
            if inside > 1 { overlapping += 1 }
        }
        sched_yield()
        lock.withLock { inside -= 1 }
    }

    var count: Int { lock.withLock { calls } }
    var overlaps: Int { lock.withLock { overlapping } }
}

/// Strings appended from any thread, under a lock.
final class Events: @unchecked Sendable {
    private let lock = NSLock()
    /// invariant: read and written only under `lock`.
    private var entries: [String] = []
    func append(_ entry: String) { lock.withLock { entries.append(entry) } }
    var all: [String] { lock.withLock { entries } }
}
