extension Subscribers {
    /// A simple subscriber that assigns received elements to a property indicated by a
    /// key path — Combine's `Subscribers.Assign`.
    ///
    /// ```swift
    /// let assign = Subscribers.Assign(object: label, keyPath: \.text)
    /// textPublisher.subscribe(assign)
    /// ```
    ///
    /// It keeps the object until the subscription completes or is cancelled.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
        /// The failure type: an assigning subscriber cannot receive errors.
        public typealias Failure = Never

        private let lock = Lock()
        /// invariant: read and written only under `lock`; `nil` once completed or cancelled.
        private var root: Root?
        /// invariant: as `root`.
        private var status = SubscriptionStatus.awaiting

        /// The object that contains the property to assign, `nil` once the subscription
        /// is over.
        public var object: Root? { lock.withLock { root } }
        /// The key path that indicates the property to assign.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>

        /// Creates a subscriber to assign the value of a property indicated by a key path.
        ///
        /// ```swift
        /// Subscribers.Assign(object: model, keyPath: \.title)
        /// ```
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            root = object
            self.keyPath = keyPath
        }

        /// `\Root.property`'s description.
        public var description: String { "\(type(of: root as Any))" }

        /// Keeps the subscription and requests an unlimited number of values.
        ///
        /// ```swift
        /// publisher.subscribe(assign)   // calls this
        /// ```
        public func receive(subscription: any Subscription) {
            guard lock.withLock({ status.accept(subscription) }) else { return subscription.cancel() }
            subscription.request(.unlimited)
        }

        /// Assigns the value to the property.
        ///
        /// ```swift
        /// _ = assign.receive("title")
        /// ```
        public func receive(_ value: Input) -> Subscribers.Demand {
            guard let root = lock.withLock({ root }) else { return .none }
            root[keyPath: keyPath] = value
            return .none
        }

        /// Lets the object and the subscription go.
        ///
        /// ```swift
        /// assign.receive(completion: .finished)
        /// ```
        public func receive(completion: Subscribers.Completion<Never>) {
            lock.withLock {
                root = nil
                status = .terminal
            }
        }

        /// Cancels the subscription and lets the object go.
        ///
        /// ```swift
        /// assign.cancel()
        /// ```
        public func cancel() {
            let subscription: (any Subscription)? = lock.withLock {
                root = nil
                return status.end()
            }
            subscription?.cancel()
        }
    }
}

extension Publisher where Failure == Never {
    /// Assigns each element from a publisher to a property on an object — Combine's
    /// `assign(to:on:)`.
    ///
    /// ```swift
    /// Timer.publish(every: 1, on: .main, in: .common)
    ///     .autoconnect()
    ///     .assign(to: \.now, on: clock)
    ///     .store(in: &cancellables)
    /// ```
    ///
    /// The object is kept while the subscription lives (as in Combine: assigning to
    /// `self` and storing the cancellable in `self` is a cycle).
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}
