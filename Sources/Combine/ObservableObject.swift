import Foundation

/// A type of object with a publisher that emits before the object has changed —
/// Combine's `ObservableObject`.
///
/// ```swift
/// final class Settings: ObservableObject {
///     @Published var volume = 5
///     @Published var muted = false
/// }
///
/// struct Panel: View {
///     @StateObject var settings = Settings()
///     var body: some View {
///         Toggle("Muted", isOn: $settings.muted)
///             .onChange(of: settings.volume) { print($0) }
///     }
/// }
/// ```
///
/// A class whose properties are `@Published` gets its `objectWillChange` without writing
/// one, and every write to a `@Published` property sends it before the value changes.
/// A view holding the object re-evaluates when *any* of them changes, whatever its body
/// read (SPEC R15) — unlike an `@Observable` model, whose readers are tracked per property.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: AsyncSequence = ObservableObjectPublisher

    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's own publisher, made the first time it is asked for and kept for the
    /// object's lifetime.
    ///
    /// ```swift
    /// model.objectWillChange.send()   // views holding `model` update
    /// ```
    public var objectWillChange: ObservableObjectPublisher { DefaultPublishers.publisher(for: self) }
}

/// The `objectWillChange` publishers of objects that did not declare their own, kept
/// beside the objects (a class cannot gain a stored property from a protocol).
enum DefaultPublishers {
    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
    nonisolated(unsafe) private static var purgeThreshold = 64

    /// The publisher of `object`, made on first use.
    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.withLock {
            let key = ObjectIdentifier(object)
            // An entry whose object is gone may have left its identifier to a new object.
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
    /// default, or one the class declared): what `@Published` sends and views observe.
    package var observableObjectPublisher: ObservableObjectPublisher? {
        objectWillChange as? ObservableObjectPublisher
    }
}
