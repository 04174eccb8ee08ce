/// A publisher that exposes a method for outside callers to publish elements — Combine's
/// `Subject`.
///
/// ```swift
/// let subject = PassthroughSubject<String, Never>()
/// let cancellable = subject.sink { print($0) }
/// subject.send("hello")        // prints "hello" before `send` returns
/// ```
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscriber.
    ///
    /// ```swift
    /// subject.send(1)
    /// ```
    func send(_ value: Output)

    /// Sends a completion signal to the subscriber.
    ///
    /// ```swift
    /// subject.send(completion: .finished)
    /// ```
    func send(completion: Subscribers.Completion<Failure>)

    /// Provides this subject with a subscription (when it subscribes to a publisher).
    ///
    /// ```swift
    /// publisher.subscribe(subject)   // calls send(subscription:)
    /// ```
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends a void value to the subscriber.
    ///
    /// ```swift
    /// let refresh = PassthroughSubject<Void, Never>()
    /// refresh.send()
    /// ```
    public func send() { send(()) }
}

extension Publisher {
    /// Attaches the specified subject to this publisher: the subject republishes what
    /// this publisher publishes.
    ///
    /// ```swift
    /// let relay = PassthroughSubject<Int, Never>()
    /// let cancellable = [1, 2].publisher.subscribe(relay)
    /// ```
    ///
    /// - Returns: A cancellable instance, to end the subscription.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where Output == S.Output, Failure == S.Failure {
        let subscriber = SubjectSubscriber(subject)
        subscribe(subscriber)
        return AnyCancellable(subscriber)
    }
}

/// The subscriber that feeds a subject (``Publisher/subscribe(_:)-3fk20``).
final class SubjectSubscriber<Downstream: Subject>: Subscriber, Cancellable, CustomStringConvertible {
    typealias Input = Downstream.Output
    typealias Failure = Downstream.Failure

    private let lock = Lock()
    /// invariant: read and written only under `lock`; `nil` once cancelled or completed,
    /// so events after either reach nobody.
    private var subject: Downstream?
    /// invariant: as `subject`.
    private var upstream: (any Subscription)?

    init(_ subject: Downstream) { self.subject = subject }

    var description: String { "Subject" }

    func receive(subscription: any Subscription) {
        lock.lock()
        guard upstream == nil, let subject else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstream = subscription
        lock.unlock()
        subject.send(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let subject = lock.withLock({ subject }) else { return .none }
        subject.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let subject: Downstream? = lock.withLock {
            defer { self.subject = nil; upstream = nil }
            return self.subject
        }
        subject?.send(completion: completion)
    }

    func cancel() {
        let upstream: (any Subscription)? = lock.withLock {
            defer { self.upstream = nil; subject = nil }
            return self.upstream
        }
        upstream?.cancel()
    }
}

extension SubjectSubscriber: Subscription {
    func request(_ demand: Subscribers.Demand) {
        lock.withLock { upstream }?.request(demand)
    }
}
