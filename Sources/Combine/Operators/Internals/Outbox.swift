/// The downstream side of the operators that combine several upstreams (`merge`,
/// `combineLatest`, `zip`, `flatMap`, `switchToLatest`) and of `buffer`: delivers values
/// to one subscriber one at a time, whatever thread they come from, no more than it asked
/// for; keeps the others, in order, until it asks for more (`buffer` keeps a bounded
/// number, ``send(_:keepingAtMost:whenFull:)``).
///
/// A `finished` completion goes out after the kept values; a failure at once (the kept
/// values are dropped, as when any upstream of a Combine operator fails).
final class Outbox<Downstream: Subscriber>: CustomStringConvertible {
    private let lock = Lock()
    /// invariant: the fields below are read and written only under `lock`. Only the
    /// thread that set `isDelivering` calls the subscriber, so its calls are serial;
    /// `downstream` is `nil` once completed or cancelled.
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var buffer = FIFO<Downstream.Input>()
    private var completion: Subscribers.Completion<Downstream.Failure>?
    private var isDelivering = false
    /// Asks the upstreams for more values: called, outside the lock, with each demand the
    /// subscriber adds.
    private let requestUpstream: (Subscribers.Demand) -> Void
    /// Told, outside the lock, how many values went to the subscriber (`buffer`'s
    /// `.keepFull` asks its upstream for as many to refill).
    private let delivered: ((Int) -> Void)?
    let description: String

    init(_ downstream: Downstream, description: String, requestUpstream: @escaping (Subscribers.Demand) -> Void,
         delivered: ((Int) -> Void)? = nil) {
        self.downstream = downstream
        self.description = description
        self.requestUpstream = requestUpstream
        self.delivered = delivered
    }

    /// What ``send(_:keepingAtMost:whenFull:)`` does with a value that would be kept
    /// while the kept values are at their limit.
    enum Overflow {
        /// The value is dropped.
        case dropNewest
        /// The oldest kept value is dropped to make room.
        case dropOldest
        /// The value is refused: `send` returns `false`, and the caller ends the stream.
        case refuse
    }

    /// Whether the subscriber still listens.
    var isLive: Bool { lock.withLock { downstream != nil && completion == nil } }

    /// The demand the subscriber has not been given values for yet.
    var outstandingDemand: Subscribers.Demand { lock.withLock { demand } }

    /// Delivers `value` now if the subscriber has demand, else keeps it.
    func send(_ value: Downstream.Input) {
        lock.lock()
        guard downstream != nil, completion == nil else { return lock.unlock() }
        buffer.append(value)
        drain()
    }

    /// Delivers `value` now if the subscriber has demand, else keeps it, keeping at most
    /// `limit` values beyond what the subscriber asked for: a value that would be kept
    /// past that is handled by `overflow`. `false` if the value was refused.
    ///
    /// ```swift
    /// guard outbox.send(value, keepingAtMost: size, whenFull: .refuse) else { return fail() }
    /// ```
    func send(_ value: Downstream.Input, keepingAtMost limit: Int, whenFull overflow: Overflow) -> Bool {
        lock.lock()
        guard downstream != nil, completion == nil else {
            lock.unlock()
            return true
        }
        let kept = buffer.count
        if kept >= limit, demand <= kept - limit {
            switch overflow {
            case .dropNewest:
                lock.unlock()
                return true
            case .dropOldest:
                if kept == 0 {
                    // Nothing to make room with (a limit of zero): the value goes instead.
                    lock.unlock()
                    return true
                }
                _ = buffer.popFirst()
            case .refuse:
                lock.unlock()
                return false
            }
        }
        buffer.append(value)
        drain()
        return true
    }

    /// Completes the subscriber: after the kept values for `finished`, at once for a
    /// failure.
    func complete(_ completion: Subscribers.Completion<Downstream.Failure>) {
        lock.lock()
        guard downstream != nil, self.completion == nil else { return lock.unlock() }
        self.completion = completion
        if case .failure = completion { buffer.removeAll() }
        drain()
    }

    /// The subscriber asks for more.
    func request(_ more: Subscribers.Demand) {
        lock.lock()
        guard downstream != nil else { return lock.unlock() }
        demand += more
        drain()
        requestUpstream(more)
    }

    /// The subscriber cancelled: nothing more reaches it.
    func cancel() {
        lock.withLock {
            downstream = nil
            buffer.removeAll()
        }
    }

    /// Called under `lock`; releases it. Delivers what the demand allows, then the
    /// completion if it is due.
    private func drain() {
        guard !isDelivering else { return lock.unlock() }
        isDelivering = true
        var added = Subscribers.Demand.none
        var deliveredCount = 0
        while let downstream {
            if demand > 0, let value = buffer.popFirst() {
                demand.consumeOne()
                deliveredCount += 1
                lock.unlock()
                let more = downstream.receive(value)
                lock.lock()
                demand += more
                added += more
                continue
            }
            if let completion, buffer.isEmpty {
                self.downstream = nil
                lock.unlock()
                downstream.receive(completion: completion)
                lock.lock()
            }
            break
        }
        isDelivering = false
        lock.unlock()
        if deliveredCount > 0, let delivered { delivered(deliveredCount) }
        if added > 0 { requestUpstream(added) }
    }
}
