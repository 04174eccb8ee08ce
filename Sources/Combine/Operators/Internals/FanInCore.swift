/// The machinery of the operators that feed one subscriber from several upstreams at once
/// (`merge`, `combineLatest`, `zip`): one ``UpstreamLink`` per upstream, by its place,
/// each given the demand the subscriber has not been served yet, and one ``Outbox`` that
/// delivers to the subscriber one value at a time.
///
/// A subclass says what an upstream's value does (``receive(_:at:)``) and what an
/// upstream's finishing does (``upstreamFinished(at:)``), and sends with ``send(_:)`` and
/// ``finish()``. An upstream's failure fails the stream at once, cancelling the others, as
/// in Combine.
///
/// ```swift
/// MergeCore(subscriber, count: 2).start { core in
///     core.attach(a, at: 0)
///     core.attach(b, at: 1)
/// }
/// ```
class FanInCore<Downstream: Subscriber, Value>: Subscription, CustomStringConvertible {
    typealias Link = UpstreamLink<Value, Downstream.Failure>

    /// Guards the links and the subclasses' state; never held while calling out.
    let lock = Lock()
    /// invariant: read and written only under `lock`; emptied when the stream ends or is
    /// cancelled, which breaks the links' references back to this object.
    private var links: [Link?]
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
    final func start(_ attachAll: (FanInCore) -> Void) {
        downstream.receive(subscription: self)
        attachAll(self)
        if count == 0 { outbox.complete(.finished) }
    }

    /// Subscribes to `publisher`, the upstream at `index` (through ``attach(_:at:)``).
    fileprivate final func link<P: Publisher>(_ publisher: P, at index: Int) where P.Output == Value, P.Failure == Downstream.Failure {
        let link = Link(description: description, onValue: { [self] value in
            receive(value, at: index)
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

    /// What a value of the upstream at `index` does; called serially for each upstream.
    func receive(_ value: Value, at index: Int) {}

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
    private func end() -> [Link] {
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

extension FanInCore {
    /// Subscribes to `publisher`, the upstream at `index`.
    func attach<P: Publisher>(_ publisher: P, at index: Int) where P.Output == Value, P.Failure == Downstream.Failure {
        link(publisher, at: index)
    }
}

extension FanInCore where Value == Any {
    /// Subscribes to `publisher`, the upstream at `index`, its values kept as `Any`
    /// (`combineLatest` and `zip`, whose upstreams' outputs differ).
    func attach<P: Publisher>(_ publisher: P, at index: Int) where P.Failure == Downstream.Failure {
        link(publisher.map { $0 as Any }, at: index)
    }
}
