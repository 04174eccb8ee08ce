import Foundation
#if canImport(FoundationNetworking)
// On Linux `URLSession` lives in FoundationNetworking, not Foundation. `import Combine`
// brings it, so that a view model that writes `URLSession.shared.dataTaskPublisher(for:)`
// with the imports Apple's platforms need (Foundation, Combine) compiles here too.
@_exported import FoundationNetworking
#endif

extension URLSession {
    /// Returns a publisher that wraps a URL session data task for a given URL — Combine's
    /// `URLSession.dataTaskPublisher(for:)`.
    ///
    /// ```swift
    /// URLSession.shared.dataTaskPublisher(for: url)
    ///     .map(\.data)
    ///     .decode(type: [Article].self, decoder: JSONDecoder())
    ///     .receive(on: DispatchQueue.main)
    ///     .eraseToAnyPublisher()
    /// ```
    ///
    /// The publisher publishes data when the task completes, or terminates if the task
    /// fails with an error.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// Returns a publisher that wraps a URL session data task for a given URL request —
    /// Combine's `URLSession.dataTaskPublisher(for:)`.
    ///
    /// ```swift
    /// var request = URLRequest(url: url)
    /// request.httpMethod = "POST"
    /// URLSession.shared.dataTaskPublisher(for: request).map(\.response)
    /// ```
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// A publisher that delivers the results of performing URL session data tasks —
    /// Combine's `URLSession.DataTaskPublisher`.
    ///
    /// ```swift
    /// let cancellable = URLSession.shared.dataTaskPublisher(for: url)
    ///     .sink(receiveCompletion: { print($0) },
    ///           receiveValue: { data, response in print(data.count, response.mimeType ?? "") })
    /// ```
    ///
    /// Each subscription runs a data task of its own: it starts at the subscriber's first
    /// demand, and is cancelled if the subscription is. The result — the data and the
    /// response, then `finished`, or the task's `URLError` — comes on the session's
    /// delegate queue, as the task's completion handler does.
    ///
    /// invariant (`@unchecked Sendable`): its properties are constants; the session is
    /// thread-safe.
    public struct DataTaskPublisher: Publisher, @unchecked Sendable {
        /// The kind of values published by this publisher: the task's data and response.
        public typealias Output = (data: Data, response: URLResponse)
        /// The kind of errors this publisher might publish: the task's.
        public typealias Failure = URLError

        /// The URL request performed by the data task associated with this publisher.
        public let request: URLRequest
        /// The URL session that performs the data task associated with this publisher.
        public let session: URLSession

        /// Creates a data task publisher from the provided URL request and URL session.
        ///
        /// ```swift
        /// URLSession.DataTaskPublisher(request: URLRequest(url: url), session: .shared)
        /// ```
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        /// Attaches the subscriber; the data task starts at its first demand.
        ///
        /// ```swift
        /// URLSession.shared.dataTaskPublisher(for: url).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
            subscriber.receive(subscription: DataTaskSubscription(subscriber, request: request, session: session))
        }
    }
}

/// The subscription of a ``Foundation/URLSession/DataTaskPublisher``: runs one data task
/// from the first demand, and delivers its result.
final class DataTaskSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible
where Downstream.Input == (data: Data, response: URLResponse), Downstream.Failure == URLError {
    private let lock = Lock()
    /// invariant: the fields below are read and written only under `lock`. `downstream` is
    /// `nil` once the result went out or the subscription was cancelled; `task` is the
    /// running task (its completion handler holds this object until it ran).
    private var downstream: Downstream?
    private var task: URLSessionDataTask?
    private var started = false
    private let request: URLRequest
    private let session: URLSession

    init(_ downstream: Downstream, request: URLRequest, session: URLSession) {
        self.downstream = downstream
        self.request = request
        self.session = session
    }

    var description: String { "DataTaskPublisher" }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0, lock.withLock({ () -> Bool in
            guard downstream != nil, !started else { return false }
            started = true
            return true
        }) else { return }
        // The completion handler holds this subscription until it ran: the task's result
        // reaches the subscriber even if nothing else keeps the subscription.
        let handler = UncheckedSendable<(Data?, URLResponse?, (any Error)?) -> Void>({ [self] in
            completed(data: $0, response: $1, error: $2)
        })
        let task = session.dataTask(with: request) { handler.value($0, $1, $2) }
        let running: Bool = lock.withLock {
            guard downstream != nil else { return false }
            self.task = task
            return true
        }
        // Cancelled meanwhile: the task never starts.
        guard running else { return }
        task.resume()
    }

    private func completed(data: Data?, response: URLResponse?, error: (any Error)?) {
        let downstream: Downstream? = lock.withLock {
            defer {
                self.downstream = nil
                task = nil
            }
            return self.downstream
        }
        guard let downstream else { return }
        if let error {
            downstream.receive(completion: .failure(error as? URLError ?? URLError(.unknown)))
        } else if let response {
            _ = downstream.receive((data ?? Data(), response))
            downstream.receive(completion: .finished)
        } else {
            downstream.receive(completion: .failure(URLError(.badServerResponse)))
        }
    }

    func cancel() {
        let task: URLSessionDataTask? = lock.withLock {
            defer {
                downstream = nil
                self.task = nil
            }
            return self.task
        }
        task?.cancel()
    }
}
