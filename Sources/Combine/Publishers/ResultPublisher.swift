extension Result {
    /// A publisher that publishes an output to each subscriber exactly once then finishes,
    /// or fails immediately without producing any elements — Combine's `Result.Publisher`.
    ///
    /// ```swift
    /// let cancellable = Result<Int, Error>.success(1).publisher.sink(receiveCompletion: { print($0) },
    ///                                                                  receiveValue: { print($0) })
    /// // 1, finished
    /// ```
    public struct Publisher: Combine.Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Success

        /// The result to deliver to each subscriber.
        public let result: Result<Success, Failure>

        /// Creates a publisher that delivers the specified result.
        ///
        /// ```swift
        /// Result<Int, MyError>.Publisher(.success(1))
        /// ```
        public init(_ result: Result<Output, Failure>) {
            self.result = result
        }

        /// Creates a publisher that sends the specified output to all subscribers and
        /// finishes normally.
        ///
        /// ```swift
        /// Result<Int, MyError>.Publisher(1)
        /// ```
        public init(_ output: Output) {
            result = .success(output)
        }

        /// Creates a publisher that immediately terminates upon subscription with the given
        /// failure.
        ///
        /// ```swift
        /// Result<Int, MyError>.Publisher(MyError.broken)
        /// ```
        public init(_ failure: Failure) {
            result = .failure(failure)
        }

        /// Delivers the value at the first demand and finishes, or fails at once.
        ///
        /// ```swift
        /// Result<Int, MyError>.success(1).publisher.subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Success == S.Input, Failure == S.Failure {
            SingleValueSubscription.subscribe(subscriber, to: result.map { Optional($0) }, description: "Result")
        }
    }

    /// A publisher of this result.
    ///
    /// ```swift
    /// Result { try load() }.publisher
    /// ```
    public var publisher: Publisher { Publisher(self) }
}
