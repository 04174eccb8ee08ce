import Foundation
import VirtualTime

/// A namespace for types that serve as subscribers — Combine's `Subscribers`.
///
/// ```swift
/// .sink(receiveCompletion: { completion in
///     if case .failure(let error) = completion { print(error) }
/// }, receiveValue: { print($0) })
/// ```
public enum Subscribers {
    /// A signal that a publisher doesn't produce additional elements, either due to
    /// normal completion or an error.
    ///
    /// ```swift
    /// switch completion {
    /// case .finished: print("done")
    /// case .failure(let error): print(error)
    /// }
    /// ```
    public enum Completion<Failure: Error> {
        /// The publisher finished normally.
        case finished
        /// The publisher stopped because of an error.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Sendable where Failure: Sendable {}
extension Subscribers.Completion: Equatable where Failure: Equatable {}

extension AsyncSequence {
    /// Subscribes with closures for the elements and the completion — Combine's `sink`.
    ///
    /// ```swift
    /// let subscription = subject.sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
    /// ```
    ///
    /// The subscription starts now (what is sent from now on is received) and runs in a
    /// task on the main actor: values arrive asynchronously, after the sender returns —
    /// Combine calls the closure before `send` returns. In a test, `await host.settle()`
    /// (or `advance(by:)`) lets them arrive. Keep the returned ``AnyCancellable``: when
    /// it goes, the subscription ends.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Element) -> Void
    ) -> AnyCancellable {
        let iterator = Unchecked(value: makeAsyncIterator())
        // The closures run on the main actor, where the engine's subscribers run; those
        // formed in a main-actor model are isolated to it, the others touch no actor.
        let handlers = Unchecked(value: (receiveValue, receiveCompletion))
        let task = Task { @MainActor in
            var iterator = iterator.value
            do throws(Failure) {
                while let element = try await iterator.next(isolation: MainActor.shared) {
                    guard !Task.isCancelled else { return }
                    handlers.value.0(element)
                }
                guard !Task.isCancelled else { return }
                handlers.value.1(.finished)
            } catch {
                handlers.value.1(.failure(error))
            }
        }
        return AnyCancellable { task.cancel() }
    }

    /// Subscribes with a closure for the elements — Combine's `sink(receiveValue:)`.
    ///
    /// ```swift
    /// model.$query
    ///     .sink { query in print("query is \(query)") }
    ///     .store(in: &cancellables)
    /// ```
    ///
    /// As ``sink(receiveCompletion:receiveValue:)``: values arrive asynchronously, on the
    /// main actor, while the returned ``AnyCancellable`` lives.
    public func sink(receiveValue: @escaping (Element) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Assigns each element to a property of an object — Combine's `assign(to:on:)`.
    ///
    /// ```swift
    /// Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    ///     .assign(to: \.now, on: clockModel)
    ///     .store(in: &cancellables)
    /// ```
    ///
    /// The object is kept while the subscription lives (as in Combine). Values arrive as
    /// with ``sink(receiveValue:)``.
    public func assign<Root: AnyObject>(to keyPath: ReferenceWritableKeyPath<Root, Element>, on object: Root) -> AnyCancellable {
        let target = Unchecked(value: (object, keyPath))
        return sink { element in target.value.0[keyPath: target.value.1] = element }
    }

    /// Republishes each element through a `@Published` property — Combine's
    /// `assign(to:)`.
    ///
    /// ```swift
    /// final class Clock: ObservableObject {
    ///     @Published var now = Date()
    ///     init() {
    ///         Timer.publish(every: 1, on: .main, in: .common).autoconnect().assign(to: &$now)
    ///     }
    /// }
    /// ```
    ///
    /// Each element is written as the property's setter writes it (`objectWillChange`
    /// first). The subscription lives as long as the property; assigning again replaces it.
    public func assign(to published: inout Published<Element>.Publisher) {
        let write = Unchecked(value: published.writer)
        published.retain(sink { element in write.value(element) })
    }
}
