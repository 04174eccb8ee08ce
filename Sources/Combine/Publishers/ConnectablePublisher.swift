/// A publisher that provides an explicit means of connecting and canceling publication —
/// Combine's `ConnectablePublisher`.
///
/// ```swift
/// let timer = Timer.publish(every: 1, on: .main, in: .common)
/// let cancellable = timer.sink { print($0) }   // nothing yet
/// let connection = timer.connect()             // now it ticks
/// ```
///
/// A connectable publisher emits nothing until ``connect()`` is called; ``autoconnect()``
/// connects it when the first subscriber subscribes.
public protocol ConnectablePublisher: Publisher {
    /// Connects to the publisher, allowing it to produce elements, and returns an
    /// instance with which to cancel publishing.
    ///
    /// ```swift
    /// let connection = multicast.connect()
    /// connection.cancel()   // stops publishing
    /// ```
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Automates the process of connecting or disconnecting from this connectable
    /// publisher — Combine's `autoconnect()`.
    ///
    /// ```swift
    /// let cancellable = Timer.publish(every: 1, on: .main, in: .default)
    ///     .autoconnect()
    ///     .sink { date in print("Date now: \(date)") }
    /// ```
    ///
    /// It connects when the first subscriber subscribes, and disconnects when the last
    /// one cancels.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

extension Publishers {
    /// A publisher that automatically connects to an upstream connectable publisher —
    /// Combine's `Publishers.Autoconnect`.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// ```
    ///
    /// It is a class: `onReceive` keeps its subscription while it is the same instance.
    /// Invariant (`@unchecked Sendable`): `upstream` is a `let`; `connection` and `subscribers`
    /// are read and written only under `lock`.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public final let upstream: Upstream

        private let lock = Lock()
        /// invariant: the fields below are read and written only under `lock`: the
        /// connection exists exactly while `subscribers > 0` (or a connection is being
        /// made for the first of them).
        private var connection: (any Cancellable)?
        private var subscribers = 0

        /// Creates a publisher that automatically connects to an upstream connectable
        /// publisher.
        ///
        /// ```swift
        /// Publishers.Autoconnect(upstream: timer)
        /// ```
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Subscribes to the upstream; the first subscriber connects it.
        ///
        /// ```swift
        /// timer.autoconnect().subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let isFirst: Bool = lock.withLock {
                subscribers += 1
                return subscribers == 1
            }
            upstream.subscribe(AutoconnectInner(subscriber, parent: self))
            if isFirst {
                let connection = upstream.connect()
                let keep: Bool = lock.withLock {
                    guard subscribers > 0, self.connection == nil else { return false }
                    self.connection = connection
                    return true
                }
                if !keep { connection.cancel() }
            }
        }

        /// A subscriber left: the last one disconnects.
        fileprivate func subscriberLeft() {
            let connection: (any Cancellable)? = lock.withLock {
                subscribers -= 1
                guard subscribers == 0 else { return nil }
                defer { self.connection = nil }
                return self.connection
            }
            connection?.cancel()
        }
    }
}

/// One subscriber of an ``Publishers/Autoconnect``: tells it when the subscriber leaves
/// (once: when its stream turns `.terminal`, by completion or cancellation).
private final class AutoconnectInner<Downstream: Subscriber, Upstream: ConnectablePublisher>: PassThroughInner<Downstream>
where Upstream.Output == Downstream.Input, Upstream.Failure == Downstream.Failure {
    private let parent: Publishers.Autoconnect<Upstream>

    init(_ downstream: Downstream, parent: Publishers.Autoconnect<Upstream>) {
        self.parent = parent
        super.init(downstream, description: "Autoconnect")
    }

    override func receive(completion: Subscribers.Completion<Failure>) {
        guard leave() != nil else { return }
        downstream.receive(completion: completion)
    }

    override func cancel() {
        leave()?.cancel()
    }

    /// Marks the subscription over and tells the parent; the upstream subscription if it
    /// was live.
    @discardableResult
    private func leave() -> (any Subscription)? {
        let upstream = lock.withLock { status.end() }
        if upstream != nil { parent.subscriberLeft() }
        return upstream
    }
}

extension Publishers {
    /// A publisher that uses a subject to deliver elements to multiple subscribers —
    /// Combine's `Publishers.Multicast`.
    ///
    /// ```swift
    /// let shared = load.multicast { PassthroughSubject<Data, Error>() }
    /// shared.sink { show($0) }; shared.sink { cache($0) }
    /// let connection = shared.connect()
    /// ```
    /// Invariant (`@unchecked Sendable`): `upstream` and `createSubject` are `let`s; the
    /// subject, made once, is read and written only under `lock`.
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher, @unchecked Sendable
    where Upstream.Failure == SubjectType.Failure, Upstream.Output == SubjectType.Output {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public final let upstream: Upstream
        /// A closure to create a new Subject each time a subscriber attaches to the
        /// multicast publisher.
        public final let createSubject: () -> SubjectType

        private let lock = Lock()
        /// invariant: read and written only under `lock`; made once, on first use.
        private var madeSubject: SubjectType?

        /// Creates a multicast publisher that applies a closure to create a subject that
        /// delivers elements to subscribers.
        ///
        /// ```swift
        /// Publishers.Multicast(upstream: load) { PassthroughSubject() }
        /// ```
        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        private var subject: SubjectType {
            lock.withLock {
                if let madeSubject { return madeSubject }
                let subject = createSubject()
                madeSubject = subject
                return subject
            }
        }

        /// Attaches the subscriber to the subject.
        ///
        /// ```swift
        /// shared.subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where SubjectType.Failure == S.Failure, SubjectType.Output == S.Input {
            subject.subscribe(subscriber)
        }

