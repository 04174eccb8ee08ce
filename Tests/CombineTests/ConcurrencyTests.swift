#if canImport(Darwin)
import EngineCombine
#else
import Combine
#endif
import Dispatch
import Foundation
import Testing

/// Combine's types are used from any thread: a subject's subscribers are called one at a
/// time, and a cancelled subscription receives nothing more. (These also check the
/// invariants of the module's `@unchecked Sendable` types: state under its lock.)
@Suite("Combine across threads")
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
    /// nothing more is received.
    @Test func nothingAfterACancelFromAnotherThread() async {
        let subject = PassthroughSubject<Int, Never>()
        let state = Counter()
        let cancellable = subject.sink { _ in state.enterAndLeave() }
        let sending = Task.detached {
            for value in 0..<100_000 { subject.send(value) }
        }
        try? await Task.sleep(for: .milliseconds(5), tolerance: nil, clock: ContinuousClock())
        cancellable.cancel()
        let atCancel = state.count
        await sending.value
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
        usleep(0)
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
