extension AsyncSequence where Element: Equatable {
    /// Publishes only elements that don't match the previous element — Combine's
    /// `removeDuplicates()`.
    ///
    /// ```swift
    /// model.$query.removeDuplicates().sink { search($0) }
    /// ```
    public func removeDuplicates() -> RemoveDuplicates<Self> {
        RemoveDuplicates(base: self, isDuplicate: ==)
    }
}

extension AsyncSequence {
    /// Publishes only elements that the predicate does not call duplicates of the
    /// previous element — Combine's `removeDuplicates(by:)`.
    ///
    /// ```swift
    /// $location.removeDuplicates { abs($0.x - $1.x) < 1 }
    /// ```
    public func removeDuplicates(by predicate: @escaping (Element, Element) -> Bool) -> RemoveDuplicates<Self> {
        RemoveDuplicates(base: self, isDuplicate: predicate)
    }
}

/// The publisher of ``_Concurrency/AsyncSequence/removeDuplicates()``: the elements of
/// its base that differ from the one before.
///
/// ```swift
/// for await value in subject.removeDuplicates() { print(value) }
/// ```
public struct RemoveDuplicates<Base: AsyncSequence>: AsyncSequence {
    public typealias Element = Base.Element
    let base: Base
    let isDuplicate: (Element, Element) -> Bool

    /// Subscribes to the base.
    ///
    /// ```swift
    /// var iterator = subject.removeDuplicates().makeAsyncIterator()
    /// ```
    public func makeAsyncIterator() -> Iterator {
        Iterator(base: base.makeAsyncIterator(), isDuplicate: isDuplicate)
    }

    /// The iterator: the base's elements, without repeats.
    public struct Iterator: AsyncIteratorProtocol {
        var base: Base.AsyncIterator
        let isDuplicate: (Element, Element) -> Bool
        var previous: Element?

        init(base: Base.AsyncIterator, isDuplicate: @escaping (Element, Element) -> Bool) {
            self.base = base
            self.isDuplicate = isDuplicate
        }

        /// The next element that is not a duplicate of the one before.
        ///
        /// ```swift
        /// let next = try await iterator.next()
        /// ```
        public mutating func next() async throws(Base.Failure) -> Element? {
            try await next(isolation: nil)
        }

        /// The next element that is not a duplicate, without leaving the caller's actor.
        ///
        /// ```swift
        /// for await value in publisher.removeDuplicates() { print(value) }
        /// ```
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(Base.Failure) -> Element? {
            while let element = try await base.next(isolation: actor) {
                if let previous, isDuplicate(previous, element) { continue }
                previous = element
                return element
            }
            return nil
        }
    }
}
