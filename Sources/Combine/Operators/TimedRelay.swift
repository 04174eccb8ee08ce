import VirtualTime

/// The machinery of the time operators (`debounce`, `throttle`): a task on the main actor
/// consumes the base publisher from the moment of subscription and hands the elements it
/// lets through to the subscriber's iterator when their time comes, measured on the
/// clock of the host that subscribed (``VirtualClock/current``), or in real time.
@MainActor
final class TimedRelay<Base: AsyncSequence> {
    typealias Element = Base.Element
    /// What the relay lets through.
    enum Policy {
        /// The last element of a burst, `interval` after the burst ends.
        case debounce(Duration)
        /// At most one element per `interval`: the first at once, then the first or the
        /// latest of each interval at its end.
        case throttle(Duration, latest: Bool)
    }

    private let output = PassthroughSubject<Unchecked<Element>, Base.Failure>()
    private let policy: Policy
    private var pump: Task<Void, Never>?
    private var timer: Task<Void, Never>?
    /// The element waiting for its time.
    private var pending: Element?
    /// Whether a throttle interval is running.
    private var isThrottling = false

    /// Subscribes to `base` now; the pump starts consuming it.
    nonisolated static func subscribe(to base: Base, policy: Policy) -> Subscription {
        let iterator = Unchecked(value: base.makeAsyncIterator())
        return MainActor.assumeIsolated {
            let relay = TimedRelay(policy: policy)
            let output = relay.output.makeAsyncIterator()
            relay.start(iterator)
            return Subscription(relay: relay, output: output)
        }
    }

    private init(policy: Policy) { self.policy = policy }

    private func start(_ iterator: Unchecked<Base.AsyncIterator>) {
        pump = Task { @MainActor [weak self] in
            var iterator = iterator.value
            do throws(Base.Failure) {
                while let element = try await iterator.next(isolation: MainActor.shared) {
                    guard let self, !Task.isCancelled else { return }
                    self.receive(element)
                }
                self?.finish(.finished)
            } catch {
                self?.finish(.failure(error))
            }
        }
    }

    private func receive(_ element: Element) {
        switch policy {
        case .debounce(let interval):
            pending = element
            restartTimer(after: interval) { $0.flush() }
        case .throttle(let interval, let latest):
            if !isThrottling {
                output.send(Unchecked(value: element))
                isThrottling = true
                restartTimer(after: interval) { $0.endThrottleInterval(interval) }
            } else if latest || pending == nil {
                pending = element
            }
        }
    }

    private func endThrottleInterval(_ interval: Duration) {
        guard pending != nil else { isThrottling = false; return }
        flush()
        restartTimer(after: interval) { $0.endThrottleInterval(interval) }
    }

    private func flush() {
        guard let element = pending else { return }
        pending = nil
        output.send(Unchecked(value: element))
    }

    private func restartTimer(after interval: Duration, _ action: @escaping @MainActor (TimedRelay) -> Void) {
        timer?.cancel()
        timer = Task { @MainActor [weak self] in
            do { try await Task.sleep(for: interval) } catch { return }
            guard let self, !Task.isCancelled else { return }
            action(self)
        }
    }

    private func finish(_ completion: PassthroughSubject<Unchecked<Element>, Base.Failure>.Completion) {
        timer?.cancel()
        flush()
        output.send(completion: completion)
    }

    /// Stops consuming the base: the subscriber went away.
    fileprivate func cancel() {
        pump?.cancel()
        timer?.cancel()
    }

    /// What a subscriber holds: the relay's output, and the relay while it is held.
    struct Subscription: @unchecked Sendable {
        let relay: TimedRelay
        var output: PassthroughSubject<Unchecked<Element>, Base.Failure>.Iterator
        let token: CancelToken

        init(relay: TimedRelay, output: PassthroughSubject<Unchecked<Element>, Base.Failure>.Iterator) {
            self.relay = relay
            self.output = output
            token = CancelToken { relay.cancel() }
        }

        mutating func next(isolation actor: isolated (any Actor)?) async throws(Base.Failure) -> Element? {
            try await output.next(isolation: actor)?.value
        }
    }
}

/// Runs its action when the last copy of the iterator holding it goes away.
final class CancelToken: @unchecked Sendable {
    private let action: @MainActor () -> Void
    init(_ action: @escaping @MainActor () -> Void) { self.action = action }
    deinit {
        let action = action
        Task { @MainActor in action() }
    }
}
