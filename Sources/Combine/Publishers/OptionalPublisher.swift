extension Optional {
    /// A publisher that publishes an optional value to each subscriber exactly once, if
    /// the optional has a value — Combine's `Optional.Publisher`.
    ///
    /// ```swift
    /// let cancellable = Optional(3).publisher.sink { print($0) }   // 3
    /// let none = Int?.none.publisher.sink { print($0) }             // nothing, then finished
    /// ```
    public struct Publisher: Combine.Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Wrapped
        /// The publisher cannot fail.
        public typealias Failure = Never

        /// The result to deliver to each subscriber.
        public let output: Wrapped?

        /// Creates a publisher to emit the value of the optional, or to finish immediately
        /// if the optional doesn't have a value.
        ///
        /// ```swift
        /// Optional<Int>.Publisher(5)
        /// ```
        public init(_ output: Output?) {
            self.output = output
        }

        /// Delivers the value at the first demand and finishes, or finishes at once.
        ///
        /// ```swift
        /// Optional(1).publisher.subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Wrapped == S.Input, S.Failure == Never {
            SingleValueSubscription.subscribe(subscriber, to: .success(output), description: "Optional")
        }
    }

    /// A publisher of this optional's value, if it has one.
    ///
    /// ```swift
    /// userName.publisher.sink { print("signed in as \($0)") }
    /// ```
    public var publisher: Publisher { Publisher(self) }
}
