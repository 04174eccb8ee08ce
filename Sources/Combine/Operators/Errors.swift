import Foundation

extension Publishers {
    /// A publisher that converts any failure from the upstream publisher into a new
    /// error — Combine's `Publishers.MapError`.
    ///
    /// ```swift
    /// load.mapError { LoadError.network($0) }
    /// ```
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The closure that converts the upstream failure into a new error.
        public let transform: (Upstream.Failure) -> Failure

        /// Creates a publisher that converts any failure from the upstream publisher into a
        /// new error.
        ///
        /// ```swift
        /// Publishers.MapError(upstream: load) { LoadError.network($0) }
        /// ```
        public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            transform = map
        }

        /// Subscribes to the upstream, converting its failure.
        ///
        /// ```swift
        /// load.mapError(LoadError.network).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(FailureMapInner(downstream: subscriber, description: "MapError", transform: transform))
        }
    }

    /// A publisher that appears to send a specified failure type — Combine's
    /// `Publishers.SetFailureType`.
    ///
    /// ```swift
    /// Just(1).setFailureType(to: URLError.self).merge(with: download)
    /// ```
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that appears to send a specified failure type.
        ///
        /// ```swift
        /// Publishers.SetFailureType<Just<Int>, URLError>(upstream: Just(1))
        /// ```
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Subscribes to the upstream, which never fails.
        ///
        /// ```swift
        /// Just(1).setFailureType(to: URLError.self).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(FailureMapInner(downstream: subscriber, description: "SetFailureType") { (never: Never) -> Failure in })
        }

        /// Changes the failure type again.
        ///
        /// ```swift
        /// Just(1).setFailureType(to: URLError.self).setFailureType(to: MyError.self)
        /// ```
        public func setFailureType<E: Error>(to failure: E.Type) -> Publishers.SetFailureType<Upstream, E> {
            Publishers.SetFailureType(upstream: upstream)
        }
    }

    /// A publisher that raises a fatal error upon receiving any failure, and otherwise
    /// republishes all received input — Combine's `Publishers.AssertNoFailure`.
    ///
    /// ```swift
    /// bundledCatalog.assertNoFailure("the bundled catalog decodes")
    /// ```
    ///
    /// Where Combine stops the program, this one writes Combine's message to standard
    /// error and finishes the stream instead (the engine never traps).
    public struct AssertNoFailure<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// It cannot fail.
        public typealias Failure = Never

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The string used at the beginning of the fatal error message.
        public let prefix: String
        /// The filename used in the error message.
        public let file: StaticString
        /// The line number used in the error message.
        public let line: UInt

        /// Creates a publisher that reports any failure instead of publishing it.
        ///
        /// ```swift
        /// Publishers.AssertNoFailure(upstream: load, prefix: "", file: #file, line: #line)
        /// ```
        public init(upstream: Upstream, prefix: String, file: StaticString, line: UInt) {
            self.upstream = upstream
            self.prefix = prefix
            self.file = file
            self.line = line
        }

        /// Subscribes to the upstream; a failure is reported and ends the stream.
        ///
        /// ```swift
        /// load.assertNoFailure().subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == Never {
            let message = "\(prefix.isEmpty ? "" : prefix + ": ")\(file):\(line): Unexpected error"
            let relay = Relay(subscriber, description: "AssertNoFailure")
            relay.attach(upstream) { error in
                FileHandle.standardError.write(Data("Fatal error: \(message): \(error)\n".utf8))
                relay.complete(.finished)
            }
        }
    }

    /// A publisher that handles errors from an upstream publisher by replacing the failed
    /// publisher with another publisher — Combine's `Publishers.Catch`.
    ///
    /// ```swift
    /// load.catch { _ in Just(cachedValue) }
    /// ```
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The failure of the replacing publisher.
        public typealias Failure = NewPublisher.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream
        /// A closure that accepts the upstream failure as input and returns a publisher to
        /// replace the upstream publisher.
        public let handler: (Upstream.Failure) -> NewPublisher

        /// Creates a publisher that handles errors from an upstream publisher by replacing
        /// the failed publisher with another publisher.
        ///
        /// ```swift
        /// Publishers.Catch(upstream: load) { _ in Just(cachedValue) }
        /// ```
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Subscribes to the upstream; on its failure, to the handler's publisher.
        ///
        /// ```swift
        /// load.catch { _ in Just(cached) }.subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where NewPublisher.Failure == S.Failure, NewPublisher.Output == S.Input {
            let relay = Relay(subscriber, description: "Catch")
            let handler = handler
            relay.attach(upstream) { error in
                relay.attach(handler(error)) { relay.complete(.failure($0)) }
            }
        }
    }

    /// A publisher that handles errors from an upstream publisher by replacing the failed
    /// publisher with another publisher or producing a new error — Combine's
    /// `Publishers.TryCatch`.
    ///
    /// ```swift
    /// load.tryCatch { error in
    ///     guard isRecoverable(error) else { throw error }
    ///     return Just(cachedValue)
    /// }
    /// ```
    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// Any error: thrown by the handler or from the replacing publisher.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A closure that accepts the upstream failure as input and either returns a
        /// publisher to replace the upstream publisher or throws.
        public let handler: (Upstream.Failure) throws -> NewPublisher

        /// Creates a publisher that handles errors from an upstream publisher.
        ///
        /// ```swift
        /// Publishers.TryCatch(upstream: load) { _ in Just(cachedValue) }
        /// ```
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Subscribes to the upstream; on its failure, to the handler's publisher, or fails
        /// with what the handler threw.
        ///
        /// ```swift
        /// load.tryCatch(recover).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where NewPublisher.Output == S.Input, S.Failure == any Error {
            let relay = Relay(subscriber, description: "TryCatch")
            let handler = handler
            relay.attach(upstream) { error in
                do {
                    relay.attach(try handler(error)) { relay.complete(.failure($0)) }
                } catch {
                    relay.complete(.failure(error))
                }
            }
        }
    }

    /// A publisher that replaces any error in the stream with a provided element —
    /// Combine's `Publishers.ReplaceError`.
    ///
    /// ```swift
    /// load.replaceError(with: []).sink { show($0) }
    /// ```
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// It cannot fail.
        public typealias Failure = Never

        /// The element with which to replace errors from the upstream publisher.
        public let output: Upstream.Output
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that replaces any error in the stream with a provided
        /// element.
        ///
        /// ```swift
        /// Publishers.ReplaceError(upstream: load, output: [])
        /// ```
        public init(upstream: Upstream, output: Upstream.Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Subscribes to the upstream; on its failure, publishes ``output`` and finishes.
        ///
        /// ```swift
        /// load.replaceError(with: []).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == Never {
            let relay = Relay(subscriber, description: "ReplaceError")
            let output = output
            relay.attach(upstream) { _ in
                relay.attach(Just(output)) { never in }
            }
        }
    }

    /// A publisher that attempts to recreate its subscription to a failed upstream
    /// publisher — Combine's `Publishers.Retry`.
    ///
    /// ```swift
    /// download.retry(3).sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
    /// ```
    public struct Retry<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The maximum number of retry attempts to perform; `nil` retries forever.
        public let retries: Int?

        /// Creates a publisher that attempts to recreate its subscription to a failed
        /// upstream publisher.
        ///
        /// ```swift
        /// Publishers.Retry(upstream: download, retries: 3)
        /// ```
        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }

        /// Subscribes to the upstream, and again after each failure, up to ``retries``
        /// times; then the failure goes through.
        ///
        /// ```swift
        /// download.retry(3).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, Upstream.Failure == S.Failure {
            let relay = Relay(subscriber, description: "Retry")
            let upstream = upstream
            var remaining = retries
            func attempt() {
                relay.attach(upstream) { error in
                    if let left = remaining, left <= 0 { return relay.complete(.failure(error)) }
                    remaining = remaining.map { $0 - 1 }
                    attempt()
                }
            }
            attempt()
        }
    }

    /// A publisher that replaces an empty stream with a provided element — Combine's
    /// `Publishers.ReplaceEmpty`.
    ///
    /// ```swift
    /// results.replaceEmpty(with: "no results")
    /// ```
    public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The element to deliver when the upstream publisher finishes without delivering
        /// any elements.
        public let output: Upstream.Output
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that replaces an empty stream with a provided element.
        ///
        /// ```swift
        /// Publishers.ReplaceEmpty(upstream: results, output: "none")
        /// ```
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Subscribes to the upstream; if it finishes without a value, publishes
        /// ``output`` first.
        ///
        /// ```swift
        /// results.replaceEmpty(with: "none").subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, Upstream.Failure == S.Failure {
            var isEmpty = true
            let output = output
            upstream.subscribe(StepInner(subscriber, description: "ReplaceEmpty", atFinish: { isEmpty ? output : nil }) {
                isEmpty = false
                return .emit($0)
            })
        }
    }
}

