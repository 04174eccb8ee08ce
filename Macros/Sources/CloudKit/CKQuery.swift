import Foundation

/// A search for records of one type that match a predicate, in an order.
///
/// ```swift
/// let query = CKQuery(recordType: "Item", predicate: NSPredicate(format: "price >= %d", 100))
/// query.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
/// let (results, _) = try await database.records(matching: query)
/// ```
///
/// A headless database evaluates the predicate over its records: `NSPredicate(value:)`
/// and the format predicates of `NSPredicate(format:)` (comparisons, `BEGINSWITH`, `IN`,
/// `AND`, `OR`, `NOT`; references compared with a reference, a record ID or a record). A
/// predicate it cannot evaluate (a block, a compound or comparison predicate built by
/// hand, a function such as `distanceToLocation:fromLocation:`) fails the query with
/// ``CKError/Code/invalidArguments`` naming it.
///
/// Invariant (`@unchecked Sendable`, as Apple's queries are): `sortDescriptors` is read and
/// written only under `lock`; the predicate is not changed after `init`.
public final class CKQuery: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var sorts: [NSSortDescriptor]?

    /// The type of the records searched.
    public let recordType: CKRecord.RecordType
    /// What a record must match.
    public let predicate: NSPredicate

    /// A query of the records of `recordType` that match `predicate`.
    public init(recordType: CKRecord.RecordType, predicate: NSPredicate) {
        self.recordType = recordType
        self.predicate = predicate
    }

    /// The order of the results, by field (`key`) and direction; `nil` leaves them in the
    /// order they were first saved.
    public var sortDescriptors: [NSSortDescriptor]? {
        get { lock.withLock { sorts } }
        set { lock.withLock { sorts = newValue } }
    }
}
