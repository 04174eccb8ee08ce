/// The machinery of `drop(untilOutputFrom:)` and `prefix(untilOutputFrom:)`: one
/// subscription fed by an upstream (through an ``UpstreamLink``) and gated by the first
/// value of another publisher, the trigger (through another link, asked for one value).
///
/// The subscriber gets its subscription first, then the trigger is subscribed to, then the
/// upstream (its demand, asked for meanwhile, is passed on), so a trigger that fires at
/// once (a `Just`) acts before the upstream's first value.
///
/// ```swift
/// TriggerCore(subscriber, gate: .opens, description: "DropUntilOutput", triggerCompletion: { $0 })
///     .start(upstream: upstream, trigger: other)
/// ```
final class TriggerCore<Downstream: Subscriber, TriggerOutput, TriggerFailure: Error>: Subscription, CustomStringConvertible {
    /// What the trigger's first value does.
    enum Gate {
        /// The upstream's values pass from then on; until then they are dropped, and the
        /// demand they used is spent (`drop(untilOutputFrom:)`).
        case opens
        /// The stream finishes (`prefix(untilOutputFrom:)`).
        case closes
    }

    private typealias MainLink = UpstreamLink<Downstream.Input, Downstream.Failure>
    private typealias TriggerLink = UpstreamLink<TriggerOutput, TriggerFailure>

    private let lock = Lock()
    /// Serializes the calls to the subscriber, which the upstream and the trigger may make
    /// from different threads; recursive, so that a subscriber that makes the trigger fire
    /// from inside its own `receive` is served at once.
    private let downstreamLock = RecursiveLock()
    /// invariant: the fields below are read and written only under `lock`. `downstream` is
    /// `nil` once the stream ended or was cancelled, and then so are the links, which
    /// breaks their references back to this object.
    private var downstream: Downstream?
    private var main: MainLink?
    private var trigger: TriggerLink?
    private var pendingDemand = Subscribers.Demand.none
    private var triggered = false
    private let gate: Gate
    /// How the trigger's completion before its first value ends the stream; `nil` if it
    /// does not (the stream goes on without a trigger).
    private let triggerCompletion: (Subscribers.Completion<TriggerFailure>) -> Subscribers.Completion<Downstream.Failure>?
    let description: String

    init(_ downstream: Downstream, gate: Gate, description: String,
         triggerCompletion: @escaping (Subscribers.Completion<TriggerFailure>) -> Subscribers.Completion<Downstream.Failure>?) {
        self.downstream = downstream
        self.gate = gate
        self.description = description
        self.triggerCompletion = triggerCompletion
    }

    /// Subscribes the subscriber, then to `trigger` (asking for one value), then to
    /// `upstream`.
    func start<Upstream: Publisher, Trigger: Publisher>(upstream: Upstream, trigger: Trigger)
    where Upstream.Output == Downstream.Input, Upstream.Failure == Downstream.Failure,
          Trigger.Output == TriggerOutput, Trigger.Failure == TriggerFailure {
        guard let downstream = lock.withLock({ downstream }) else { return }
        downstream.receive(subscription: self)

        let triggerLink = TriggerLink(description: description, onValue: { [self] _ in
            triggerFired()
            return .none
        }, onCompletion: { [self] completion in
            triggerEnded(completion)
        })
        guard lock.withLock({ () -> Bool in
            guard self.downstream != nil else { return false }
            self.trigger = triggerLink
            return true
        }) else { return }
        triggerLink.subscribe(to: trigger, asking: .max(1))

        let mainLink = MainLink(description: description, onValue: { [self] value in
            receive(value)
        }, onCompletion: { [self] completion in
            end(with: completion)
        })
        let demand: Subscribers.Demand? = lock.withLock {
            guard self.downstream != nil else { return nil }
            main = mainLink
            defer { pendingDemand = .none }
            return pendingDemand
        }
        guard let demand else { return }
        mainLink.subscribe(to: upstream, asking: demand)
    }

    private func receive(_ value: Downstream.Input) -> Subscribers.Demand {
        downstreamLock.withLock {
            let downstream: Downstream? = lock.withLock {
                let dropping = gate == .opens && !triggered
                return dropping ? nil : self.downstream
            }
            return downstream?.receive(value) ?? .none
        }
    }

    private func triggerFired() {
        switch gate {
        case .opens:
            let link: TriggerLink? = lock.withLock {
                triggered = true
                defer { trigger = nil }
                return trigger
            }
            link?.cancel()
        case .closes:
            end(with: .finished)
        }
    }

    private func triggerEnded(_ completion: Subscribers.Completion<TriggerFailure>) {
        let ends: Bool = lock.withLock {
            trigger = nil
            return !triggered
        }
        guard ends, let completion = triggerCompletion(completion) else { return }
        end(with: completion)
    }

    /// Ends the stream: both links are cancelled, and the subscriber completes.
    private func end(with completion: Subscribers.Completion<Downstream.Failure>) {
        let links = takeAll()
        links.main?.cancel()
        links.trigger?.cancel()
        downstreamLock.withLock { links.downstream?.receive(completion: completion) }
    }

    private func takeAll() -> (downstream: Downstream?, main: MainLink?, trigger: TriggerLink?) {
        lock.withLock {
            defer {
                downstream = nil
                main = nil
                trigger = nil
            }
            return (downstream, main, trigger)
        }
    }

    func request(_ demand: Subscribers.Demand) {
        let main: MainLink? = lock.withLock {
            guard downstream != nil else { return nil }
            if self.main == nil { pendingDemand += demand }
            return self.main
        }
        main?.request(demand)
    }

    func cancel() {
        let links = takeAll()
        links.main?.cancel()
        links.trigger?.cancel()
    }
}
