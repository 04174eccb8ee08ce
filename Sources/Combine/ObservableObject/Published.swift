/// A type that publishes a property marked with an attribute — Combine's `@Published`.
///
/// ```swift
/// class Weather {
///     @Published var temperature: Double
///     init(temperature: Double) {
///         self.temperature = temperature
///     }
/// }
///
/// let weather = Weather(temperature: 20)
/// cancellable = weather.$temperature
///     .sink() {
///         print ("Temperature now: \($0)")
///     }
/// weather.temperature = 25
///
/// // Prints:
/// // Temperature now: 20.0
/// // Temperature now: 25.0
/// ```
///
/// When the property changes, publishing occurs in the property's `willSet` block: the
/// owning object's `objectWillChange` first (when it is an
/// ``ObservableObjectPublisher``), then the subscribers of `$property`, which receive the
/// new value while the property still holds the old one; every write publishes, equal
/// value or not. `@Published` works on properties of classes only.
///
/// A write from any thread publishes and stores the value, as Apple's Combine does;
/// subscribers are called on the writing thread. (A view engine observing the object
/// may warn about a write off the main thread; that is its business, not Combine's.)
@propertyWrapper
public struct Published<Value> {
    private let storage: PublishedStorage<Value>

    /// Creates the published instance with an initial wrapped value.
    ///
    /// ```swift
    /// @Published var count = 0
    /// ```
    public init(wrappedValue: Value) {
        storage = PublishedStorage(wrappedValue)
    }

    /// Creates the published instance with an initial value.
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

    /// The property for which this instance exposes a publisher: the current value at
    /// subscription, then each value written.
    ///
    /// ```swift
    /// model.$count.sink { print($0) }
    /// ```
    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        set { self = Published(sharing: newValue.storage) }
    }

    private init(sharing storage: PublishedStorage<Value>) { self.storage = storage }

    /// The property of `object`: read as stored; a write publishes first.
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
        set { write(newValue, to: object[keyPath: storageKeyPath].storage, of: object) }
    }

    /// The `$` publisher of the property of `object`; the storage learns its owner, so
    /// that `assign(to: &$property)` publishes its writes as the property's setter does.
    ///
    /// ```swift
    /// $results   // inside the class
    /// ```
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        projected projectedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Publisher {
        get {
            let storage = object[keyPath: storageKeyPath].storage
            storage.owner = object
            return Publisher(storage: storage)
        }
        set {
            object[keyPath: storageKeyPath] = Published(sharing: newValue.storage)
        }
    }

    /// Writes the property of `object`: `objectWillChange` first, then the `$` publisher's
    /// subscribers, then the value — from whatever thread writes it, as Apple's Combine
    /// does: nothing is refused or dropped here. (A view engine that observes the object
    /// warns about a write from a background thread itself; Combine knows nothing of views.)
    /// Off the main thread, what observers defer with ``PublishedWrite/afterStore(_:)``
    /// runs after the value is stored.
    static func write(_ newValue: Value, to storage: PublishedStorage<Value>, of object: AnyObject?) {
        PublishedWrite.performing {
            (object as? any ObservableObject)?.observableObjectPublisher?.send()
            storage.subjectIfMade?.send(newValue)
            storage.value = newValue
        }
    }

    /// A publisher for properties marked with the `@Published` attribute.
    ///
    /// ```swift
    /// let publisher: Published<String>.Publisher = search.$query
    /// ```
    public struct Publisher: Combine.Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Value
        /// The publisher cannot fail.
        public typealias Failure = Never

        fileprivate let storage: PublishedStorage<Value>

        /// Attaches the subscriber: it receives the current value at its first demand,
        /// then every value written, before the property changes.
        ///
        /// ```swift
        /// model.$count.subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Value == S.Input, S.Failure == Never {
            storage.subject.attach(subscriber)
        }

        /// Writes a value to the property, as its setter does (`assign(to:)`), while the
        /// property lives: the writer does not keep it alive.
        var writer: (Value) -> Void {
            { [weak storage] value in
                guard let storage else { return }
                Published.write(value, to: storage, of: storage.owner)
            }
        }

        /// Keeps `subscription` for as long as the property lives (`assign(to:)`).
        func retain(_ subscription: AnyCancellable) {
            storage.assignment = subscription
        }
    }
}

/// The value of one `@Published` property and the subject of its `$` publisher.
/// Invariant (`@unchecked Sendable`): `value` is a stored property like any other (a program
/// that writes it on one thread and reads it on another orders the two, as with Apple's
/// Combine); `owner` is weak and only ever set to the same object; the subject is made once,
/// under `subjectLock`.
final class PublishedStorage<Value>: @unchecked Sendable {
    /// The property's value. Like any stored property (and as in Apple's Combine), it is
    /// read and written without a lock: a program that writes it from one thread while
    /// another reads it orders the two itself (`receive(on:)`, a lock of its own).
    var value: Value
    /// The object whose property this is, once its `$` publisher was asked for there.
    /// invariant: written only with the same object, so a racing write stores the same
    /// reference; loading a weak reference is atomic.
    weak var owner: AnyObject?
    /// The subscription of an `assign(to: &$property)`: it lives as long as the property.
    /// invariant: written where the owner's properties are written (its initializer, the
    /// `assign(to:)` call), like any stored property of the object.
    var assignment: AnyCancellable?
    /// invariant: read and written only under `PublishedStorage.subjectLock`; made once,
    /// at the first subscription, never replaced.
    private var madeSubject: SubjectCore<Value, Never>?

    /// Guards the lazy creation of the subjects of every `@Published` property (one lock,
    /// so that a property costs no lock of its own until it has subscribers).
    private static var subjectLock: Lock { sharedSubjectLock }

    init(_ value: Value) { self.value = value }

    /// The subject behind the `$` publisher, made at the first subscription with the
    /// current value.
    var subject: SubjectCore<Value, Never> {
        Self.subjectLock.withLock {
            if let madeSubject { return madeSubject }
            let subject = SubjectCore<Value, Never>(current: value)
            madeSubject = subject
            return subject
        }
    }

    /// The subject, if anyone ever subscribed.
    var subjectIfMade: SubjectCore<Value, Never>? { Self.subjectLock.withLock { madeSubject } }
}

/// The lock of ``PublishedStorage``'s subjects.
private let sharedSubjectLock = Lock()

extension Publisher where Failure == Never {
    /// Republishes elements received from a publisher, by assigning them to a property
    /// marked as a publisher — Combine's `assign(to:)`.
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
    /// first). The subscription lives as long as the property, so there is no cycle
    /// through the object; assigning again replaces it.
    public func assign(to published: inout Published<Output>.Publisher) {
        let write = published.writer
        published.retain(sink(receiveValue: write))
    }
}
