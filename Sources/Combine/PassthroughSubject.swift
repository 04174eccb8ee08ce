import Foundation
import VirtualTime

/// An asynchronous sequence that broadcasts the elements you send to every iterator
/// that is waiting on it — Combine's `PassthroughSubject`, as an `AsyncSequence`.
///
/// ```swift
/// let refresh = PassthroughSubject<Int, Never>()
///
/// Text("\(value)")
///     .onReceive(refresh) { value = $0 }
///
/// refresh.send(1)
/// await host.settle()   // the view shows 1
/// ```
///
/// Like Combine's, it has no memory: a subscriber receives what is sent after it
/// subscribed (`makeAsyncIterator()`), and `onReceive` subscribes after the update
/// pass in which its view appeared. Each subscriber buffers what it has not consumed
/// yet. A subject is one sequence for `onReceive` while it is the same object.
/// Sending and receiving are thread-safe.
public final class PassthroughSubject<Output: Sendable, Failure: Error>: AsyncSequence, @unchecked Sendable {
    /// How a subject ends.
    ///
    /// ```swift
    /// subject.send(completion: .finished)
    /// ```
    public enum Completion: Sendable {
        /// Normal completion: iterators finish after the elements they buffered.
        case finished
        /// Completion with an error: iterators throw it after the elements they buffered.
        case failure(Failure)
    }

    private let lock = NSLock()
    private var subscribers: [WeakSubscriber] = []
    private var completion: Completion?

    /// Creates a subject without subscribers.
    ///
    /// ```swift
    /// let subject = PassthroughSubject<String, Never>()
    /// ```
    public init() {}

    /// Sends an element to every current subscriber.
    ///
    /// ```swift
    /// subject.send("hello")
    /// ```
    ///
    /// After ``send(completion:)`` it does nothing.
    public func send(_ input: Output) {
        for subscriber in liveSubscribers() { subscriber.receive(.element(input)) }
    }

    /// Ends the subject: every subscriber finishes (or throws) once it has consumed what
    /// it buffered, and later subscribers end at once.
    ///
    /// ```swift
    /// subject.send(completion: .finished)
    /// ```
    public func send(completion: Completion) {
        let subscribers: [Subscriber] = lock.withLock {
            guard self.completion == nil else { return [] }
            self.completion = completion
            defer { self.subscribers.removeAll() }
            return self.subscribers.compactMap(\.subscriber)
        }
        for subscriber in subscribers { subscriber.receive(.completion(completion)) }
    }

    /// Subscribes: the iterator receives every element sent from now on.
    ///
    /// ```swift
    /// var iterator = subject.makeAsyncIterator()
    /// subject.send(1)   // buffered for `iterator`
    /// ```
    public func makeAsyncIterator() -> Iterator {
        let subscriber = Subscriber()
        let ended: Completion? = lock.withLock {
            if completion == nil { subscribers.append(WeakSubscriber(subscriber: subscriber)) }
            return completion
        }
        if let ended { subscriber.receive(.completion(ended)) }
        return Iterator(subscriber: subscriber)
    }

    private func liveSubscribers() -> [Subscriber] {
        lock.withLock {
            guard completion == nil else { return [] }
            subscribers.removeAll { $0.subscriber == nil }
            return subscribers.compactMap(\.subscriber)
        }
    }

    /// The iterator of one subscriber: the elements sent since it subscribed, in order.
    public struct Iterator: AsyncIteratorProtocol {
        let subscriber: Subscriber

        /// The next element sent to the subject; `nil` once the subject finished or the
        /// task was cancelled.
        ///
        /// ```swift
        /// var iterator = subject.makeAsyncIterator()
        /// let first = try await iterator.next()
        /// ```
        ///
        /// - Throws: the subject's failure, after the buffered elements.
        public mutating func next() async throws(Failure) -> Output? {
            try await subscriber.next(isolation: nil)
        }

        /// The next element sent to the subject, without leaving the caller's actor.
        ///
        /// ```swift
        /// for await value in subject { print(value) }   // uses this on the caller's actor
        /// ```
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Output? {
            try await subscriber.next(isolation: actor)
        }
    }
}
