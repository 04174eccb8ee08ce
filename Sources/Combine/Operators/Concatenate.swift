extension Publishers {
    /// A publisher that emits all of one publisher’s elements before those from another
    /// publisher — Combine's `Publishers.Concatenate` (`prepend`, `append`).
    ///
    /// ```swift
    /// [3, 4].publisher.prepend(1, 2).sink { print($0) }   // 1 2 3 4
    /// ```
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        /// The kind of values published by this publisher.
        public typealias Output = Suffix.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Suffix.Failure

        /// The publisher to republish, in its entirety, before republishing elements from
        /// `suffix`.
        public let prefix: Prefix
        /// The publisher to republish only after `prefix` finishes.
        public let suffix: Suffix

        /// Creates a publisher that republishes `prefix`, then `suffix`.
        ///
        /// ```swift
        /// Publishers.Concatenate(prefix: cached, suffix: live)
        /// ```
        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        /// Subscribes to `prefix`; when it finishes, to `suffix` (a failure of `prefix`
        /// ends the stream).
        ///
        /// ```swift
        /// cached.append(live).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Suffix.Failure == S.Failure, Suffix.Output == S.Input {
            let relay = Relay(subscriber, description: "Concatenate")
            let suffix = suffix
            relay.attach(prefix, onFinish: {
                relay.attach(suffix) { relay.complete(.failure($0)) }
            }, onFailure: { relay.complete(.failure($0)) })
        }
    }
}

extension Publishers.Concatenate: Equatable where Prefix: Equatable, Suffix: Equatable {}

extension Publisher {
    /// Prefixes a publisher’s output with the specified values — Combine's
    /// `prepend(_:)`.
    ///
    /// ```swift
    /// let dataElements = (0...10)
    /// cancellable = dataElements.publisher
    ///     .prepend(0, 1, 255)
    ///     .sink { print("\($0)", terminator: " ") }
    /// // Prints: "0 1 255 0 1 2 3 4 5 6 7 8 9 10"
    /// ```
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        prepend(elements)
    }

    /// Prefixes a publisher’s output with the specified sequence — Combine's
    /// `prepend(_:)` with a sequence.
    ///
    /// ```swift
    /// (0...10).publisher.prepend([255, 255]).sink { print($0) }
    /// ```
    public func prepend<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self> where Output == S.Element {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }

    /// Prefixes the output of this publisher with the elements emitted by the given
    /// publisher — Combine's `prepend(_:)` with a publisher.
    ///
    /// ```swift
    /// let prefixValues = [0, 1, 255]
    /// let dataElements = (0...10)
    /// cancellable = dataElements.publisher
    ///     .prepend(prefixValues.publisher)
    ///     .sink { print("\($0)", terminator: " ") }
    /// // Prints: "0 1 255 0 1 2 3 4 5 6 7 8 9 10"
    /// ```
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self> where Failure == P.Failure, Output == P.Output {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }

    /// Appends a publisher’s output with the specified elements — Combine's `append(_:)`.
    ///
    /// ```swift
    /// let dataElements = (0...10)
    /// cancellable = dataElements.publisher
    ///     .append(0, 1, 255)
    ///     .sink { print("\($0)", terminator: " ") }
    /// // Prints: "0 1 2 3 4 5 6 7 8 9 10 0 1 255"
    /// ```
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        append(elements)
    }

    /// Appends a publisher’s output with the specified sequence — Combine's `append(_:)`
    /// with a sequence.
    ///
    /// ```swift
    /// (0...3).publisher.append([9, 9]).sink { print($0) }
    /// ```
    public func append<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>> where Output == S.Element {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }

    /// Appends the output of this publisher with the elements emitted by the given
    /// publisher — Combine's `append(_:)` with a publisher.
    ///
    /// ```swift
    /// let groundTransport = ["car", "bus", "truck", "subway", "bicycle"]
    /// let airTransport = ["parasail", "jet", "helicopter", "rocket"]
    /// cancellable = groundTransport.publisher
    ///     .append(airTransport.publisher)
    ///     .sink { print("\($0)", terminator: " ") }
    /// // Prints: "car bus truck subway bicycle parasail jet helicopter rocket"
    /// ```
    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P> where Failure == P.Failure, Output == P.Output {
        Publishers.Concatenate(prefix: self, suffix: publisher)
    }
}
