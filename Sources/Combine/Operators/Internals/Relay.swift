/// One downstream subscription fed by a succession of upstream publishers: `catch`,
/// `tryCatch`, `retry`, `replaceError`, `prepend`/`append`. Each upstream gets the demand
/// the subscriber has not been served yet; an upstream's end calls the operator, which
/// attaches the next upstream or completes the subscriber.
final class Relay<Downstream: Subscriber>: Subscription, CustomStringConvertible {
    private let lock = Lock()
    /// invariant: the fields below are read and written only under `lock`. Only events
    /// of the upstream of the current `generation` reach the subscriber; `downstream` is
    /// `nil` once completed or cancelled.
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var upstream: (any Subscription)?
    private var generation = 0
    private var hasSubscribedDownstream = false
    let description: String

    init(_ downstream: Downstream, description: String) {
        self.downstream = downstream
        self.description = description
    }

    /// Subscribes to `publisher`, which replaces the previous upstream. When it finishes,
    /// `onFinish` runs (by default the subscriber finishes); when it fails, `onFailure`.
    func attach<P: Publisher>(_ publisher: P,
                              onFinish: (() -> Void)? = nil,
                              onFailure: @escaping (P.Failure) -> Void) where P.Output == Downstream.Input {
        let current: Int? = lock.withLock {
            guard downstream != nil else { return nil }
            generation += 1
            upstream = nil
            return generation
        }
        guard let current else { return }
        publisher.subscribe(UpstreamLink<P.Output, P.Failure>(description: description, onValue: { [self] value in
            receive(value, from: current)
        }, onCompletion: { [self] completion in
            guard lock.withLock({ () -> Bool in
                guard generation == current, downstream != nil else { return false }
                upstream = nil
                return true
            }) else { return }
            switch completion {
            case .finished:
                if let onFinish { onFinish() } else { complete(.finished) }
            case .failure(let error):
                onFailure(error)
            }
        }).subscribedThrough(self, generation: current))
    }

    /// The upstream of `generation` subscribed.
    fileprivate func upstreamSubscribed(_ subscription: any Subscription, generation: Int) {
        lock.lock()
        guard generation == self.generation, let downstream else {
            lock.unlock()
            return subscription.cancel()
        }
        upstream = subscription
        let first = !hasSubscribedDownstream
        hasSubscribedDownstream = true
        let outstanding = demand
        lock.unlock()
        if first {
            downstream.receive(subscription: self)
        } else if outstanding > 0 {
            subscription.request(outstanding)
        }
    }

    private func receive(_ value: Downstream.Input, from generation: Int) -> Subscribers.Demand {
        lock.lock()
        guard generation == self.generation, let downstream else {
            lock.unlock()
            return .none
        }
        demand.consumeOne()
        lock.unlock()
        let more = downstream.receive(value)
        lock.withLock { demand += more }
        return more
    }

    /// Completes the subscriber (the operator's last word).
    func complete(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let downstream: Downstream? = lock.withLock {
            defer { self.downstream = nil; upstream = nil }
            return self.downstream
        }
        guard let downstream else { return }
        if !lock.withLock({ hasSubscribedDownstream }) {
            lock.withLock { hasSubscribedDownstream = true }
            downstream.receive(subscription: Subscriptions.empty)
        }
        downstream.receive(completion: completion)
    }

    func request(_ more: Subscribers.Demand) {
        let upstream: (any Subscription)? = lock.withLock {
            demand += more
            return self.upstream
        }
        upstream?.request(more)
    }

    func cancel() {
        let upstream: (any Subscription)? = lock.withLock {
            defer {
                downstream = nil
                self.upstream = nil
                generation += 1
            }
            return self.upstream
        }
        upstream?.cancel()
    }
}

extension UpstreamLink {
    /// A subscriber that tells `relay` of its subscription, then behaves as this link.
    fileprivate func subscribedThrough<D: Subscriber>(_ relay: Relay<D>, generation: Int) -> RelayEntry<Input, Failure, D> {
        RelayEntry(link: self, relay: relay, generation: generation)
    }
}

/// The subscriber a ``Relay`` gives each upstream.
private struct RelayEntry<Input, Failure: Error, D: Subscriber>: Subscriber, CustomStringConvertible {
    let link: UpstreamLink<Input, Failure>
    let relay: Relay<D>
    let generation: Int
    var combineIdentifier: CombineIdentifier { link.combineIdentifier }
    var description: String { link.description }

    func receive(subscription: any Subscription) {
        link.receive(subscription: subscription)
        relay.upstreamSubscribed(LinkSubscription(link: link), generation: generation)
    }
    func receive(_ input: Input) -> Subscribers.Demand { link.receive(input) }
    func receive(completion: Subscribers.Completion<Failure>) { link.receive(completion: completion) }
}

/// A link seen as the subscription it holds.
private struct LinkSubscription<Input, Failure: Error>: Subscription {
    let link: UpstreamLink<Input, Failure>
    var combineIdentifier: CombineIdentifier { link.combineIdentifier }
    func request(_ demand: Subscribers.Demand) { link.request(demand) }
    func cancel() { link.cancel() }
}
