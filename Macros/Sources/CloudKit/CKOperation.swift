import Foundation

/// An operation on a container or database: added to a database (`add(_:)`), it runs
/// later, when the host settles, and calls its blocks then, in Apple's order.
///
/// Invariant (`@unchecked Sendable`, restated from `Operation`, as Apple's operations are):
/// an operation's properties are set before it is added and only read after, when it runs
/// on the main actor (or on the operation queue it was added to).
open class CKOperation: Operation, @unchecked Sendable {
    /// Runs the operation on `database`'s store in `state`: each subclass its own work.
    func run(on database: CKDatabase, state: CloudKitState) {}

    /// Runs the operation on its database, or the default container's private one, when an
    /// operation queue starts it.
    open override func main() {
        let database = (self as? CKDatabaseOperation)?.database ?? CKContainer.default().privateCloudDatabase
        run(on: database, state: .current)
    }
}

/// An operation on one database.
open class CKDatabaseOperation: CKOperation, @unchecked Sendable {  // Invariant: as CKOperation's.
    /// The database it runs against; set by ``CKDatabase/add(_:)``.
    open var database: CKDatabase?
}

/// Fetches the records that match a query, a page at a time.
///
/// Its blocks are called in this order: ``recordMatchedBlock`` (and the older
/// ``recordFetchedBlock``) once per record in the query's sort order, then
/// ``queryResultBlock`` (and the older ``queryCompletionBlock``) once.
open class CKQueryOperation: CKDatabaseOperation, @unchecked Sendable {  // Invariant: as CKOperation's.
    /// As many results as the server gives at once: here, all of them.
    public static let maximumResults = 0

    /// Where a query's results continue, for a next operation (`init(cursor:)`).
    public final class Cursor: NSObject, Sendable {
        let query: CKQuery
        let zoneID: CKRecordZone.ID?
        let offset: Int

        init(query: CKQuery, zoneID: CKRecordZone.ID?, offset: Int) {
            self.query = query
            self.zoneID = zoneID
            self.offset = offset
        }

        /// The records of `all` from `offset`, at most `limit` (all for 0), and the cursor
        /// after them when more remain.
        static func page(_ all: [CKRecord], from offset: Int, limit: Int, query: CKQuery, zoneID: CKRecordZone.ID?)
            -> (records: [CKRecord], cursor: Cursor?) {
            let start = min(offset, all.count)
            let end = limit > 0 ? min(all.count, start + limit) : all.count
            let cursor = end < all.count ? Cursor(query: query, zoneID: zoneID, offset: end) : nil
            return (Array(all[start..<end]), cursor)
        }
    }

    /// The query run; `nil` for an operation made from a cursor.
    open var query: CKQuery?
    /// Where a previous operation's results stopped.
    open var cursor: Cursor?
    /// The zone searched; the default zone for `nil`.
    open var zoneID: CKRecordZone.ID?
    /// The most records to fetch; ``maximumResults`` for all.
    open var resultsLimit = CKQueryOperation.maximumResults
    /// The fields each record comes with; all of them for `nil`.
    open var desiredKeys: [CKRecord.FieldKey]?
    /// Called with each record that matches, in the query's sort order.
    open var recordMatchedBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    /// Called once at the end, with the cursor when more records remain, or the error.
    open var queryResultBlock: ((Result<Cursor?, any Error>) -> Void)?
    /// Called with each record that matches (the older form of ``recordMatchedBlock``).
    open var recordFetchedBlock: ((CKRecord) -> Void)?
    /// Called once at the end (the older form of ``queryResultBlock``).
    open var queryCompletionBlock: ((Cursor?, (any Error)?) -> Void)?

    /// An operation with no query yet.
    public override init() { super.init() }

    /// An operation that runs `query`.
    public convenience init(query: CKQuery) {
        self.init()
        self.query = query
    }

    /// An operation that continues where `cursor` stopped.
    public convenience init(cursor: Cursor) {
        self.init()
        self.cursor = cursor
    }

    override func run(on database: CKDatabase, state: CloudKitState) {
        guard let query = cursor?.query ?? query else {
            finish(.failure(CKError(.invalidArguments, message: "a CKQueryOperation needs a query or a cursor")))
            return
        }
        let zone = cursor?.zoneID ?? zoneID
        switch state.perform(query, zoneID: zone, desiredKeys: desiredKeys, in: database.key) {
        case .failure(let error):
            finish(.failure(error))
        case .success(let all):
            let page = Cursor.page(all, from: cursor?.offset ?? 0, limit: resultsLimit, query: query, zoneID: zone)
            for record in page.records {
                recordMatchedBlock?(record.recordID, .success(record))
                recordFetchedBlock?(record)
            }
            finish(.success(page.cursor))
        }
    }

