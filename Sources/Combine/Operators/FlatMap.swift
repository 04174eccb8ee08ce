extension Publishers {
    /// A publisher that transforms elements from an upstream publisher into a new
    /// publisher — Combine's `Publishers.FlatMap`.
    ///
    /// ```swift
    /// $query.flatMap { query in search(query) }.sink { results = $0 }
    /// ```
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        /// The kind of values published by this publisher: the new publishers'.
        public typealias Output = NewPublisher.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The maximum number of concurrent publisher subscriptions.
        public let maxPublishers: Subscribers.Demand
        /// A closure that takes an element as a parameter and returns a publisher that
        /// produces elements of that type.
        public let transform: (Upstream.Output) -> NewPublisher

        /// Creates a publisher that transforms elements from an upstream publisher into a
        /// new publisher.
        ///
        /// ```swift
        /// Publishers.FlatMap(upstream: ids, maxPublishers: .max(2)) { load($0) }
        /// ```
        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        /// Subscribes to the upstream; each of its elements becomes a publisher whose
        /// elements are published, at most ``maxPublishers`` at a time.
        ///
        /// ```swift
        /// ids.flatMap { load($0) }.subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where NewPublisher.Output == S.Input, Upstream.Failure == S.Failure {
            FlatMapCore<S, Upstream.Output, NewPublisher>(subscriber, maxPublishers: maxPublishers, transform: transform).start(upstream)
        }
    }

    /// A publisher that flattens nested publishers — Combine's `Publishers.SwitchToLatest`:
    /// it republishes the elements of the most recent publisher only.
    ///
    /// ```swift
    /// queries.map { search($0) }.switchToLatest().sink { show($0) }
    /// ```
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher where Upstream.Output == P, P.Failure == Upstream.Failure {
        /// The kind of values published by this publisher: the inner publishers'.
        public typealias Output = P.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = P.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that “flattens” nested publishers.
        ///
        /// ```swift
        /// Publishers.SwitchToLatest(upstream: searches)
        /// ```
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Subscribes to the upstream; each new inner publisher replaces (cancels) the
        /// previous one.
        ///
        /// ```swift
        /// searches.switchToLatest().subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where P.Output == S.Input, Upstream.Failure == S.Failure {
            FlatMapCore<S, P, P>(subscriber, maxPublishers: .unlimited, switchesToLatest: true) { $0 }.start(upstream)
        }
    }
}

/// The machinery of `flatMap` and `switchToLatest`: one link to the upstream, one link per
/// inner publisher, one ``Outbox`` for the subscriber. The stream finishes when the
/// upstream and every inner publisher finished, fails when any of them fails.
final class FlatMapCore<Downstream: Subscriber, Input, Inner: Publisher>: Subscription, CustomStringConvertible
where Inner.Output == Downstream.Input, Inner.Failure == Downstream.Failure {
    typealias InnerLink = UpstreamLink<Inner.Output, Inner.Failure>
    private let lock = Lock()
    /// invariant: the fields below are read and written only under `lock`. Emptied when
    /// the stream ends or is cancelled (breaking the links' references to this object).
    private var upstreamLink: UpstreamLink<Input, Downstream.Failure>?
    private var inners: [Int: InnerLink] = [:]
    private var nextInner = 0
    private var upstreamFinished = false
    private var isOver = false
    private let maxPublishers: Subscribers.Demand
    private let switchesToLatest: Bool
    private let transform: (Input) -> Inner
    private var outbox: Outbox<Downstream>!
    private let downstream: Downstream
    let description: String

    init(_ downstream: Downstream, maxPublishers: Subscribers.Demand, switchesToLatest: Bool = false,
         transform: @escaping (Input) -> Inner) {
        self.downstream = downstream
        self.maxPublishers = maxPublishers
        self.switchesToLatest = switchesToLatest
        self.transform = transform
        description = switchesToLatest ? "SwitchToLatest" : "FlatMap"
        outbox = Outbox(downstream, description: description) { [weak self] demand in
            guard let self else { return }
            for link in lock.withLock({ Array(inners.values) }) { link.request(demand) }
        }
    }

    func start<Upstream: Publisher>(_ upstream: Upstream) where Upstream.Output == Input, Upstream.Failure == Downstream.Failure {
        let link = UpstreamLink<Input, Downstream.Failure>(description: description, onValue: { [self] value in
            attachInner(transform(value))
            return .none
        }, onCompletion: { [self] completion in
            switch completion {
            case .finished:
                let done: Bool = lock.withLock {
                    upstreamFinished = true
                    return inners.isEmpty
                }
                if done { finish(.finished) }
            case .failure:
                finish(completion)
            }
        })
        lock.withLock { upstreamLink = link }
        downstream.receive(subscription: self)
        upstream.subscribe(link)
        link.request(switchesToLatest || maxPublishers == .unlimited ? .unlimited : maxPublishers)
    }

    private func attachInner(_ publisher: Inner) {
        let (id, replaced): (Int, InnerLink?) = lock.withLock {
            nextInner += 1
            let replaced = switchesToLatest ? inners.removeValue(forKey: nextInner - 1) : nil
            return (nextInner, replaced)
        }
        replaced?.cancel()
        let link = InnerLink(description: description, onValue: { [self] value in
            guard lock.withLock({ inners[id] != nil }) else { return .none }
            outbox.send(value)
            return .none
        }, onCompletion: { [self] completion in
            switch completion {
            case .finished:
                let (done, upstream): (Bool, UpstreamLink<Input, Downstream.Failure>?) = lock.withLock {
                    guard inners.removeValue(forKey: id) != nil else { return (false, nil) }
                    return (upstreamFinished && inners.isEmpty, upstreamLink)
                }
                if done {
                    finish(.finished)
                } else if !switchesToLatest, maxPublishers != .unlimited {
                    upstream?.request(.max(1))
                }
            case .failure:
                finish(completion)
            }
        })
        guard lock.withLock({ () -> Bool in
            guard !isOver else { return false }
            inners[id] = link
            return true
        }) else { return }
        link.subscribe(to: publisher, asking: outbox.outstandingDemand)
    }

    private func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        for link in end() { link.cancel() }
        outbox.complete(completion)
    }

    /// Forgets every link; returns them as cancellables.
    private func end() -> [any Cancellable] {
        lock.withLock {
            defer {
                isOver = true
                inners = [:]
                upstreamLink = nil
            }
            return inners.values.map { $0 as any Cancellable } + (upstreamLink.map { [$0] } ?? [])
        }
    }

    func request(_ demand: Subscribers.Demand) { outbox.request(demand) }

    func cancel() {
        outbox.cancel()
        for link in end() { link.cancel() }
    }
}

