extension Publishers {
    /// A publisher that ignores elements from the upstream publisher until it receives an
    /// element from second publisher — Combine's `Publishers.DropUntilOutput`.
    ///
    /// ```swift
    /// readings.drop(untilOutputFrom: calibrated).sink { record($0) }
    /// ```
    public struct DropUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher where Upstream.Failure == Other.Failure {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream
        /// A publisher to monitor for its first emitted element.
        public let other: Other

        /// Creates a publisher that ignores elements from the upstream publisher until it
        /// receives an element from another publisher.
        ///
        /// ```swift
        /// Publishers.DropUntilOutput(upstream: readings, other: calibrated)
        /// ```
        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        /// Subscribes the subscriber, then to ``other`` (for one element), then to the
        /// upstream.
        ///
        /// ```swift
        /// readings.drop(untilOutputFrom: calibrated).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, Other.Failure == S.Failure {
            TriggerCore<S, Other.Output, Other.Failure>(subscriber, gate: .opens, description: "DropUntilOutput") { $0 }
                .start(upstream: upstream, trigger: other)
        }
    }

    /// A publisher that republishes elements until another publisher emits an element —
    /// Combine's `Publishers.PrefixUntilOutput`.
    ///
    /// ```swift
    /// ticks.prefix(untilOutputFrom: stopButtonTaps).sink { advance($0) }
    /// ```
    public struct PrefixUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// Another publisher, whose first output causes this publisher to finish.
        public let other: Other

        /// Creates a publisher that republishes elements until another publisher emits an
        /// element.
        ///
        /// ```swift
        /// Publishers.PrefixUntilOutput(upstream: ticks, other: stopButtonTaps)
        /// ```
        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        /// Subscribes the subscriber, then to ``other`` (for one element), then to the
        /// upstream.
        ///
        /// ```swift
        /// ticks.prefix(untilOutputFrom: stopButtonTaps).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, Upstream.Failure == S.Failure {
            TriggerCore<S, Other.Output, Other.Failure>(subscriber, gate: .closes, description: "PrefixUntilOutput") { _ in nil }
                .start(upstream: upstream, trigger: other)
        }
    }
}

extension Publisher {
    /// Ignores elements from the upstream publisher until it receives an element from a
    /// second publisher — Combine's `drop(untilOutputFrom:)`.
    ///
    /// ```swift
    /// let upstream = PassthroughSubject<Int, Never>()
    /// let second = PassthroughSubject<String, Never>()
    /// cancellable = upstream
    ///     .drop(untilOutputFrom: second)
    ///     .sink { print("\($0)", terminator: " ") }
    ///
    /// upstream.send(1)
    /// upstream.send(2)
    /// second.send("A")
    /// upstream.send(3)
    /// upstream.send(4)
    /// // Prints "3 4"
    /// ```
    ///
    /// This publisher requests a single value from the second publisher, and it ignores
    /// (drops) all elements from the upstream publisher until the second publisher
    /// produces a value; then it cancels its subscription to the second publisher, and
    /// lets the upstream's elements through. The subscriber's requests go to the upstream:
    /// an element dropped meanwhile uses the demand it answered. If the second publisher
    /// completes before producing a value, the stream completes the same way.
    public func drop<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.DropUntilOutput<Self, P> where Failure == P.Failure {
        Publishers.DropUntilOutput(upstream: self, other: publisher)
    }

    /// Republishes elements until another publisher emits an element — Combine's
    /// `prefix(untilOutputFrom:)`.
    ///
    /// ```swift
    /// let ticks = PassthroughSubject<Int, Never>()
    /// let stop = PassthroughSubject<Void, Never>()
    /// cancellable = ticks
    ///     .prefix(untilOutputFrom: stop)
    ///     .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
    ///
    /// ticks.send(1)
    /// stop.send()
    /// ticks.send(2)
    /// // Prints "1", then "finished"
    /// ```
    ///
    /// After the second publisher publishes an element, the publisher returned by this
    /// method finishes (and cancels its upstream). The second publisher's completion,
    /// before any element, changes nothing.
    public func prefix<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.PrefixUntilOutput<Self, P> {
        Publishers.PrefixUntilOutput(upstream: self, other: publisher)
    }
}
