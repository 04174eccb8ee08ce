/// A publisher that performs type erasure by wrapping another publisher — Combine's
/// `AnyPublisher`.
///
/// ```swift
/// final class Catalog {
///     private let subject = PassthroughSubject<[String], Never>()
///     var titles: AnyPublisher<[String], Never> { subject.eraseToAnyPublisher() }
/// }
/// ```
///
/// Use it to expose a publisher without exposing its type (or letting callers `send`).
@frozen
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
    @usableFromInline let box: AnyPublisherBox<Output, Failure>

    /// Creates a type-erasing publisher to wrap the provided publisher.
    ///
    /// ```swift
    /// let erased = AnyPublisher(subject)
    /// ```
    public init<P: Publisher>(_ publisher: P) where Output == P.Output, Failure == P.Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            self = erased
        } else {
            box = PublisherBox(publisher)
        }
    }

    /// `AnyPublisher`.
    public var description: String { "AnyPublisher" }

    /// Attaches the subscriber to the wrapped publisher.
    ///
    /// ```swift
    /// erased.subscribe(subscriber)
    /// ```
    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        box.receive(subscriber: subscriber)
    }
}

/// The wrapped publisher of an ``AnyPublisher``.
@usableFromInline
class AnyPublisherBox<Output, Failure: Error> {
    @usableFromInline
    func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {}
}

final class PublisherBox<Base: Publisher>: AnyPublisherBox<Base.Output, Base.Failure> {
    let base: Base
    init(_ base: Base) { self.base = base }
    override func receive<S: Subscriber>(subscriber: S) where Base.Output == S.Input, Base.Failure == S.Failure {
        base.receive(subscriber: subscriber)
    }
}

extension Publisher {
    /// Wraps this publisher with a type eraser.
    ///
    /// ```swift
    /// let publisher: AnyPublisher<Int, Never> = subject.map { $0 * 2 }.eraseToAnyPublisher()
    /// ```
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
