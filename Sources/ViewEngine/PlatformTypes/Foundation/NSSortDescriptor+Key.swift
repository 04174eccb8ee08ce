#if !canImport(Darwin)
import Foundation

// Apple's `NSSortDescriptor(key:ascending:)` names the property it sorts by; swift-corelibs-
// foundation marks it unavailable (it has no key-value coding) and keeps only key paths.
// Core Data's objects and CloudKit's records keep their values by name, so here the
// initializer is declared, once, and the key kept beside the descriptor for the frameworks
// that sort by it (`recordedKey`).

extension NSSortDescriptor {
    /// A sort descriptor by the value of the property named `key` (or a path of
    /// relationships and a property, `author.name`), ascending or descending. Core Data's
    /// fetches and CloudKit's queries sort by it; a descriptor by key sorts nothing else,
    /// as Foundation on Linux has no key-value coding.
    ///
    /// ```swift
    /// request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
    /// ```
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \NSObject.hash, ascending: ascending)
        SortDescriptorKeys.shared.record(key ?? "", for: self)
    }

    /// The key the descriptor was made with by `init(key:ascending:)`; `nil` for one made
    /// with a key path. (Apple's `key`, which swift-corelibs-foundation marks unavailable.)
    @_spi(Predicates) public var recordedKey: String? { SortDescriptorKeys.shared.key(of: self) }
}

/// The keys of sort descriptors made by key: corelibs' descriptors keep only key paths.
///
/// Invariant (`@unchecked Sendable`): `keys` is read and written only under `lock`.
final class SortDescriptorKeys: @unchecked Sendable {
    static let shared = SortDescriptorKeys()
    private let lock = NSLock()
    private struct Entry { weak var descriptor: NSSortDescriptor?; let key: String }
    /// invariant: read and written under `lock`.
    private var keys: [ObjectIdentifier: Entry] = [:]

    /// Keeps `key` for `descriptor`; entries whose descriptor is gone are dropped as the
    /// table grows.
    func record(_ key: String, for descriptor: NSSortDescriptor) {
        lock.withLock {
            if keys.count > 256 { keys = keys.filter { $0.value.descriptor != nil } }
            keys[ObjectIdentifier(descriptor)] = Entry(descriptor: descriptor, key: key)
        }
    }

    /// The key kept for `descriptor`, if it is the descriptor it was kept for.
    func key(of descriptor: NSSortDescriptor) -> String? {
        lock.withLock {
            guard let entry = keys[ObjectIdentifier(descriptor)], entry.descriptor === descriptor else { return nil }
            return entry.key
        }
    }
}
#else
import Foundation

extension NSSortDescriptor {
    /// The key the descriptor sorts by: Foundation's `key`, as Core Data and CloudKit read
    /// it where the platform is Apple's.
    @_spi(Predicates) public var recordedKey: String? { key }
}
#endif
