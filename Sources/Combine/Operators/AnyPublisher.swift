/// A publisher that hides the type of the publisher it wraps — Combine's
/// `AnyPublisher`, as an `AsyncSequence`.
///
/// ```swift
/// var searchResults: AnyPublisher<[String], Never> {
///     $query.map { query in catalog.filter { $0.contains(query) } }.eraseToAnyPublisher()
/// }
/// ```
public struct AnyPublisher<Output, Failure: Error>: AsyncSequence {
    public typealias Element = Output

    private let makeIterator: () -> Iterator

    /// Wraps `publisher`.
    ///
    /// ```swift
    /// AnyPublisher(subject)
    /// ```
    public init<P: AsyncSequence>(_ publisher: P) where P.Element == Output, P.Failure == Failure {
        makeIterator = { Iterator(publisher.makeAsyncIterator()) }
    }

    /// Subscribes to the wrapped publisher.
    ///
    /// ```swift
    /// var iterator = publisher.makeAsyncIterator()
    /// ```
    public func makeAsyncIterator() -> Iterator { makeIterator() }

    /// The iterator of the wrapped publisher, type-erased.
    public struct Iterator: AsyncIteratorProtocol {
        private var base: any AsyncIteratorProtocol<Output, Failure>

        init<I: AsyncIteratorProtocol<Output, Failure>>(_ base: I) { self.base = base }

        /// The wrapped iterator's next element.
        ///
        /// ```swift
        /// let next = try await iterator.next()
        /// ```
        public mutating func next() async throws(Failure) -> Output? {
            try await next(isolation: nil)
        }

        /// The wrapped iterator's next element, without leaving the caller's actor.
        ///
        /// ```swift
        /// for await value in publisher { print(value) }
        /// ```
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Output? {
            try await base.next(isolation: actor)
        }
    }
}

extension AsyncSequence {
    /// Wraps this publisher in an ``AnyPublisher``.
    ///
    /// ```swift
    /// let publisher: AnyPublisher<Int, Never> = subject.eraseToAnyPublisher()
    /// ```
    public func eraseToAnyPublisher() -> AnyPublisher<Element, Failure> { AnyPublisher(self) }
}
