import Foundation

extension NSSortDescriptor {
    /// A sort descriptor by the value of a property named by `key` (or a key path of
    /// relationships and a property, `author.name`), ascending or descending.
    ///
    /// swift-corelibs-foundation marks this initializer unavailable (it has no key-value
    /// coding); Core Data's objects keep their values by name, so here it works for them.
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \NSObject.hash, ascending: ascending)
        SortKeys.shared.record(key ?? "", for: self)
    }

    /// The key the descriptor sorts by, for a descriptor made with `init(key:ascending:)`.
    package var coreDataKey: String? { SortKeys.shared.key(of: self) }
}

/// The keys of sort descriptors made by key: corelibs' descriptors keep only key paths.
///
/// Invariant (`@unchecked Sendable`): `keys` is read and written only under `lock`.
package final class SortKeys: @unchecked Sendable {
    package static let shared = SortKeys()
    private let lock = NSLock()
    private struct Entry { weak var descriptor: NSSortDescriptor?; let key: String }
    /// invariant: read and written under `lock`.
    private var keys: [ObjectIdentifier: Entry] = [:]

    package func record(_ key: String, for descriptor: NSSortDescriptor) {
        lock.withLock {
            if keys.count > 256 { keys = keys.filter { $0.value.descriptor != nil } }
            keys[ObjectIdentifier(descriptor)] = Entry(descriptor: descriptor, key: key)
        }
    }

    package func key(of descriptor: NSSortDescriptor) -> String? {
        lock.withLock {
            guard let entry = keys[ObjectIdentifier(descriptor)], entry.descriptor === descriptor else { return nil }
            return entry.key
        }
    }
}