        /// Subscribes the subject to the upstream: publishing starts.
        ///
        /// ```swift
        /// let connection = shared.connect()
        /// ```
        public func connect() -> any Cancellable {
            upstream.subscribe(subject)
        }
    }

    /// A publisher that shares the output of an upstream publisher with multiple
    /// subscribers — Combine's `Publishers.Share`.
    ///
    /// ```swift
    /// let shared = expensiveWork.share()
    /// ```
    ///
    /// It is a class: subscribers of the same instance share one upstream subscription,
    /// made by the first of them and cancelled when the last one leaves.
    ///
    /// invariant (`@unchecked Sendable`): its properties are constants, and what it shares
    /// is guarded by the locks of its `Autoconnect` and subject.
    public final class Share<Upstream: Publisher>: Publisher, Equatable, @unchecked Sendable {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public final let upstream: Upstream
        private let inner: Autoconnect<Multicast<Upstream, PassthroughSubject<Upstream.Output, Upstream.Failure>>>

        /// Creates a publisher that shares the output of an upstream publisher with
        /// multiple subscribers.
        ///
        /// ```swift
        /// Publishers.Share(upstream: expensiveWork)
        /// ```
        public init(upstream: Upstream) {
            self.upstream = upstream
            inner = Multicast(upstream: upstream) { PassthroughSubject() }.autoconnect()
        }

        /// Attaches the subscriber; the first one subscribes the upstream.
        ///
        /// ```swift
        /// shared.subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            inner.subscribe(subscriber)
        }

        /// Whether both are the same instance.
        ///
        /// ```swift
        /// shared == shared   // true
        /// ```
        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }
}

extension Publisher {
    /// Shares the output of an upstream publisher with multiple subscribers — Combine's
    /// `share()`.
    ///
    /// ```swift
    /// let pub = (1...3).publisher
    ///     .delay(for: 1, scheduler: DispatchQueue.main)
    ///     .map( { _ in return Int.random(in: 0...100) } )
    ///     .print("Random")
    ///     .share()
    ///
    /// cancellable1 = pub
    ///     .sink { print ("Stream 1 received: \($0)")}
    /// cancellable2 = pub
    ///     .sink { print ("Stream 2 received: \($0)")}
    ///
    /// // Prints:
    /// // Random: receive value: (20)
    /// // Stream 1 received: 20
    /// // Stream 2 received: 20
    /// // ...
    /// ```
    public func share() -> Publishers.Share<Self> {
        Publishers.Share(upstream: self)
    }

    /// Applies a closure to create a subject that delivers elements to subscribers —
    /// Combine's `multicast(_:)`.
    ///
    /// ```swift
    /// let pub = ["First", "Second", "Third"].publisher
    ///     .map( { return ($0, Int.random(in: 0...100)) } )
    ///     .print("Random")
    ///     .multicast { PassthroughSubject<(String, Int), Never>() }
    ///
    /// cancellable1 = pub
    ///    .sink { print ("Stream 1 received: \($0)")}
    /// cancellable2 = pub
    ///    .sink { print ("Stream 2 received: \($0)")}
    /// pub.connect()
    /// ```
    public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
    where Failure == S.Failure, Output == S.Output {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }

    /// Provides a subject to deliver elements to multiple subscribers — Combine's
    /// `multicast(subject:)`.
    ///
    /// ```swift
    /// let pub = numbers.multicast(subject: PassthroughSubject<Int, Never>())
    /// ```
    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S> where Failure == S.Failure, Output == S.Output {
        Publishers.Multicast(upstream: self) { subject }
    }
}

extension Publishers {
    /// A publisher that provides explicit connectability to another publisher — Combine's
    /// `Publishers.MakeConnectable`.
    ///
    /// ```swift
    /// let connectable = events.makeConnectable()
    /// ```
    public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        private let inner: Multicast<Upstream, PassthroughSubject<Upstream.Output, Upstream.Failure>>

        /// Creates a connectable publisher, attached to the provided upstream publisher.
        ///
        /// ```swift
        /// Publishers.MakeConnectable(upstream: events)
        /// ```
        public init(upstream: Upstream) {
            inner = Multicast(upstream: upstream) { PassthroughSubject() }
        }

        /// Attaches the subscriber; nothing flows until ``connect()``.
        ///
        /// ```swift
        /// connectable.subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            inner.subscribe(subscriber)
        }

        /// Connects to the upstream: publishing starts.
        ///
        /// ```swift
        /// let connection = connectable.connect()
        /// ```
        public func connect() -> any Cancellable { inner.connect() }
    }
}

extension Publisher where Failure == Never {
    /// Creates a connectable wrapper around the publisher — Combine's `makeConnectable()`.
    ///
    /// ```swift
    /// let connectable = Just(1).makeConnectable()
    /// let cancellable = connectable.sink { print($0) }   // nothing yet
    /// let connection = connectable.connect()             // 1
    /// ```
    public func makeConnectable() -> Publishers.MakeConnectable<Self> {
        Publishers.MakeConnectable(upstream: self)
    }
}
