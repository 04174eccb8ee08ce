import Foundation
import VirtualTime

extension PassthroughSubject {
    /// What reaches a subscriber.
    enum Event: Sendable {
        case element(Output)
        case completion(Completion)
    }

    /// One subscription: its buffer and the task waiting on it.
    ///
    /// A waiting task parks at a ``WakeupGate`` of its host (``VirtualClock/current``),
    /// so the host delivers elements to its subscribers in order, one at a time.
    final class Subscriber: @unchecked Sendable {
        private let lock = NSLock()
        private var buffer: [Event] = []
        private var isOver = false
        private var waiter: WakeupGate<Event?>?

        func receive(_ event: Event) {
            let waiter: WakeupGate<Event?>? = lock.withLock {
                guard !isOver else { return nil }
                if let waiter = self.waiter {
                    self.waiter = nil
                    return waiter
                }
                buffer.append(event)
                return nil
            }
            waiter?.schedule(event)
        }

        /// The next element, on `isolation`; `nil` when over or cancelled.
        func next(isolation: isolated (any Actor)?) async throws(Failure) -> Output? {
            let ready: Event?? = lock.withLock {
                if !buffer.isEmpty { return .some(buffer.removeFirst()) }
                if isOver || Task.isCancelled { return .some(nil) }
                return nil
            }
            let event: Event?
            if let ready {
                // A buffered element waits for its turn behind the wakeups already issued
                // (other subscribers' elements sent earlier), so subscribers of several
                // subjects see the elements in the order they were sent.
                await takeTurn(isolation: isolation)
                event = ready
            } else {
                event = await wait(isolation: isolation)
            }
            switch event {
            case .element(let output):
                return output
            case .completion(let completion):
                lock.withLock { isOver = true }
                if case .failure(let error) = completion { throw error }
                return nil
            case nil:
                return nil
            }
        }

        private func takeTurn(isolation: isolated (any Actor)?) async {
            guard let queue = VirtualClock.current?.wakeups else { return }
            let turn = WakeupGate<Bool>(queue: queue)
            turn.schedule(true)
            _ = await turn.pass(cancellingWith: false, isolation: isolation)
        }

        private func wait(isolation: isolated (any Actor)?) async -> Event? {
            let gate = WakeupGate<Event?>(queue: VirtualClock.current?.wakeups)
            lock.withLock { waiter = gate }
            return await gate.pass(cancellingWith: nil, onCancel: { [self] in
                lock.withLock { if waiter === gate { waiter = nil } }
            }, isolation: isolation)
        }
    }

    /// A subscriber the subject does not keep alive: it goes when its iterator goes.
    struct WeakSubscriber {
        weak var subscriber: Subscriber?
    }
}
