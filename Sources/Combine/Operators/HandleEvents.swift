import Foundation

extension Publishers {
    /// A publisher that performs the specified closures when publisher events occur —
    /// Combine's `Publishers.HandleEvents`.
    ///
    /// ```swift
    /// load.handleEvents(receiveSubscription: { _ in spinner = true }, receiveCompletion: { _ in spinner = false })
    /// ```
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A closure that executes when the publisher receives the subscription from the
        /// upstream publisher.
        public var receiveSubscription: ((any Subscription) -> Void)?
        /// A closure that executes when the publisher receives a value from the upstream
        /// publisher.
        public var receiveOutput: ((Upstream.Output) -> Void)?
        /// A closure that executes when the upstream publisher finishes normally or
        /// terminates with an error.
        public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
        /// A closure that executes when the downstream receiver cancels publishing.
        public var receiveCancel: (() -> Void)?
        /// A closure that executes when the publisher receives a request for more elements.
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        /// Creates a publisher that performs the specified closures when publisher events
        /// occur.
        ///
        /// ```swift
        /// Publishers.HandleEvents(upstream: load, receiveSubscription: nil, receiveOutput: { print($0) },
        ///                         receiveCompletion: nil, receiveCancel: nil, receiveRequest: nil)
        /// ```
        public init(upstream: Upstream,
                    receiveSubscription: ((any Subscription) -> Void)? = nil,
                    receiveOutput: ((Upstream.Output) -> Void)? = nil,
                    receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)? = nil,
                    receiveCancel: (() -> Void)? = nil,
                    receiveRequest: ((Subscribers.Demand) -> Void)?) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        /// Subscribes to the upstream, calling the closures as events pass.
        ///
        /// ```swift
        /// load.handleEvents(receiveOutput: { print($0) }).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(HandleEventsInner(subscriber, events: self))
        }
    }
}

/// The subscriber and subscription of a ``Publishers/HandleEvents`` (and of `print` and
/// `breakpoint`).
///
/// The subscription is reported when it arrives, before the subscriber is handed this
/// one: `receiveSubscription` "executes when the publisher receives the subscription from
/// the upstream publisher", and a subscriber can only request from a subscription it has
/// received, so every `receiveRequest` comes after it. A request goes up at once, as
/// Combine passes it. Once cancelled or completed, no closure runs again.
final class HandleEventsInner<Downstream: Subscriber, Upstream: Publisher>: Subscriber, Subscription, CustomStringConvertible
where Upstream.Output == Downstream.Input, Upstream.Failure == Downstream.Failure {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = Lock()
    private let downstream: Downstream
    private let events: Publishers.HandleEvents<Upstream>
    /// invariant: read and written only under `lock`.
    private var status = SubscriptionStatus.awaiting

    init(_ downstream: Downstream, events: Publishers.HandleEvents<Upstream>) {
        self.downstream = downstream
        self.events = events
    }

    var description: String { "HandleEvents" }

    func receive(subscription: any Subscription) {
        guard lock.withLock({ status.accept(subscription) }) else { return subscription.cancel() }
        events.receiveSubscription?(subscription)
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard lock.withLock({ status.subscription != nil }) else { return .none }
        events.receiveOutput?(input)
        let more = downstream.receive(input)
        if more > 0 { events.receiveRequest?(more) }
        return more
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard lock.withLock({ status.complete() }) else { return }
        events.receiveCompletion?(completion)
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        guard let upstream = lock.withLock({ status.subscription }) else { return }
        events.receiveRequest?(demand)
        upstream.request(demand)
    }

    func cancel() {
        guard let upstream = lock.withLock({ status.end() }) else { return }
        events.receiveCancel?()
        upstream.cancel()
    }
}