extension UpstreamLink: Cancellable {}

extension Publisher {
    /// Transforms all elements from an upstream publisher into a new publisher up to a
    /// maximum number of publishers you specify — Combine's `flatMap(maxPublishers:_:)`.
    ///
    /// ```swift
    /// public struct WeatherStation { public let stationID: String }
    /// var weatherPublisher = PassthroughSubject<WeatherStation, URLError>()
    /// cancellable = weatherPublisher.flatMap { station -> URLSession.DataTaskPublisher in
    ///         let url = URL(string:"https://weatherapi.example.com/stations/\(station.stationID)/observations/latest")!
    ///         return URLSession.shared.dataTaskPublisher(for: url)
    ///     }
    ///     .sink(receiveCompletion: { completion in /* … */ }, receiveValue: { value in /* … */ })
    /// ```
    ///
    /// The new publishers' elements are published as they come; with `maxPublishers`
    /// limited, the upstream is asked for a new element only when one of the publishers
    /// finished.
    public func flatMap<T, P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P) -> Publishers.FlatMap<P, Self>
    where T == P.Output, Failure == P.Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }

    /// Transforms all elements into publishers that cannot fail — Combine's
    /// `flatMap(maxPublishers:_:)` for inner publishers whose `Failure` is `Never`.
    ///
    /// ```swift
    /// download.flatMap { Just($0.count) }
    /// ```
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self>
    where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }
}

extension Publisher where Failure == Never {
    /// Transforms all elements of a publisher that cannot fail into publishers that can —
    /// Combine's `flatMap(maxPublishers:_:)` for an upstream whose `Failure` is `Never`.
    ///
    /// ```swift
    /// $query.flatMap { search($0) }   // search returns a publisher that can fail
    /// ```
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
        Publishers.FlatMap(upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
    }

    /// Transforms all elements into publishers, neither of which can fail — Combine's
    /// `flatMap(maxPublishers:_:)` when both `Failure`s are `Never`.
    ///
    /// ```swift
    /// $ids.flatMap { Just($0 * 2) }
    /// ```
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P) -> Publishers.FlatMap<P, Self>
    where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Republishes elements sent by the most recently received publisher — Combine's
    /// `switchToLatest()`.
    ///
    /// ```swift
    /// let subject = PassthroughSubject<Int, Never>()
    /// cancellable = subject
    ///     .setFailureType(to: URLError.self)
    ///     .map() { index -> URLSession.DataTaskPublisher in
    ///         let url = URL(string: "https://example.org/get?index=\(index)")!
    ///         return URLSession.shared.dataTaskPublisher(for: url)
    ///     }
    ///     .switchToLatest()
    ///     .sink(receiveCompletion: { _ in }, receiveValue: { _ in })
    /// ```
    ///
    /// When a new publisher arrives, the previous one is cancelled.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Failure == Never, Output: Publisher {
    /// Republishes elements sent by the most recently received publisher, for an upstream
    /// that cannot fail and inner publishers that can — Combine's `switchToLatest()`.
    ///
    /// ```swift
    /// $query.map { search($0) }.switchToLatest()
    /// ```
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
        Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
    }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
    /// Republishes elements sent by the most recently received publisher, when neither can
    /// fail — Combine's `switchToLatest()`.
    ///
    /// ```swift
    /// $tab.map { feed(for: $0) }.switchToLatest()
    /// ```
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
    /// Republishes elements sent by the most recently received publisher, for inner
    /// publishers that cannot fail — Combine's `switchToLatest()`.
    ///
    /// ```swift
    /// load.map { Just($0) }.switchToLatest()
    /// ```
    public func switchToLatest() -> Publishers.SwitchToLatest<Publishers.SetFailureType<Output, Failure>, Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>> {
        Publishers.SwitchToLatest(upstream: map { $0.setFailureType(to: Failure.self) })
    }
}
