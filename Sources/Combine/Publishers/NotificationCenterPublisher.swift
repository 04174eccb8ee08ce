import Foundation

extension NotificationCenter {
    /// Returns a publisher that emits events when broadcasting notifications — Combine's
    /// `NotificationCenter.publisher(for:object:)`.
    ///
    /// ```swift
    /// Text("…")
    ///     .onReceive(NotificationCenter.default.publisher(for: .refreshRequested)) { _ in reload() }
    /// ```
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// A publisher that emits elements when broadcasting notifications — Combine's
    /// `NotificationCenter.Publisher`.
    ///
    /// ```swift
    /// let saves = NotificationCenter.default.publisher(for: .didSave).sink { print($0.name) }
    /// ```
    ///
    /// A subscription observes the center from its first demand until it is cancelled;
    /// each notification is delivered on the posting thread, before `post` returns.
    ///
    /// invariant (`@unchecked Sendable`): its properties are constants; `object` is only
    /// handed to the notification center, which compares it by identity.
    public struct Publisher: Combine.Publisher, @unchecked Sendable {
        /// The kind of values published by this publisher: notifications.
        public typealias Output = Notification
        /// The publisher cannot fail.
        public typealias Failure = Never

        /// The notification center this publisher uses as a source.
        public let center: NotificationCenter
        /// The name of notifications published by this publisher.
        public let name: Notification.Name
        /// The object posting the named notification (`nil` for any).
        public let object: AnyObject?

        /// Creates a publisher that emits events when broadcasting notifications.
        ///
        /// ```swift
        /// NotificationCenter.Publisher(center: .default, name: .didSave, object: nil)
        /// ```
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Attaches the subscriber: it observes the center from its first demand.
        ///
        /// ```swift
        /// NotificationCenter.default.publisher(for: .didSave).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            subscriber.receive(subscription: NotificationSubscription(subscriber, center: center, name: name, object: object))
        }
    }
}

extension NotificationCenter.Publisher: Equatable {
    /// Whether both observe the same center, name and object.
    ///
    /// ```swift
    /// center.publisher(for: .a) == center.publisher(for: .a)   // true
    /// ```
    public static func == (lhs: NotificationCenter.Publisher, rhs: NotificationCenter.Publisher) -> Bool {
        lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
    }
}

/// The subscription of a ``NotificationCenter/Publisher``.
/// Invariant (`@unchecked Sendable`): `center`, `name` and `observesAnyObject` are set in
/// `init`, `object` is weak (its loads are atomic); the other fields are read and written only
/// under `lock`, and the calls to the downstream are serialized by `downstreamLock`.
private final class NotificationSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible, @unchecked Sendable
where Downstream.Input == Notification, Downstream.Failure == Never {
    private let lock = Lock()
    private let downstreamLock = RecursiveLock()
    private let center: NotificationCenter
    private let name: Notification.Name
    private weak var object: AnyObject?
    private let observesAnyObject: Bool
    /// invariant: the fields below are read and written only under `lock`; `downstream`
    /// is `nil` once cancelled, and the observer is removed then.
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var observer: (any NSObjectProtocol)?

    init(_ downstream: Downstream, center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
        self.downstream = downstream
        self.center = center
        self.name = name
        self.object = object
        observesAnyObject = object == nil
    }

    var description: String { "NotificationCenter Observer" }

    func request(_ more: Subscribers.Demand) {
        let observe: Bool = lock.withLock {
            guard downstream != nil else { return false }
            demand += more
            return observer == nil
        }
        guard observe else { return }
        let object = observesAnyObject ? nil : self.object
        let handler = UncheckedSendable<(Notification) -> Void>({ [weak self] notification in self?.deliver(notification) })
        let token = center.addObserver(forName: name, object: object, queue: nil) { handler.value($0) }
        let keep: Bool = lock.withLock {
            guard downstream != nil, observer == nil else { return false }
            observer = token
            return true
        }
        if !keep { center.removeObserver(token) }
    }

    private func deliver(_ notification: Notification) {
        lock.lock()
        guard let downstream, demand > 0 else { return lock.unlock() }
        demand.consumeOne()
        lock.unlock()
        downstreamLock.lock()
        let more = downstream.receive(notification)
        downstreamLock.unlock()
        if more > 0 { lock.withLock { demand += more } }
    }

    func cancel() {
        let observer: (any NSObjectProtocol)? = lock.withLock {
            downstream = nil
            defer { self.observer = nil }
            return self.observer
        }
        if let observer { center.removeObserver(observer) }
    }
}
