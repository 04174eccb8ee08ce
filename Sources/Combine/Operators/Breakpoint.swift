import Foundation

extension Publishers {
    /// A publisher that raises a debugger signal when a provided closure needs to stop the
    /// process in the debugger — Combine's `Publishers.Breakpoint`.
    ///
    /// ```swift
    /// prices.breakpoint(receiveOutput: { $0 < 0 }).sink { show($0) }
    /// ```
    ///
    /// Where Combine raises `SIGTRAP`, this one writes the event to standard error
    /// (`Breakpoint: receive value: (-1)`) and lets it through: the engine never stops the
    /// program.
    public struct Breakpoint<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A closure that executes when the publisher receives a subscription, and can
        /// raise a debugger signal by returning a true Boolean value.
        public let receiveSubscription: ((any Subscription) -> Bool)?
        /// A closure that executes when the publisher receives output from the upstream
        /// publisher, and can raise a debugger signal by returning a true Boolean value.
        public let receiveOutput: ((Upstream.Output) -> Bool)?
        /// A closure that executes when the publisher receives completion, and can raise a
        /// debugger signal by returning a true Boolean value.
        public let receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)?

        /// Creates a breakpoint publisher with the provided upstream publisher and
        /// breakpoint-raising closures.
        ///
        /// ```swift
        /// Publishers.Breakpoint(upstream: prices, receiveOutput: { $0 < 0 })
        /// ```
        public init(upstream: Upstream,
                    receiveSubscription: ((any Subscription) -> Bool)? = nil,
                    receiveOutput: ((Upstream.Output) -> Bool)? = nil,
                    receiveCompletion: ((Subscribers.Completion<Breakpoint<Upstream>.Failure>) -> Bool)? = nil) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
        }

        /// Subscribes to the upstream; each event whose closure returns `true` is written
        /// to standard error, and every event goes on.
        ///
        /// ```swift
        /// prices.breakpointOnError().subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let (onSubscription, onOutput, onCompletion) = (receiveSubscription, receiveOutput, receiveCompletion)
            let events = upstream.handleEvents(
                receiveSubscription: { subscription in
                    if onSubscription?(subscription) == true { Self.signal("receive subscription: (\(subscription))") }
                },
                receiveOutput: { value in
                    if onOutput?(value) == true { Self.signal("receive value: (\(value))") }
                },
                receiveCompletion: { completion in
                    guard onCompletion?(completion) == true else { return }
                    switch completion {
                    case .finished: Self.signal("receive finished")
                    case .failure(let error): Self.signal("receive error: (\(error))")
                    }
                })
            upstream.subscribe(HandleEventsInner(subscriber, events: events))
        }

        /// Where Combine raises `SIGTRAP`: the event, on standard error.
        private static func signal(_ event: String) {
            FileHandle.standardError.write(Data("Breakpoint: \(event)\n".utf8))
        }
    }
}

extension Publisher {
    /// Raises a debugger signal when a provided closure needs to stop the process in the
    /// debugger — Combine's `breakpoint(receiveSubscription:receiveOutput:receiveCompletion:)`.
    ///
    /// ```swift
    /// let publisher = PassthroughSubject<String?, Never>()
    /// cancellable = publisher
    ///     .breakpoint(receiveOutput: { value in return value == "DEBUGGER" })
    ///     .sink { print("\(String(describing: $0))", terminator: " ") }
    ///
    /// publisher.send("DEBUGGER")
    /// // Standard error: "Breakpoint: receive value: (Optional("DEBUGGER"))"
    /// // Prints: "Optional("DEBUGGER") "
    /// ```
    ///
    /// The engine never stops the program: where Combine raises `SIGTRAP`, the event is
    /// written to standard error, and goes on downstream.
    public func breakpoint(receiveSubscription: ((any Subscription) -> Bool)? = nil,
                           receiveOutput: ((Output) -> Bool)? = nil,
                           receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil) -> Publishers.Breakpoint<Self> {
        Publishers.Breakpoint(upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
                              receiveCompletion: receiveCompletion)
    }

    /// Raises a debugger signal upon receiving a failure — Combine's
    /// `breakpointOnError()`.
    ///
    /// ```swift
    /// struct CustomError: Error {}
    /// let publisher = PassthroughSubject<String?, Error>()
    /// cancellable = publisher
    ///     .tryMap { stringValue in throw CustomError() }
    ///     .breakpointOnError()
    ///     .sink(receiveCompletion: { completion in print("Completion: \(String(describing: completion))") },
    ///           receiveValue: { aValue in print("Result: \(String(describing: aValue))") })
    ///
    /// publisher.send("TEST DATA")
    /// // Standard error: "Breakpoint: receive error: (CustomError())"
    /// // Prints: "Completion: failure(CustomError())"
    /// ```
    public func breakpointOnError() -> Publishers.Breakpoint<Self> {
        breakpoint(receiveCompletion: { completion in
            if case .failure = completion { return true }
            return false
        })
    }
}
