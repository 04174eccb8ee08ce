/// A type of object with a publisher that emits before the object has changed —
/// Combine's `ObservableObject`.
///
/// ```swift
/// class Contact: ObservableObject {
///     @Published var name: String
///     @Published var age: Int
///
///     init(name: String, age: Int) {
///         self.name = name
///         self.age = age
///     }
///
///     func haveBirthday() -> Int {
///         age += 1
///         return age
///     }
/// }
///
/// let john = Contact(name: "John Appleseed", age: 24)
/// cancellable = john.objectWillChange
///     .sink { _ in
///         print("\(john.age) will change")
///     }
/// print(john.haveBirthday())
/// // Prints "24 will change"
/// // Prints "25"
/// ```
///
/// By default an `ObservableObject` synthesizes an ``objectWillChange-2oa5v`` publisher
/// that emits before any of its `@Published` properties changes. A class may declare its
/// own `objectWillChange` (any publisher that cannot fail) and send it itself; views
/// holding the object (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`) update
/// when it emits, whatever its type (Rules R15, R20).
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never

    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed: the object's own, made the
    /// first time it is asked for and kept for the object's lifetime.
    ///
    /// ```swift
    /// model.objectWillChange.send()   // views holding `model` update
    /// ```
    public var objectWillChange: ObservableObjectPublisher { DefaultPublishers.shared.publisher(for: self) }
}

/// The `objectWillChange` publishers of objects that did not declare their own, kept
/// beside the objects (a protocol cannot give a class a stored property).
/// Invariant (`@unchecked Sendable`): `entries` and `purgeThreshold` are read and written only
/// under `lock`.
final class DefaultPublishers: @unchecked Sendable {
    static let shared = DefaultPublishers()

    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private let lock = Lock()
    /// invariant: read and written only under `lock`. An entry whose object is gone may
    /// stay until the next purge; its identifier is never trusted without `object ===`.
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// invariant: as `entries`.
    private var purgeThreshold = 64

    /// The publisher of `object`, made on first use.
    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.withLock {
            let key = ObjectIdentifier(object)
            if let entry = entries[key], entry.object === object { return entry.publisher }
            if entries.count >= purgeThreshold {
                entries = entries.filter { $0.value.object != nil }
                purgeThreshold = max(64, entries.count * 2)
            }
            let publisher = ObservableObjectPublisher()
            entries[key] = Entry(object: object, publisher: publisher)
            return publisher
        }
    }
}

extension ObservableObject {
    /// The object's `objectWillChange` when it is an ``ObservableObjectPublisher`` (the
    /// default, or one the class declared): what `@Published` sends.
    var observableObjectPublisher: ObservableObjectPublisher? {
        objectWillChange as? ObservableObjectPublisher
    }
}
