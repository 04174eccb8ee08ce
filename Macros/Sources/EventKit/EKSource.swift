import Foundation

/// The base of EventKit's objects.
open class EKObject: NSObject {
    /// Whether the object has changes not yet saved.
    open var hasChanges: Bool { false }
    /// Whether the object has never been saved.
    open var isNew: Bool { false }
}

/// An account that holds calendars: on the device, iCloud, a server. Headless, the database
/// has one, local, titled "Default".
open class EKSource: EKObject {
    let record: EventKitState.SourceRecord
    weak var store: EKEventStore?

    init(_ record: EventKitState.SourceRecord, store: EKEventStore) {
        self.record = record
        self.store = store
    }

    /// The source's identifier.
    open var sourceIdentifier: String { record.identifier }
    /// The account's name.
    open var title: String { record.title }
    /// The kind of account.
    open var sourceType: EKSourceType { record.type }
    /// Whether the account is delegated from another person's.
    open var isDelegate: Bool { false }

    /// The source's calendars that hold items of `entityType`.
    open func calendars(for entityType: EKEntityType) -> Set<EKCalendar> {
        guard let store else { return [] }
        return Set(store.calendars(for: entityType).filter { $0.record.sourceIdentifier == record.identifier })
    }

    /// Two sources are equal when they are the same account.
    open override func isEqual(_ object: Any?) -> Bool { (object as? EKSource)?.record.identifier == record.identifier }

    /// The hash of the identifier.
    open override var hash: Int { record.identifier.hashValue }
}
