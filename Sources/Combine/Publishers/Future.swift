/// A publisher that eventually produces a single value and then finishes or fails —
/// Combine's `Future`.
///
/// ```swift
/// func generateAsyncRandomNumberFromFuture() -> Future<Int, Never> {
///     Future { promise in
///         DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
///             promise(.success(Int.random(in: 1...10)))
///         }
///     }
/// }
///
/// cancellable = generateAsyncRandomNumberFromFuture()
///     .sink { number in print("Got random number \(number).") }
/// ```
///
/// The closure runs once, when the future is created, whoever subscribes. The result
/// goes to every subscriber, present and later, once it has demand; only the first call
/// of the promise counts.
/// Invariant (`@unchecked Sendable`): `result` and `waiting` are read and written only under
/// `lock`; the closure runs once, in `init`.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// A type that represents a closure to invoke in the future, when an element or error
    /// is available. It is `@Sendable`, so that the closure may call it from the work it
    /// starts (`DispatchQueue.main.asyncAfter { promise(...) }`) in Swift 6.
    public typealias Promise = @Sendable (Result<Output, Failure>) -> Void

    private let lock = Lock()
    /// invariant: read and written only under `lock`; set once.
    private var result: Result<Output, Failure>?
    /// invariant: read and written only under `lock`; emptied when `result` is set.
    private var waiting: [FutureConduit<Output, Failure>] = []

    /// Creates a publisher that invokes a promise closure when the publisher emits an
    /// element.
    ///
    /// ```swift
    /// let future = Future<Int, Never> { promise in promise(.success(42)) }
    /// ```
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] result in fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        let waiting: [FutureConduit<Output, Failure>]? = lock.withLock {
            guard self.result == nil else { return nil }
            self.result = result
            defer { self.waiting.removeAll() }
            return self.waiting
        }
        for conduit in waiting ?? [] { conduit.fulfill(result) }
    }

    /// Attaches the subscriber: it receives the result (now, or when the promise is
    /// called) at its first demand.
    ///
    /// ```swift
    /// future.subscribe(subscriber)
    /// ```
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        let conduit = FutureInner(subscriber)
        let result: Result<Output, Failure>? = lock.withLock {
            if self.result == nil { waiting.append(conduit) }
            return self.result
        }
        subscriber.receive(subscription: conduit)
        if let result { conduit.fulfill(result) }
    }
}

/// One subscriber's wait for a ``Future``.
class FutureConduit<Output, Failure: Error>: Subscription, CustomStringConvertible {
    func fulfill(_ result: Result<Output, Failure>) {}
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
    var description: String { "Future" }
}

final class FutureInner<Downstream: Subscriber>: FutureConduit<Downstream.Input, Downstream.Failure> {
    private let lock = Lock()
    /// invariant: the fields below are read and written only under `lock`; `downstream`
    /// is `nil` once the result went out or the subscription was cancelled.
    private var downstream: Downstream?
    private var result: Result<Downstream.Input, Downstream.Failure>?
    private var hasDemand = false

    init(_ downstream: Downstream) { self.downstream = downstream }

    override func fulfill(_ result: Result<Downstream.Input, Downstream.Failure>) {
        lock.lock()
        self.result = result
        if case .failure = result { hasDemand = true }
        deliverIfReady()
    }

    override func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.lock()
        hasDemand = true
        deliverIfReady()
    }

    /// Called under `lock`; releases it.
    private func deliverIfReady() {
        guard hasDemand, let result, let downstream else { return lock.unlock() }
        self.downstream = nil
        lock.unlock()
        switch result {
        case .success(let value):
            _ = downstream.receive(value)
            downstream.receive(completion: .finished)
        case .failure(let error):
            downstream.receive(completion: .failure(error))
        }
    }

    override func cancel() {
        lock.withLock { downstream = nil }
    }
}

extension Future where Failure == Never {
    /// The published value of the future, delivered asynchronously.
    ///
    /// ```swift
    /// let number = await generateAsyncRandomNumberFromFuture().value
    /// ```
    public var value: Output {
        get async {
            await withCheckedContinuation { (continuation: CheckedContinuation<UncheckedSendable<Output>, Never>) in
                subscribe(ResultSubscriber { result in
                    if case .success(let value) = result { continuation.resume(returning: UncheckedSendable(value)) }
                })
            }.value
        }
    }
}

extension Future {
    /// The published value of the future or an error, delivered asynchronously.
    ///
    /// ```swift
    /// let data = try await loadFuture.value
    /// ```
    public var value: Output {
        get async throws {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<UncheckedSendable<Output>, any Error>) in
                subscribe(ResultSubscriber { continuation.resume(with: $0.map(UncheckedSendable.init).mapError { $0 }) })
            }.value
        }
    }
}

/// A subscriber that wants one result: the first value, or the failure.
final class ResultSubscriber<Input, Failure: Error>: Subscriber {
    private let lock = Lock()
    /// invariant: read and cleared only under `lock`, so it is called once.
    private var handler: ((Result<Input, Failure>) -> Void)?

    init(_ handler: @escaping (Result<Input, Failure>) -> Void) { self.handler = handler }

    func receive(subscription: any Subscription) { subscription.request(.max(1)) }

    func receive(_ input: Input) -> Subscribers.Demand {
        take()?(.success(input))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        if case .failure(let error) = completion { take()?(.failure(error)) }
    }

    private func take() -> ((Result<Input, Failure>) -> Void)? {
        lock.withLock {
            defer { handler = nil }
            return handler
        }
    }
}
