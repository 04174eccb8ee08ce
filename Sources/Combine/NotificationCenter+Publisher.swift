import Foundation

extension NotificationCenter {
    /// Returns a publisher of the notifications with the given name — Combine's
    /// `NotificationCenter.publisher(for:object:)`, as an `AsyncSequence`.
    ///
    /// ```swift
    /// Text("…")
    ///     .onReceive(NotificationCenter.default.publisher(for: .refreshRequested)) { _ in reload() }
    /// ```
    ///
    /// Each subscription observes the center from the moment it subscribes until its
    /// iterator goes away; notifications arrive as ``PassthroughSubject`` elements do.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// A publisher of the notifications of one name, made by ``publisher(for:object:)``.
    ///
    /// ```swift
    /// for await note in NotificationCenter.default.publisher(for: .didSave) { print(note.name) }
    /// ```
    public struct Publisher: AsyncSequence, @unchecked Sendable {
        public typealias Element = Notification
        /// The center the notifications are posted to.
        public let center: NotificationCenter
        /// The name of the notifications.
        public let name: Notification.Name
        /// The object whose notifications are published, or `nil` for every sender.
        public let object: AnyObject?

        /// Subscribes: the notifications posted from now on.
        ///
        /// ```swift
        /// var notes = NotificationCenter.default.publisher(for: .didSave).makeAsyncIterator()
        /// ```
        public func makeAsyncIterator() -> Iterator {
            let subject = PassthroughSubject<Unchecked<Notification>, Never>()
            let iterator = subject.makeAsyncIterator()
            let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
                subject.send(Unchecked(value: notification))
            }
            return Iterator(elements: iterator, observation: Observation(center: center, token: token))
        }

        /// The iterator of one subscription.
        public struct Iterator: AsyncIteratorProtocol {
            var elements: PassthroughSubject<Unchecked<Notification>, Never>.Iterator
            let observation: Observation

            /// The next notification.
            ///
            /// ```swift
            /// let note = await iterator.next()
            /// ```
            public mutating func next() async -> Notification? {
                await elements.next(isolation: nil)?.value
            }

            /// The next notification, without leaving the caller's actor.
            ///
            /// ```swift
            /// for await note in publisher { print(note) }
            /// ```
            public mutating func next(isolation actor: isolated (any Actor)?) async -> Notification? {
                await elements.next(isolation: actor)?.value
            }
        }

        /// Removes the observer when the subscription goes away.
        final class Observation: @unchecked Sendable {
            let center: NotificationCenter
            let token: any NSObjectProtocol
            init(center: NotificationCenter, token: any NSObjectProtocol) {
                self.center = center
                self.token = token
            }
            deinit { center.removeObserver(token) }
        }
    }
}