extension Publisher {
    /// Performs the specified closures when publisher events occur — Combine's
    /// `handleEvents(receiveSubscription:receiveOutput:receiveCompletion:receiveCancel:receiveRequest:)`.
    ///
    /// ```swift
    /// let integers = (0...2)
    /// cancellable = integers.publisher
    ///     .handleEvents(receiveSubscription: { subs in
    ///         print("Subscription: \(subs.combineIdentifier)")
    ///     }, receiveOutput: { anInt in
    ///         print("in output handler, received \(anInt)")
    ///     }, receiveCompletion: { _ in
    ///         print("in completion handler")
    ///     }, receiveCancel: {
    ///         print("received cancel")
    ///     }, receiveRequest: { (demand) in
    ///         print("received demand: \(demand.description)")
    ///     })
    ///     .sink { _ in return }
    ///
    /// // Prints (the subscription first: a subscriber requests from a subscription it
    /// // has received; Apple's page prints the demand first):
    /// //   Subscription: 0x7f81284734c0
    /// //   received demand: unlimited
    /// //   in output handler, received 0
    /// //   in output handler, received 1
    /// //   in output handler, received 2
    /// //   in completion handler
    /// ```
    public func handleEvents(receiveSubscription: ((any Subscription) -> Void)? = nil,
                             receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
                             receiveCancel: (() -> Void)? = nil,
                             receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
                                receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }
}

extension Publishers {
    /// A publisher that prints log messages for all publishing events, optionally
    /// prefixed with a given string — Combine's `Publishers.Print`.
    ///
    /// ```swift
    /// (1...3).publisher.print("_").sink { _ in }
    /// ```
    public struct Print<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// A string with which to prefix all log messages.
        public let prefix: String
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A stream to use for writing log messages (standard output when `nil`).
        public let stream: (any TextOutputStream)?

        /// Creates a publisher that prints log messages for all publishing events.
        ///
        /// ```swift
        /// Publishers.Print(upstream: numbers, prefix: "numbers", to: nil)
        /// ```
        public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
            self.upstream = upstream
            self.prefix = prefix
            self.stream = stream
        }

        /// Subscribes to the upstream, printing each event.
        ///
        /// ```swift
        /// numbers.print().subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let log = PrintLog(prefix: prefix, stream: stream)
            let events = upstream.handleEvents(receiveSubscription: { log.write("receive subscription: (\($0))") },
                                  receiveOutput: { log.write("receive value: (\($0))") },
                                  receiveCompletion: { completion in
                                      switch completion {
                                      case .finished: log.write("receive finished")
                                      case .failure(let error): log.write("receive error: (\(error))")
                                      }
                                  },
                                  receiveCancel: { log.write("receive cancel") },
                                  receiveRequest: { log.write("request \($0)") })
            upstream.subscribe(HandleEventsInner(subscriber, events: events))
        }
    }
}

/// Where a ``Publishers/Print`` writes: its stream, or standard output.
/// Invariant (`@unchecked Sendable`): `prefix` is set in `init`; `stream` is written only under
/// `lock`.
private final class PrintLog: @unchecked Sendable {
    private let lock = Lock()
    private let prefix: String
    /// invariant: written only under `lock`, one message at a time.
    private var stream: (any TextOutputStream)?

    init(prefix: String, stream: (any TextOutputStream)?) {
        self.prefix = prefix.isEmpty ? "" : "\(prefix): "
        self.stream = stream
    }

    func write(_ message: String) {
        lock.withLock {
            if stream != nil {
                stream!.write("\(prefix)\(message)\n")
            } else {
                print("\(prefix)\(message)")
            }
        }
    }
}

extension Publisher {
    /// Prints log messages for all publishing events — Combine's `print(_:to:)`.
    ///
    /// ```swift
    /// let integers = (1...2)
    /// cancellable = integers.publisher
    ///    .print("Logged a message", to: nil)
    ///    .sink { _ in }
    ///
    /// // Prints:
    /// //  Logged a message: receive subscription: (1...2)
    /// //  Logged a message: request unlimited
    /// //  Logged a message: receive value: (1)
    /// //  Logged a message: receive value: (2)
    /// //  Logged a message: receive finished
    /// ```
    public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil) -> Publishers.Print<Self> {
        Publishers.Print(upstream: self, prefix: prefix, to: stream)
    }
}