    private func finish(_ result: Result<Cursor?, CKError>) {
        queryResultBlock?(result.mapError { $0 })
        switch result {
        case .success(let cursor): queryCompletionBlock?(cursor, nil)
        case .failure(let error): queryCompletionBlock?(nil, error)
        }
    }
}

/// Saves and deletes records in one batch.
///
/// Its blocks are called in this order: ``perRecordSaveBlock`` (and the older
/// ``perRecordCompletionBlock``) once per record to save, in order; ``perRecordDeleteBlock``
/// once per ID to delete, in order; then ``modifyRecordsResultBlock`` and the older
/// ``modifyRecordsCompletionBlock``. When some items fail the others are still saved, as in
/// the default zone, and the result is ``CKError/Code/partialFailure`` with each item's
/// error in ``CKError/partialErrorsByItemID``.
open class CKModifyRecordsOperation: CKDatabaseOperation, @unchecked Sendable {  // Invariant: as CKOperation's.
    /// How a save treats the server's copy of a record, with Apple's raw values.
    public enum RecordSavePolicy: Int, Sendable {
        /// Saves only if the record's change tag is the server's
        /// (else ``CKError/Code/serverRecordChanged``).
        case ifServerRecordUnchanged = 0
        /// Writes the fields changed on the record over the server's copy.
        case changedKeys = 1
        /// Writes every field of the record over the server's copy.
        case allKeys = 2
    }

    /// The records to save.
    open var recordsToSave: [CKRecord]?
    /// The IDs of the records to delete.
    open var recordIDsToDelete: [CKRecord.ID]?
    /// How saves treat the server's copies; ``RecordSavePolicy/ifServerRecordUnchanged``
    /// by default.
    open var savePolicy = RecordSavePolicy.ifServerRecordUnchanged
    /// Whether the batch fails as one in zones that support it (not the default zone);
    /// kept, not applied: every zone here saves item by item.
    open var isAtomic = true
    /// Called with each record to save: the server's copy, or the error.
    open var perRecordSaveBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    /// Called with each ID to delete: success, or the error.
    open var perRecordDeleteBlock: ((CKRecord.ID, Result<Void, any Error>) -> Void)?
    /// Called with each record to save and its error (the older form of
    /// ``perRecordSaveBlock``).
    open var perRecordCompletionBlock: ((CKRecord, (any Error)?) -> Void)?
    /// Called once at the end: success, or ``CKError/Code/partialFailure``.
    open var modifyRecordsResultBlock: ((Result<Void, any Error>) -> Void)?
    /// Called once at the end with the records saved, the IDs deleted and the error (the
    /// older form of ``modifyRecordsResultBlock``).
    open var modifyRecordsCompletionBlock: (([CKRecord]?, [CKRecord.ID]?, (any Error)?) -> Void)?

    /// An operation with nothing to save or delete yet.
    public override init() { super.init() }

    /// An operation that saves `records` and deletes the records `recordIDs`.
    public convenience init(recordsToSave records: [CKRecord]?, recordIDsToDelete recordIDs: [CKRecord.ID]?) {
        self.init()
        recordsToSave = records
        recordIDsToDelete = recordIDs
    }

    override func run(on database: CKDatabase, state: CloudKitState) {
        var errors: [CKRecord.ID: CKError] = [:]
        var saved: [CKRecord] = []
        var deleted: [CKRecord.ID] = []
        for record in recordsToSave ?? [] {
            switch state.save(record, policy: savePolicy, in: database.key) {
            case .success(let copy):
                saved.append(copy)
                perRecordSaveBlock?(record.recordID, .success(copy))
                perRecordCompletionBlock?(copy, nil)
            case .failure(let error):
                errors[record.recordID] = error
                perRecordSaveBlock?(record.recordID, .failure(error))
                perRecordCompletionBlock?(record, error)
            }
        }
        for id in recordIDsToDelete ?? [] {
            switch state.delete(id, in: database.key) {
            case .success:
                deleted.append(id)
                perRecordDeleteBlock?(id, .success(()))
            case .failure(let error):
                errors[id] = error
                perRecordDeleteBlock?(id, .failure(error))
            }
        }
        let failure = errors.isEmpty ? nil : CKError(.partialFailure, message: "\(errors.count) of the batch's items failed", partialErrors: errors)
        modifyRecordsResultBlock?(failure.map { .failure($0) } ?? .success(()))
        modifyRecordsCompletionBlock?(saved, deleted, failure)
    }
}
