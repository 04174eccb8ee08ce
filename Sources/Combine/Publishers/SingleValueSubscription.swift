/// The subscription of a publisher that has at most one value, known when it is
/// subscribed to (``Just``, ``Optional/Publisher``, ``Result/Publisher``, a fulfilled
/// ``Future``): the value goes out at the first demand, followed by `finished`.
final class SingleValueSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible {
    private let lock = Lock()
    /// invariant: read and written only under `lock`; `nil` once delivered or cancelled.
    private var pending: (downstream: Downstream, value: Downstream.Input)?
    let description: String

    private init(_ downstream: Downstream, _ value: Downstream.Input, description: String) {
        pending = (downstream, value)
        self.description = description
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0, let (downstream, value) = lock.withLock({ () -> (Downstream, Downstream.Input)? in
            defer { pending = nil }
            return pending
        }) else { return }
        _ = downstream.receive(value)
        downstream.receive(completion: .finished)
    }

    func cancel() {
        lock.withLock { pending = nil }
    }

    /// Subscribes `downstream` to `result`: a value is delivered at the first demand, no
    /// value finishes at once, a failure fails at once.
    static func subscribe(_ downstream: Downstream,
                          to result: Result<Downstream.Input?, Downstream.Failure>,
                          description: String) {
        switch result {
        case .success(let value?):
            downstream.receive(subscription: SingleValueSubscription(downstream, value, description: description))
        case .success(nil):
            downstream.receive(subscription: Subscriptions.empty)
            downstream.receive(completion: .finished)
        case .failure(let error):
            downstream.receive(subscription: Subscriptions.empty)
            downstream.receive(completion: .failure(error))
        }
    }
}
