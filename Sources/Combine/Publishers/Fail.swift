/// A publisher that immediately terminates with the specified error — Combine's `Fail`.
///
/// ```swift
/// struct Offline: Error {}
/// let cancellable = Fail<Int, Offline>(error: Offline())
///     .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
/// // failure(Offline())
/// ```
public struct Fail<Output, Failure: Error>: Publisher {
    /// The failure to send when terminating the publisher.
    public let error: Failure

    /// Creates a publisher that immediately terminates with the specified failure.
    ///
    /// ```swift
    /// Fail<String, URLError>(error: URLError(.notConnectedToInternet))
    /// ```
    public init(error: Failure) {
        self.error = error
    }

    /// Creates a publisher with the given output type, that immediately terminates with
    /// the specified failure.
    ///
    /// ```swift
    /// Fail(outputType: Int.self, failure: MyError.broken)
    /// ```
    public init(outputType: Output.Type, failure: Failure) {
        error = failure
    }

    /// Subscribes, and fails at once.
    ///
    /// ```swift
    /// Fail<Int, MyError>(error: .broken).subscribe(subscriber)
    /// ```
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
    }
}

extension Fail: Equatable where Failure: Equatable {}
extension Fail: Sendable where Failure: Sendable {}
