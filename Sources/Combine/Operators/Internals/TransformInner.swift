/// What an operator does with one upstream value (``TransformInner/step(_:)``).
enum Step<Output, Failure: Error> {
    /// Send this value downstream.
    case emit(Output)
    /// Send nothing, and ask upstream for one more value in its place.
    case skip
    /// Send this value, then finish (and cancel upstream).
    case emitAndFinish(Output)
    /// Finish now (and cancel upstream).
    case finish
    /// Fail with this error (and cancel upstream).
    case fail(Failure)
}

/// The machinery of the operators that turn each upstream value into at most one
/// downstream value and may end the stream early (`tryMap`, `first`, `prefix`,
/// `output(at:)`...): the subclass says what each value does (``step(_:)``); this class
/// keeps the upstream subscription, passes demand and cancellation up, and cancels
/// upstream when the operator ends the stream itself.
class TransformInner<Downstream: Subscriber, Input, UpstreamFailure: Error>: Subscriber, Subscription, CustomStringConvertible {
    typealias Output = Downstream.Input
    typealias Failure = UpstreamFailure

    let downstream: Downstream
    private let lock = Lock()
    /// invariant: read and written only under `lock`; once `.terminal` nothing more goes
    /// downstream.
    private var status = SubscriptionStatus.awaiting
    private let convertFailure: (UpstreamFailure) -> Downstream.Failure
    let description: String

    init(_ downstream: Downstream, description: String, convertFailure: @escaping (UpstreamFailure) -> Downstream.Failure) {
        self.downstream = downstream
        self.description = description
        self.convertFailure = convertFailure
    }

    /// What the value does; called serially, so subclasses keep their state in plain
    /// properties.
    func step(_ input: Input) -> Step<Output, Downstream.Failure> { .skip }

    /// The value to send before `finished` when upstream finishes (`last`...), if any.
    func valueAtFinish() -> Output? { nil }

    final func receive(subscription: any Subscription) {
        guard lock.withLock({ status.accept(subscription) }) else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    final func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard case .subscribed = status else {
            lock.unlock()
            return .none
        }
        lock.unlock()
        switch step(input) {
        case .emit(let output):
            return downstream.receive(output)
        case .skip:
            return .max(1)
        case .emitAndFinish(let output):
            guard end() else { return .none }
            _ = downstream.receive(output)
            downstream.receive(completion: .finished)
        case .finish:
            guard end() else { return .none }
            downstream.receive(completion: .finished)
        case .fail(let error):
            guard end() else { return .none }
            downstream.receive(completion: .failure(error))
        }
        return .none
    }

    final func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        guard lock.withLock({ status.complete() }) else { return }
        switch completion {
        case .finished:
            if let value = valueAtFinish() { _ = downstream.receive(value) }
            downstream.receive(completion: .finished)
        case .failure(let error):
            downstream.receive(completion: .failure(convertFailure(error)))
        }
    }

    /// Ends the stream from inside: cancels upstream; `false` if it was over already.
    private func end() -> Bool {
        guard let upstream = lock.withLock({ status.end() }) else { return false }
        upstream.cancel()
        return true
    }

    final func request(_ demand: Subscribers.Demand) {
        lock.withLock { status.subscription }?.request(demand)
    }

    final func cancel() {
        lock.withLock { status.end() }?.cancel()
    }
}
