import Dispatch
import Foundation

/// A state that other threads and callbacks change, and that a test waits on: the one
/// way the suite waits for something outside virtual time (a real timer, a URL session's
/// queue, another thread).
///
/// ```swift
/// let ticks = Awaitable<[Date]>([])
/// let cancellable = timer.sink { date in ticks.update { $0.append(date) } }
/// let two = try #require(await ticks.when { $0.count == 2 })
/// ```
///
/// ``when(_:)`` returns the state once the condition holds, or `nil` if the waiting task
/// is cancelled first — which is what a suite's `.timeLimit` does when the limit passes.
/// So a test that waits can fail, and cannot hang. (`TestSourcePatternTests` keeps every
/// other wait out of the test sources, and a `.timeLimit` on every suite that waits.)
///
/// invariant (`@unchecked Sendable`): `state` and `waiters` are read and written only
/// under `lock`; each continuation is resumed once, by whoever removes it from `waiters`
/// (an update that satisfies it, or the cancellation handler), or at once on registration.
public final class Awaitable<State: Sendable>: @unchecked Sendable {
    private struct Waiter {
        let id: UInt64
        let condition: @Sendable (State) -> Bool
        let continuation: CheckedContinuation<State?, Never>
    }

    private let lock = NSLock()
    private var state: State
    private var waiters: [Waiter] = []
    private var nextID: UInt64 = 0

    /// A state that starts as `initial`.
    public init(_ initial: State) {
        state = initial
    }

    /// The state now.
    public var current: State { lock.withLock { state } }

    /// Changes the state, then resumes every waiter whose condition now holds.
    public func update(_ change: (inout State) -> Void) {
        let (satisfied, value): ([Waiter], State) = lock.withLock {
            change(&state)
            let satisfied = waiters.filter { $0.condition(state) }
            waiters.removeAll { waiter in satisfied.contains { $0.id == waiter.id } }
            return (satisfied, state)
        }
        for waiter in satisfied { waiter.continuation.resume(returning: value) }
    }

    /// The state once `condition` holds for it (at once if it already does), or `nil`
    /// when the waiting task is cancelled first.
    public func when(_ condition: @escaping @Sendable (State) -> Bool) async -> State? {
        let id: UInt64 = lock.withLock {
            defer { nextID += 1 }
            return nextID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<State?, Never>) in
                let immediate: State?? = lock.withLock {
                    if condition(state) { return .some(state) }
                    // Cancelled before the handler could find this waiter: it never will.
                    if Task.isCancelled { return .some(nil) }
                    waiters.append(Waiter(id: id, condition: condition, continuation: continuation))
                    return .none
                }
                if let immediate { continuation.resume(returning: immediate) }
            }
        } onCancel: {
            let cancelled: Waiter? = lock.withLock {
                guard let index = waiters.firstIndex(where: { $0.id == id }) else { return nil }
                return waiters.remove(at: index)
            }
            cancelled?.continuation.resume(returning: nil)
        }
    }
}

/// A value that comes once: an `Awaitable<Value?>` that starts `nil`.
///
/// ```swift
/// let number = Awaitable<Int?>(nil)
/// future.sink { number.deliver($0) }
/// let got = try #require(await number.value())
/// ```
extension Awaitable {
    /// Sets the value, if none was delivered before (later deliveries are ignored).
    public func deliver<Value: Sendable>(_ value: Value) where State == Value? {
        update { if $0 == nil { $0 = value } }
    }

    /// The delivered value, or `nil` when the waiting task is cancelled first.
    public func value<Value: Sendable>() async -> Value? where State == Value? {
        await when { $0 != nil } ?? nil
    }
}

/// Runs `body` on another thread (a global dispatch queue) and waits until it returned;
/// `false` when the waiting task was cancelled first (a suite's `.timeLimit`).
///
/// ```swift
/// #expect(await onAnotherThread { model.value = 42 })
/// ```
public func onAnotherThread(_ body: @escaping @Sendable () -> Void) async -> Bool {
    let done = Awaitable(false)
    DispatchQueue.global().async {
        body()
        done.update { $0 = true }
    }
    return await done.when { $0 } != nil
}
