/// The machinery of the operators that publish one value when upstream finishes
/// (`reduce`, `collect()`, `last`, `count`...): they ask upstream for everything at the
/// first downstream demand, accumulate, and deliver the result with `finished`.
class ReduceInner<Downstream: Subscriber, Input, UpstreamFailure: Error>: Subscriber, Subscription, CustomStringConvertible {
    typealias Failure = UpstreamFailure
    /// What a value does to the accumulation.
    enum Accumulation {
        /// Keep going.
        case proceed
        /// The result is known: finish now (and cancel upstream).
        case finish
        /// Fail now (and cancel upstream).
        case fail(Downstream.Failure)
    }

    let downstream: Downstream
    private let lock = Lock()
    /// invariant: the fields below are read and written only under `lock`.
    private var status = SubscriptionStatus.awaiting
    private var requestedUpstream = false
    private let convertFailure: (UpstreamFailure) -> Downstream.Failure
    let description: String

    init(_ downstream: Downstream, description: String, convertFailure: @escaping (UpstreamFailure) -> Downstream.Failure) {
        self.downstream = downstream
        self.description = description
        self.convertFailure = convertFailure
    }

    /// Adds a value; called serially.
    func accumulate(_ input: Input) -> Accumulation { .proceed }

    /// The value to publish when the stream ends normally, if any.
    func result() -> Downstream.Input? { nil }

    final func receive(subscription: any Subscription) {
        guard lock.withLock({ status.accept(subscription) }) else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    final func receive(_ input: Input) -> Subscribers.Demand {
        guard lock.withLock({ status.subscription != nil }) else { return .none }
        switch accumulate(input) {
        case .proceed:
            break
        case .finish:
            guard let upstream = end() else { break }
            upstream.cancel()
            deliverResult()
        case .fail(let error):
            guard let upstream = end() else { break }
            upstream.cancel()
            downstream.receive(completion: .failure(error))
        }
        return .none
    }

    final func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        guard end() != nil else { return }
        switch completion {
        case .finished: deliverResult()
        case .failure(let error): downstream.receive(completion: .failure(convertFailure(error)))
        }
    }

    private func deliverResult() {
        if let value = result() { _ = downstream.receive(value) }
        downstream.receive(completion: .finished)
    }

    /// Marks the stream over; the upstream subscription if it was live.
    private func end() -> (any Subscription)? {
        lock.withLock { status.end() }
    }

    final func request(_ demand: Subscribers.Demand) {
        let upstream: (any Subscription)? = lock.withLock {
            guard demand > 0, !requestedUpstream, let upstream = status.subscription else { return nil }
            requestedUpstream = true
            return upstream
        }
        upstream?.request(.unlimited)
    }

    final func cancel() {
        end()?.cancel()
    }
}
