extension Publishers {
    /// A publisher that publishes a given sequence of elements — Combine's
    /// `Publishers.Sequence`.
    ///
    /// ```swift
    /// let cancellable = [1, 2, 3].publisher.sink { print($0) }   // 1, 2, 3
    /// ```
    ///
    /// It delivers the elements as the subscriber asks for them, then finishes.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Elements.Element

        /// The sequence of elements to publish.
        public let sequence: Elements

        /// Creates a publisher for a sequence of elements.
        ///
        /// ```swift
        /// Publishers.Sequence<[Int], Never>(sequence: [1, 2])
        /// ```
        public init(sequence: Elements) {
            self.sequence = sequence
        }

        /// Delivers the elements as the subscriber demands them, then finishes.
        ///
        /// ```swift
        /// [1, 2].publisher.subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Elements.Element == S.Input {
            var iterator = sequence.makeIterator()
            guard let first = iterator.next() else {
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: .finished)
                return
            }
            subscriber.receive(subscription: SequenceSubscription<S, Elements>(subscriber, sequence: sequence, first: first, rest: iterator))
        }
    }
}

extension Publishers.Sequence: Equatable where Elements: Equatable {}

/// The subscription of a ``Publishers/Sequence``: walks the sequence as demand comes,
/// one element at a time (a request made from inside `receive` adds to the loop's demand
/// instead of starting another loop).
final class SequenceSubscription<Downstream: Subscriber, Elements: Sequence>: Subscription, CustomStringConvertible
where Downstream.Input == Elements.Element {
    private let lock = Lock()
    /// invariant: the fields below are read and written only under `lock`. `downstream`
    /// is `nil` once finished or cancelled; only the thread that set `isDelivering`
    /// delivers, so the subscriber's calls are serial.
    private var downstream: Downstream?
    private var next: Elements.Element?
    private var iterator: Elements.Iterator
    private var demand = Subscribers.Demand.none
    private var isDelivering = false
    /// The sequence, for ``description`` (`print` shows it, as Combine's does).
    private let sequence: Elements

    init(_ downstream: Downstream, sequence: Elements, first: Elements.Element, rest: Elements.Iterator) {
        self.downstream = downstream
        self.sequence = sequence
        next = first
        iterator = rest
    }

    var description: String { "\(sequence)" }

    func request(_ more: Subscribers.Demand) {
        lock.lock()
        guard downstream != nil else { return lock.unlock() }
        demand += more
        guard !isDelivering else { return lock.unlock() }
        isDelivering = true
        while let downstream, demand > 0 {
            guard let element = next else {
                self.downstream = nil
                lock.unlock()
                downstream.receive(completion: .finished)
                return
            }
            demand.consumeOne()
            next = iterator.next()
            lock.unlock()
            let additional = downstream.receive(element)
            lock.lock()
            demand += additional
        }
        if let downstream, next == nil {
            // Every element went out: finish without waiting for more demand.
            self.downstream = nil
            lock.unlock()
            downstream.receive(completion: .finished)
            return
        }
        isDelivering = false
        lock.unlock()
    }

    func cancel() {
        lock.withLock { downstream = nil }
    }
}

extension Sequence {
    /// A publisher of the elements of this sequence — Combine's `Sequence.publisher`.
    ///
    /// ```swift
    /// let cancellable = ["a", "b"].publisher.sink { print($0) }   // a, b
    /// ```
    public var publisher: Publishers.Sequence<Self, Never> {
        Publishers.Sequence(sequence: self)
    }
}
