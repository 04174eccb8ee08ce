extension Subscribers {
    /// A simple subscriber that requests an unlimited number of values upon subscription —
    /// Combine's `Subscribers.Sink`.
    ///
    /// ```swift
    /// let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { print($0) }, receiveValue: { print($0) })
    /// [1, 2].publisher.subscribe(sink)   // 1, 2, finished
    /// ```
    ///
    /// The closures run on the thread the publisher delivers on, before the publisher's
    /// call returns. After ``cancel()`` nothing more is received.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
        /// The closure to execute on receipt of a value.
        public let receiveValue: (Input) -> Void
        /// The closure to execute on completion.
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

        private let lock = Lock()
        /// invariant: read and written only under `lock`; leaves `.awaiting` once and
        /// ends `.terminal`, from which nothing returns.
        private var status = SubscriptionStatus.awaiting

        /// Initializes a sink with the provided closures.
        ///
        /// ```swift
        /// Subscribers.Sink<String, Error>(receiveCompletion: { print($0) }, receiveValue: { print($0) })
        /// ```
        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                    receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        /// `Sink`.
        public var description: String { "Sink" }

        /// Keeps the subscription and requests an unlimited number of values; a second
        /// subscription is cancelled.
        ///
        /// ```swift
        /// publisher.subscribe(sink)   // calls this
        /// ```
        public func receive(subscription: any Subscription) {
            guard lock.withLock({ status.accept(subscription) }) else { return subscription.cancel() }
            subscription.request(.unlimited)
        }

        /// Calls ``receiveValue`` with the value; asks for no more (it asked for all).
        ///
        /// ```swift
        /// _ = sink.receive(1)
        /// ```
        @inlinable
        public func receive(_ value: Input) -> Subscribers.Demand {
            receiveValue(value)
            return .none
        }

        /// Calls ``receiveCompletion`` once, and lets the subscription go.
        ///
        /// ```swift
        /// sink.receive(completion: .finished)
        /// ```
        public func receive(completion: Subscribers.Completion<Failure>) {
            let wasTerminal: Bool = lock.withLock {
                defer { status = .terminal }
                if case .terminal = status { return true }
                return false
            }
            guard !wasTerminal else { return }
            receiveCompletion(completion)
        }

        /// Cancels the subscription: nothing more is received.
        ///
        /// ```swift
        /// sink.cancel()
        /// ```
        public func cancel() {
            lock.withLock { status.end() }?.cancel()
        }
    }
}

extension Publisher {
    /// Attaches a subscriber with closure-based behavior — Combine's
    /// `sink(receiveCompletion:receiveValue:)`.
    ///
    /// ```swift
    /// let cancellable = [1, 2, 3].publisher
    ///     .sink(receiveCompletion: { print("completion: \($0)") },
    ///           receiveValue: { print("value: \($0)") })
    /// // value: 1, value: 2, value: 3, completion: finished
    /// ```
    ///
    /// The subscriber requests an unlimited number of values. Keep the returned
    /// ``AnyCancellable``: when it is released, the subscription is cancelled.
    @inlinable
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a publisher that never fails —
    /// Combine's `sink(receiveValue:)`.
    ///
    /// ```swift
    /// let cancellable = model.$query
    ///     .sink { print("query is \($0)") }
    /// ```
    ///
    /// The closure runs before the publisher's `send` returns.
    @inlinable
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
