// Combine gives `Just` its own versions of some operators, which compute their result at
// once. Here they also keep calls on a `Just` unambiguous: `Just` is both a publisher and
// an `AsyncSequence` (the API this package requires), and a member of the type itself is chosen over the
// protocols' operators of the same name.

extension Just {
    /// Transforms the output with a closure — Combine's `Just.map(_:)`: another `Just`.
    ///
    /// ```swift
    /// Just(2).map { $0 * 10 }.sink { print($0) }   // 20
    /// ```
    public func map<T>(_ transform: (Output) -> T) -> Just<T> {
        Just<T>(transform(output))
    }

    /// Publishes the output if it matches the closure — Combine's `Just.filter(_:)`.
    ///
    /// ```swift
    /// Just(3).filter { $0 > 5 }.sink { print($0) }   // nothing, then finished
    /// ```
    public func filter(_ isIncluded: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(isIncluded(output) ? output : nil)
    }

    /// Publishes the non-nil result of the closure — Combine's `Just.compactMap(_:)`.
    ///
    /// ```swift
    /// Just("42").compactMap { Int($0) }.sink { print($0) }   // 42
    /// ```
    public func compactMap<T>(_ transform: (Output) -> T?) -> Optional<T>.Publisher {
        Optional<T>.Publisher(transform(output))
    }

    /// Omits the output while the closure matches it — Combine's `Just.drop(while:)`.
    ///
    /// ```swift
    /// Just(1).drop { $0 < 5 }.sink { print($0) }   // nothing
    /// ```
    public func drop(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(predicate(output) ? nil : output)
    }

    /// Omits the output if `count` is at least one — Combine's `Just.dropFirst(_:)`.
    ///
    /// ```swift
    /// Just(1).dropFirst().sink { print($0) }   // nothing
    /// ```
    public func dropFirst(_ count: Int = 1) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(count > 0 ? nil : output)
    }

    /// Publishes the output if `maxLength` is at least one — Combine's `Just.prefix(_:)`.
    ///
    /// ```swift
    /// Just(1).prefix(1).sink { print($0) }   // 1
    /// ```
    public func prefix(_ maxLength: Int) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(maxLength > 0 ? output : nil)
    }

    /// Publishes the output if it matches the closure — Combine's `Just.prefix(while:)`.
    ///
    /// ```swift
    /// Just(1).prefix { $0 < 5 }.sink { print($0) }   // 1
    /// ```
    public func prefix(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(predicate(output) ? output : nil)
    }

    /// Publishes the output if it matches the closure, then finishes — `first(where:)`.
    ///
    /// ```swift
    /// Just(7).first { $0.isMultiple(of: 7) }.sink { print($0) }   // 7
    /// ```
    public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(predicate(output) ? output : nil)
    }

    /// Applies the closure to the output and publishes the result — Combine's
    /// `Just.reduce(_:_:)`.
    ///
    /// ```swift
    /// Just(5).reduce(10, +).sink { print($0) }   // 15
    /// ```
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Never>.Publisher {
        Result<T, Never>.Publisher(nextPartialResult(initialResult, output))
    }

    /// Publishes the output as the first partial result — Combine's `Just.scan(_:_:)`.
    ///
    /// ```swift
    /// Just(5).scan(10, +).sink { print($0) }   // 15
    /// ```
    public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Never>.Publisher {
        Result<T, Never>.Publisher(nextPartialResult(initialResult, output))
    }

    /// Transforms the output into a publisher and republishes its elements — `flatMap`.
    ///
    /// ```swift
    /// Just(3).flatMap { (1...$0).publisher }.sink { print($0) }   // 1 2 3
    /// ```
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                      _ transform: @escaping (Output) -> P) -> Publishers.FlatMap<P, Publishers.SetFailureType<Just<Output>, P.Failure>> {
        Publishers.FlatMap(upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
    }
}

extension Just {
    /// Publishes whether the output satisfies the predicate — Combine's
    /// `Just.allSatisfy(_:)`.
    ///
    /// ```swift
    /// Just(5).allSatisfy { $0 > 0 }.sink { print($0) }   // true
    /// ```
    public func allSatisfy(_ predicate: (Output) -> Bool) -> Just<Bool> {
        Just<Bool>(predicate(output))
    }

    /// Publishes whether the output satisfies the throwing predicate, or fails with what
    /// it threw — Combine's `Just.tryAllSatisfy(_:)`.
    ///
    /// ```swift
    /// Just(5).tryAllSatisfy { try isValid($0) }
    /// ```
    public func tryAllSatisfy(_ predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        Result<Bool, any Error>.Publisher(Result { try predicate(output) })
    }

    /// Publishes whether the output satisfies the predicate — Combine's
    /// `Just.contains(where:)`.
    ///
    /// ```swift
    /// Just(10).contains { $0 > 7 }.sink { print($0) }   // true
    /// ```
    public func contains(where predicate: (Output) -> Bool) -> Just<Bool> {
        Just<Bool>(predicate(output))
    }

    /// Publishes whether the output satisfies the throwing predicate, or fails with what
    /// it threw — Combine's `Just.tryContains(where:)`.
    ///
    /// ```swift
    /// Just(10).tryContains { try isOutlier($0) }
    /// ```
    public func tryContains(where predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        Result<Bool, any Error>.Publisher(Result { try predicate(output) })
    }

    /// Publishes the output, the least of one element — Combine's `Just.min(by:)`.
    ///
    /// ```swift
    /// Just(3).min { $0 < $1 }.sink { print($0) }   // 3
    /// ```
    public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> {
        self
    }

    /// Publishes the output, the greatest of one element — Combine's `Just.max(by:)`.
    ///
    /// ```swift
    /// Just(3).max { $0 < $1 }.sink { print($0) }   // 3
    /// ```
    public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> {
        self
    }
}

extension Just where Output: Equatable {
    /// Publishes whether the output equals the argument — Combine's `Just.contains(_:)`.
    ///
    /// ```swift
    /// Just(5).contains(5).sink { print($0) }   // true
    /// ```
    public func contains(_ output: Output) -> Just<Bool> {
        Just<Bool>(self.output == output)
    }
}

extension Just where Output: Comparable {
    /// Publishes the output, the least of one element — Combine's `Just.min()`.
    ///
    /// ```swift
    /// Just(3).min().sink { print($0) }   // 3
    /// ```
    public func min() -> Just<Output> {
        self
    }

    /// Publishes the output, the greatest of one element — Combine's `Just.max()`.
    ///
    /// ```swift
    /// Just(3).max().sink { print($0) }   // 3
    /// ```
    public func max() -> Just<Output> {
        self
    }
}