/// The subscriber of the operators that only change the failure (`mapError`,
/// `setFailureType`).
struct FailureMapInner<Downstream: Subscriber, UpstreamFailure: Error>: Subscriber, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = UpstreamFailure
    let downstream: Downstream
    let description: String
    let transform: (UpstreamFailure) -> Downstream.Failure
    let combineIdentifier = CombineIdentifier()

    init(downstream: Downstream, description: String, transform: @escaping (UpstreamFailure) -> Downstream.Failure) {
        self.downstream = downstream
        self.description = description
        self.transform = transform
    }

    func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        downstream.receive(completion: completion.mapError(transform))
    }
}

extension Publisher {
    /// Converts any failure from the upstream publisher into a new error — Combine's
    /// `mapError(_:)`.
    ///
    /// ```swift
    /// struct DivisionByZeroError: Error {}
    /// struct MyGenericError: Error { var wrappedError: Error }
    /// cancellable = [5, 4, 3, 2, 1, 0].publisher
    ///     .tryMap { guard $0 != 0 else { throw DivisionByZeroError() }; return 10 / $0 }
    ///     .mapError { MyGenericError(wrappedError: $0) }
    ///     .sink(receiveCompletion: { print("completion: \($0)") }, receiveValue: { print("value: \($0)") })
    /// ```
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform)
    }

    /// Raises a fatal error when its upstream publisher fails, and otherwise republishes
    /// all received input — Combine's `assertNoFailure(_:file:line:)`.
    ///
    /// ```swift
    /// bundledCatalog.decode(type: Catalog.self, decoder: JSONDecoder()).assertNoFailure()
    /// ```
    ///
    /// Combine stops the program on a failure; here the message goes to standard error
    /// and the stream finishes.
    public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line) -> Publishers.AssertNoFailure<Self> {
        Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
    }

    /// Handles errors from an upstream publisher by replacing it with another publisher —
    /// Combine's `catch(_:)`.
    ///
    /// ```swift
    /// struct SimpleError: Error {}
    /// let numbers = [5, 4, 3, 2, 1, 0, 9, 8, 7, 6]
    /// cancellable = numbers.publisher
    ///     .tryLast(where: {
    ///         guard $0 != 0 else {throw SimpleError()}
    ///         return true
    ///     })
    ///     .catch({ (error) in
    ///         Just(-1)
    ///     })
    ///     .sink { print("\($0)") }
    ///     // Prints: -1.
    /// ```
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where Output == P.Output {
        Publishers.Catch(upstream: self, handler: handler)
    }

    /// Handles errors from an upstream publisher by either replacing it with another
    /// publisher or throwing a new error — Combine's `tryCatch(_:)`.
    ///
    /// ```swift
    /// load.tryCatch { error -> Just<[Item]> in
    ///     guard error is URLError else { throw error }
    ///     return Just([])
    /// }
    /// ```
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P> where Output == P.Output {
        Publishers.TryCatch(upstream: self, handler: handler)
    }

    /// Replaces any errors in the stream with the provided element — Combine's
    /// `replaceError(with:)`.
    ///
    /// ```swift
    /// struct MyError: Error {}
    /// let fail = Fail<String, MyError>(error: MyError())
    /// cancellable = fail
    ///     .replaceError(with: "(replacement element)")
    ///     .sink(
    ///         receiveCompletion: { print ("\($0)") },
    ///         receiveValue: { print ("\($0)", terminator: " ") }
    ///     )
    /// // Prints: "(replacement element) finished".
    /// ```
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }

    /// Attempts to recreate a failed subscription with the upstream publisher up to the
    /// number of times you specify — Combine's `retry(_:)`.
    ///
    /// ```swift
    /// download.retry(3).sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
    /// ```
    public func retry(_ retries: Int) -> Publishers.Retry<Self> {
        Publishers.Retry(upstream: self, retries: retries)
    }

    /// Replaces an empty stream with the provided element — Combine's
    /// `replaceEmpty(with:)`.
    ///
    /// ```swift
    /// let numbers: [Double] = []
    /// cancellable = numbers.publisher
    ///     .replaceEmpty(with: Double.nan)
    ///     .sink { print("\($0)", terminator: " ") }
    /// // Prints "(nan)".
    /// ```
    public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
        Publishers.ReplaceEmpty(upstream: self, output: output)
    }
}

extension Publisher where Failure == Never {
    /// Changes the failure type declared by the upstream publisher — Combine's
    /// `setFailureType(to:)`.
    ///
    /// ```swift
    /// let pub1 = [0, 1, 2, 3, 4, 5].publisher
    /// let pub2 = CurrentValueSubject<Int, Error>(0)
    /// let cancellable = pub1
    ///     .setFailureType(to: Error.self)
    ///     .combineLatest(pub2)
    ///     .sink(receiveCompletion: { print ("completed: \($0)") }, receiveValue: { print ("value: \($0)")})
    /// ```
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}
