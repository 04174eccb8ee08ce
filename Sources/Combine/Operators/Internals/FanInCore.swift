/// The machinery of the operators that feed one subscriber from several upstreams at once
/// (`merge`, `combineLatest`, `zip`): one ``UpstreamLink`` per upstream, by its place,
/// each given the demand the subscriber has not been served yet, and one ``Outbox`` that
/// delivers to the subscriber one value at a time.
///
/// A subclass attaches each upstream with what its values do (``link(_:at:onValue:)``;
/// the upstreams' outputs may differ), says what an upstream's finishing does
/// (``upstreamFinished(at:)``), and sends with ``send(_:)`` and ``finish()``. An
/// upstream's failure fails the stream at once, cancelling the others, as in Combine.
///
/// ```swift
/// let core = MergeCore(subscriber, count: 2)
/// core.start {
///     core.attach(a, at: 0)
///     core.attach(b, at: 1)
/// }
/// ```
class FanInCore<Downstream: Subscriber>: Subscription, CustomStringConvertible {
    /// Guards the links and the subclasses' state; never held while calling out.
    let lock = Lock()
    /// invariant: read and written only under `lock`; emptied when the stream ends or is
    /// cancelled, which breaks the links' references back to this object.
    private var links: [(any UpstreamControl)?]
    private var outbox: Outbox<Downstream>!
    private let downstream: Downstream
    /// The number of upstreams.
    let count: Int
    let description: String

    init(_ downstream: Downstream, count: Int, description: String) {
        self.downstream = downstream
        self.count = count
        self.description = description
        links = Array(repeating: nil, count: count)
        outbox = Outbox(downstream, description: description) { [weak self] demand in
            guard let self else { return }
            for link in lock.withLock({ links }) { link?.request(demand) }
        }
    }

    /// Subscribes the downstream, then the upstreams (`attachAll` attaches each), in
    /// order; with no upstream at all, the stream finishes at once.
    final func start(_ attachAll: () -> Void) {
        downstream.receive(subscription: self)
        attachAll()
        if count == 0 { outbox.complete(.finished) }
    }

    /// Subscribes to `publisher`, the upstream at `index`; `onValue` is what each of its
    /// values does (called serially for each upstream).
    final func link<P: Publisher>(_ publisher: P, at index: Int, onValue: @escaping (P.Output) -> Void)
    where P.Failure == Downstream.Failure {
        let link = UpstreamLink<P.Output, Downstream.Failure>(description: description, onValue: { value in
            onValue(value)
            return .none
        }, onCompletion: { [self] completion in
            switch completion {
            case .finished:
                upstreamFinished(at: index)
            case .failure:
                for link in end() { link.cancel() }
                outbox.complete(completion)
            }
        })
        guard lock.withLock({ () -> Bool in
            guard index < links.count else { return false }
            links[index] = link
            return true
        }) else { return }
        link.subscribe(to: publisher, asking: outbox.outstandingDemand)
    }

    /// What the upstream at `index` finishing does.
    func upstreamFinished(at index: Int) {}

    /// Sends `output` to the subscriber (now, or when it has demand).
    final func send(_ output: Downstream.Input) {
        outbox.send(output)
    }

    /// Finishes the stream: the upstreams left are cancelled, and the subscriber finishes
    /// after the values it has not taken yet.
    final func finish() {
        for link in end() { link.cancel() }
        outbox.complete(.finished)
    }

    /// Forgets the links; returns them.
    private func end() -> [any UpstreamControl] {
        lock.withLock {
            defer { links = [] }
            return links.compactMap { $0 }
        }
    }

    final func request(_ demand: Subscribers.Demand) { outbox.request(demand) }

    final func cancel() {
        outbox.cancel()
        for link in end() { link.cancel() }
    }
}
