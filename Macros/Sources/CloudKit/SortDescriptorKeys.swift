// The key a query's sort descriptor sorts by. swift-corelibs-foundation's descriptors keep
// only key paths (it has no key-value coding) and mark `init(key:ascending:)` unavailable;
// Core Data's module here declares it and keeps each descriptor's key, and CloudKit reads
// the key from there (a file that imports CloudKit alone makes its descriptors here).

import Foundation
#if canImport(Darwin)
import EngineCoreData
#else
import CoreData
#endif

#if !canImport(Darwin)
extension NSSortDescriptor {
    /// A sort descriptor by the field `key`, ascending or descending (Core Data's
    /// declaration wins where both modules are imported: the two keep the key in one place).
    @_disfavoredOverload
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \NSObject.hash, ascending: ascending)
        SortKeys.shared.record(key ?? "", for: self)
    }
}
#endif

extension NSSortDescriptor {
    /// The field the descriptor sorts by, for a descriptor made with `init(key:ascending:)`.
    var cloudKitKey: String? {
        #if canImport(Darwin)
        key
        #else
        coreDataKey
        #endif
    }
}

/// Reads `predicateFormat` through a protocol: swift-corelibs-foundation deprecates it, but
/// for a predicate made with `NSPredicate(value:)` it is `TRUEPREDICATE` or
/// `FALSEPREDICATE`, which is how a query tells such a predicate from a block.
protocol PredicateFormatReading {
    var predicateFormat: String { get }
}

extension NSPredicate: PredicateFormatReading {}
