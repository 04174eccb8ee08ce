/// One upstream subscription of a combining operator: forwards what the upstream sends
/// to the operator's closures, tagged by the upstream's place, and keeps its
/// subscription to pass demand and cancellation.
final class UpstreamLink<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    private let lock = Lock()
    /// invariant: read and written only under `lock`; `.terminal` once it completed or
    /// was cancelled.
    private var status = SubscriptionStatus.awaiting
    /// invariant: read and written only under `lock`; demand asked for before the
    /// subscription came, passed on when it comes.
    private var early = Subscribers.Demand.none
    private let onValue: (Input) -> Subscribers.Demand
    private let onCompletion: (Subscribers.Completion<Failure>) -> Void
    let description: String

    init(description: String, onValue: @escaping (Input) -> Subscribers.Demand,
         onCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) {
        self.description = description
        self.onValue = onValue
        self.onCompletion = onCompletion
    }

    func receive(subscription: any Subscription) {
        let early: Subscribers.Demand? = lock.withLock {
            guard status.accept(subscription) else { return nil }
            defer { self.early = .none }
            return self.early
        }
        guard let early else { return subscription.cancel() }
        if early > 0 { subscription.request(early) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard lock.withLock({ status.subscription != nil }) else { return .none }
        return onValue(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        if lock.withLock({ status.end() }) != nil { onCompletion(completion) }
    }

    /// Subscribes to `publisher`, then asks it for `demand`: an operator that attaches an
    /// upstream while its subscriber waits gives it the demand not served yet.
    ///
    /// ```swift
    /// link.subscribe(to: publisher, asking: outbox.outstandingDemand)
    /// ```
    func subscribe<P: Publisher>(to publisher: P, asking demand: Subscribers.Demand) where P.Output == Input, P.Failure == Failure {
        publisher.subscribe(self)
        if demand > 0 { request(demand) }
    }

    /// Asks the upstream for more (kept until it has subscribed).
    func request(_ demand: Subscribers.Demand) {
        let subscription: (any Subscription)? = lock.withLock {
            switch status {
            case .awaiting: early += demand; return nil
            case .subscribed(let subscription): return subscription
            case .terminal: return nil
            }
        }
        subscription?.request(demand)
    }

    func cancel() {
        lock.withLock { status.end() }?.cancel()
    }
}

/// What a combining operator does with an upstream link whatever its values' type: asks
/// for more, and cancels.
protocol UpstreamControl: AnyObject {
    /// Asks the upstream for more (kept until it has subscribed).
    func request(_ demand: Subscribers.Demand)
    /// Cancels the upstream's subscription.
    func cancel()
}

extension UpstreamLink: UpstreamControl {}
