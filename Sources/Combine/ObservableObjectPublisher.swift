import Foundation
import VirtualTime

/// The publisher of an ``ObservableObject``'s `objectWillChange`: it publishes before the
/// object changes — Combine's `ObservableObjectPublisher`, as an `AsyncSequence`.
///
/// ```swift
/// final class Model: ObservableObject {
///     @Published var count = 0   // every write sends objectWillChange first
/// }
///
/// Text("…").onReceive(model.objectWillChange) { print("will change") }
/// ```
///
/// Views that hold the object (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`)
/// are invalidated synchronously by ``send()``, in the frame of the write (SPEC R15);
/// `onReceive` and `for await` subscribers get an element asynchronously, like any
/// ``PassthroughSubject`` subscriber.
public final class ObservableObjectPublisher: AsyncSequence, @unchecked Sendable {
    /// Each element says "the object is about to change".
    public typealias Element = Void

    private let lock = NSLock()
    private var observers: [WeakObserver] = []
    private let subject = PassthroughSubject<Void, Never>()

    /// Creates a publisher. An `ObservableObject` normally gets its own without writing one.
    ///
    /// ```swift
    /// let objectWillChange = ObservableObjectPublisher()
    /// ```
    public init() {}

    /// Publishes that the object is about to change.
    ///
    /// ```swift
    /// var level = 0 { willSet { objectWillChange.send() } }
    /// ```
    public func send() {
        for observer in liveObservers() { observer.objectWillChange() }
        subject.send(())
    }

    /// Subscribes: the iterator receives an element for every ``send()`` from now on.
    ///
    /// ```swift
    /// for await _ in model.objectWillChange { print("will change") }
    /// ```
    public func makeAsyncIterator() -> PassthroughSubject<Void, Never>.Iterator {
        subject.makeAsyncIterator()
    }

    // MARK: The engine's observers

    /// Adds an observer that ``send()`` calls synchronously; kept weakly.
    package func addObserver(_ observer: any ObjectWillChangeObserver) {
        lock.withLock {
            observers.removeAll { $0.observer == nil }
            observers.append(WeakObserver(observer: observer))
        }
    }

    /// Removes `observer`.
    package func removeObserver(_ observer: any ObjectWillChangeObserver) {
        lock.withLock { observers.removeAll { $0.observer == nil || $0.observer === observer } }
    }

    /// Whether views observe the object: a write off the main actor is then refused.
    package var isObserved: Bool { !liveObservers().isEmpty }

    /// Tells the observers that a write was refused because it came from another thread.
    package func reportWriteOffMainThread() {
        for observer in liveObservers() { observer.objectChangedOffMainThread() }
    }

    private func liveObservers() -> [any ObjectWillChangeObserver] {
        lock.withLock { observers.compactMap(\.observer) }
    }

    private struct WeakObserver {
        weak var observer: (any ObjectWillChangeObserver)?
    }
}

/// What the engine subscribes to an object's `objectWillChange` with: a view that holds it.
package protocol ObjectWillChangeObserver: AnyObject, Sendable {
    /// The object is about to change (called on the thread that wrote).
    func objectWillChange()
    /// A `@Published` write from another thread was refused.
    func objectChangedOffMainThread()
}
