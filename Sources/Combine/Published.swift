import Foundation
import VirtualTime

/// A type that publishes a property marked with an attribute — Combine's `@Published`.
///
/// ```swift
/// final class Search: ObservableObject {
///     @Published var query = ""
/// }
///
/// Text("…").onReceive(search.$query) { print("query is now \($0)") }
/// ```
///
/// A write sends the owning object's `objectWillChange` *before* the value changes
/// (SPEC R15), then gives the new value to the subscribers of `$query`; every write
/// publishes, equal value or not, as Combine's does. Outside a class, `@Published` does
/// not compile, as in Combine.
///
/// A write from a thread other than the main thread to an object that views observe is
/// refused: the value stays and each observing host gets SwiftUI's diagnostic
/// "Publishing changes from background threads is not allowed; …" (SPEC §5, R14).
@propertyWrapper
public struct Published<Value> {
    private let storage: PublishedStorage<Value>

    /// Creates the publisher with an initial value.
    ///
    /// ```swift
    /// @Published var count = 0
    /// ```
    public init(wrappedValue: Value) {
        storage = PublishedStorage(wrappedValue)
    }

    /// Creates the publisher with an initial value.
    ///
    /// ```swift
    /// _count = Published(initialValue: 0)
    /// ```
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Not available: `@Published` works on properties of classes only.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The publisher of the property's values: the current value first, then each new one.
    ///
    /// ```swift
    /// .onReceive(model.$count) { print($0) }
    /// ```
    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        set { self = Published(sharing: newValue.storage) }
    }

    private init(sharing storage: PublishedStorage<Value>) { self.storage = storage }

    /// The property of `object`: read as stored; a write sends `objectWillChange` first.
    ///
    /// ```swift
    /// model.count += 1   // objectWillChange, then $count gets 1, then count is 1
    /// ```
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            let publisher = (object as? any ObservableObject)?.observableObjectPublisher
            if let publisher, !MainQueue.isCurrent, publisher.isObserved {
                publisher.reportWriteOffMainThread()
                return
            }
            publisher?.send()
            storage.willSet(newValue)
            storage.value = newValue
        }
    }

    /// The values of a `@Published` property as an `AsyncSequence`: the value current at
    /// subscription, then every value written.
    ///
    /// ```swift
    /// for await query in search.$query { print(query) }
    /// ```
    public struct Publisher {
        fileprivate let storage: PublishedStorage<Value>
    }
}

extension Published.Publisher: AsyncSequence {
    /// Each element is a value of the property.
    public typealias Element = Value

    /// Subscribes: the iterator yields the current value, then every value written.
    ///
    /// ```swift
    /// var values = model.$count.makeAsyncIterator()
    /// ```
    public func makeAsyncIterator() -> Iterator {
        Iterator(first: storage.value, rest: storage.subject.makeAsyncIterator())
    }

    /// The iterator of one subscription.
    public struct Iterator: AsyncIteratorProtocol {
        private var first: Value?
        private var rest: PassthroughSubject<PublishedValue<Value>, Never>.Iterator

        init(first: Value, rest: PassthroughSubject<PublishedValue<Value>, Never>.Iterator) {
            self.first = first
            self.rest = rest
        }

        /// The current value at subscription the first time, then each written value.
        ///
        /// ```swift
        /// let current = await iterator.next()
        /// ```
        public mutating func next() async -> Value? {
            await next(isolation: nil)
        }

        /// The next value, without leaving the caller's actor.
        ///
        /// ```swift
        /// for await value in model.$count { print(value) }   // uses this on the caller's actor
        /// ```
        public mutating func next(isolation actor: isolated (any Actor)?) async -> Value? {
            if let value = first {
                first = nil
                return value
            }
            return await rest.next(isolation: actor)?.value
        }
    }
}

/// The value of one `@Published` property and the subject of its `$` publisher.
final class PublishedStorage<Value>: @unchecked Sendable {
    var value: Value
    private var subscribers: PassthroughSubject<PublishedValue<Value>, Never>?

    init(_ value: Value) { self.value = value }

    /// The subject behind the `$` publisher, made on first subscription.
    var subject: PassthroughSubject<PublishedValue<Value>, Never> {
        if let subscribers { return subscribers }
        let subject = PassthroughSubject<PublishedValue<Value>, Never>()
        subscribers = subject
        return subject
    }

    /// Gives `newValue` to the `$` publisher's subscribers, if it has any.
    func willSet(_ newValue: Value) {
        subscribers?.send(PublishedValue(value: newValue))
    }
}

/// A value on its way to the subscribers of a `$` publisher. Values of `@Published`
/// properties need not be `Sendable`; like Combine's, the publisher hands each one over
/// as it is, and the subscriber (a view's `onReceive`) reads it on the main actor.
struct PublishedValue<Value>: @unchecked Sendable {
    let value: Value
}
