/// A namespace for types that serve as subscribers — Combine's `Subscribers`.
///
/// ```swift
/// let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { print($0) }, receiveValue: { print($0) })
/// [1, 2].publisher.subscribe(sink)
/// ```
public enum Subscribers {}

extension Subscribers {
    /// A signal that a publisher doesn’t produce additional elements, either due to
    /// normal completion or an error.
    ///
    /// ```swift
    /// .sink(receiveCompletion: { completion in
    ///     switch completion {
    ///     case .finished: print("done")
    ///     case .failure(let error): print(error)
    ///     }
    /// }, receiveValue: { print($0) })
    /// ```
    public enum Completion<Failure: Error> {
        /// The publisher finished normally.
        case finished
        /// The publisher stopped publishing due to the indicated error.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Subscribers.Completion {
    /// The same completion with its error transformed.
    func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure) -> Subscribers.Completion<NewFailure> {
        switch self {
        case .finished: .finished
        case .failure(let error): .failure(transform(error))
        }
    }
}
