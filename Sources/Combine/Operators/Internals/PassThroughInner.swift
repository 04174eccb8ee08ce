/// The subscriber and subscription of an operator that lets everything through and acts
/// only around it (`subscribe(on:)`, which moves demand and cancellation onto its
/// scheduler; the subscribers of `autoconnect()`, which tell it when they leave): while
/// the stream is live, values and the completion go down to the subscriber, demand and
/// cancellation go up. A subclass overrides what it does differently.
class PassThroughInner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    let downstream: Downstream
    let description: String
    /// Guards ``status``; never held while calling out.
    let lock = Lock()
    /// invariant: read and written only under `lock`.
    var status = SubscriptionStatus.awaiting

    init(_ downstream: Downstream, description: String) {
        self.downstream = downstream
        self.description = description
    }

    final func receive(subscription: any Subscription) {
        guard lock.withLock({ status.accept(subscription) }) else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    final func receive(_ input: Input) -> Subscribers.Demand {
        guard lock.withLock({ status.subscription != nil }) else { return .none }
        return downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard lock.withLock({ status.complete() }) else { return }
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { status.subscription }?.request(demand)
    }

    func cancel() {
        lock.withLock { status.end() }?.cancel()
    }
}
