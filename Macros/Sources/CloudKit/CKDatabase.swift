import Foundation
import FrameworkSupport

/// One of a container's databases: records and subscriptions saved, fetched, queried and
/// deleted. Each call changes the host's store at once; a completion handler hears the
/// outcome later, when the host settles, as on a device.
///
/// ```swift
/// let database = CKContainer.default().privateCloudDatabase
/// let saved = try await database.save(record)
/// let again = try await database.record(for: saved.recordID)
/// ```
public final class CKDatabase: NSObject, Sendable {
    /// Which of a container's databases it is, with Apple's raw values.
    public enum Scope: Int, Sendable {
        /// The database every user of the app shares.
        case `public` = 1
        /// The current user's own database.
        case `private` = 2
        /// The records other users share with the current user.
        case shared = 3
    }

    /// Which of the container's databases this is.
    public let databaseScope: Scope
    let containerIdentifier: String

    init(containerIdentifier: String, databaseScope: Scope) {
        self.containerIdentifier = containerIdentifier
        self.databaseScope = databaseScope
    }

    var key: CloudKitState.DatabaseKey { .init(container: containerIdentifier, scope: databaseScope) }

    /// Whether `object` is the same database of the same container.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CKDatabase else { return false }
        return key == other.key
    }

    /// The hash of the container and scope.
    public override var hash: Int { key.hashValue }

    // MARK: Records

    /// Saves `record` unless the server's copy changed since it was fetched (its change
    /// tag is stale: ``CKError/Code/serverRecordChanged``); hands the server's copy, or the
    /// error, to `completionHandler` later.
    public func save(_ record: CKRecord, completionHandler: @escaping (CKRecord?, (any Error)?) -> Void) {
        let outcome = CloudKitState.current.save(record, policy: .ifServerRecordUnchanged, in: key)
        deliverLater { Self.complete(outcome, completionHandler) }
    }

    /// Saves `record` unless the server's copy changed since it was fetched; the server's
    /// copy, with its new change tag.
    public func save(_ record: CKRecord) async throws -> CKRecord {
        try CloudKitState.current.save(record, policy: .ifServerRecordUnchanged, in: key).get()
    }

    /// Hands the record `recordID`, or ``CKError/Code/unknownItem``, to `completionHandler`
    /// later.
    public func fetch(withRecordID recordID: CKRecord.ID, completionHandler: @escaping (CKRecord?, (any Error)?) -> Void) {
        let outcome = CloudKitState.current.fetch(recordID, in: key)
        deliverLater { Self.complete(outcome, completionHandler) }
    }

    /// The record `recordID`.
    ///
    /// - Throws: ``CKError/Code/unknownItem`` when the database has no such record.
    public func record(for recordID: CKRecord.ID) async throws -> CKRecord {
        try CloudKitState.current.fetch(recordID, in: key).get()
    }

    /// Deletes the record `recordID` (and the records whose `deleteSelf` references point
    /// to it); hands its ID, or ``CKError/Code/unknownItem``, to `completionHandler` later.
    public func delete(withRecordID recordID: CKRecord.ID, completionHandler: @escaping (CKRecord.ID?, (any Error)?) -> Void) {
        let outcome = CloudKitState.current.delete(recordID, in: key)
        deliverLater { Self.complete(outcome, completionHandler) }
    }

    /// Deletes the record `recordID`; its ID.
    ///
    /// - Throws: ``CKError/Code/unknownItem`` when the database has no such record.
    public func deleteRecord(withID recordID: CKRecord.ID) async throws -> CKRecord.ID {
        try CloudKitState.current.delete(recordID, in: key).get()
    }

    /// Hands the records that match `query` in the zone `zoneID` (the default zone for
    /// `nil`), in its sort order, to `completionHandler` later.
    public func perform(_ query: CKQuery, inZoneWith zoneID: CKRecordZone.ID?,
                        completionHandler: @escaping ([CKRecord]?, (any Error)?) -> Void) {
        let outcome = CloudKitState.current.perform(query, zoneID: zoneID, desiredKeys: nil, in: key)
        deliverLater { Self.complete(outcome, completionHandler) }
    }

    /// The records that match `query` in `zoneID`, in its sort order, each with only
    /// `desiredKeys` when given, at most `resultsLimit` of them (all for
    /// ``CKQueryOperation/maximumResults``); a cursor when more remain.
    public func records(matching query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil,
                        desiredKeys: [CKRecord.FieldKey]? = nil, resultsLimit: Int = CKQueryOperation.maximumResults)
        async throws -> (matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?) {
        let all = try CloudKitState.current.perform(query, zoneID: zoneID, desiredKeys: desiredKeys, in: key).get()
        let page = CKQueryOperation.Cursor.page(all, from: 0, limit: resultsLimit, query: query, zoneID: zoneID)
        return (page.records.map { ($0.recordID, .success($0)) }, page.cursor)
    }

    /// The records after `queryCursor`, as ``records(matching:inZoneWith:desiredKeys:resultsLimit:)``
    /// gives them.
    public func records(continuingMatchFrom queryCursor: CKQueryOperation.Cursor, desiredKeys: [CKRecord.FieldKey]? = nil,
                        resultsLimit: Int = CKQueryOperation.maximumResults)
        async throws -> (matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?) {
        let all = try CloudKitState.current.perform(queryCursor.query, zoneID: queryCursor.zoneID, desiredKeys: desiredKeys, in: key).get()
        let page = CKQueryOperation.Cursor.page(all, from: queryCursor.offset, limit: resultsLimit,
                                                query: queryCursor.query, zoneID: queryCursor.zoneID)
        return (page.records.map { ($0.recordID, .success($0)) }, page.cursor)
    }

    // MARK: Subscriptions

    /// Saves `subscription`; hands it to `completionHandler` later. It is listed, but no
    /// push notification is delivered headless (said once on standard error).
    public func save(_ subscription: CKSubscription, completionHandler: @escaping (CKSubscription?, (any Error)?) -> Void) {
        let outcome = CloudKitState.current.save(subscription, in: key)
        deliverLater { Self.complete(outcome, completionHandler) }
    }

    /// Saves `subscription`; it is listed, but no push notification is delivered headless.
    public func save(_ subscription: CKSubscription) async throws -> CKSubscription {
        try CloudKitState.current.save(subscription, in: key).get()
    }

    /// Hands the subscription `subscriptionID`, or ``CKError/Code/unknownItem``, to
    /// `completionHandler` later.
    public func fetch(withSubscriptionID subscriptionID: CKSubscription.ID,
                      completionHandler: @escaping (CKSubscription?, (any Error)?) -> Void) {
        let outcome = CloudKitState.current.fetchSubscription(subscriptionID, in: key)
        deliverLater { Self.complete(outcome, completionHandler) }
    }

    /// The subscription `subscriptionID`.
    public func subscription(for subscriptionID: CKSubscription.ID) async throws -> CKSubscription {
        try CloudKitState.current.fetchSubscription(subscriptionID, in: key).get()
    }

    /// Hands every subscription of the database, in the order saved, to
    /// `completionHandler` later.
    public func fetchAllSubscriptions(completionHandler: @escaping ([CKSubscription]?, (any Error)?) -> Void) {
        let outcome = CloudKitState.current.allSubscriptions(in: key)
        deliverLater { Self.complete(outcome, completionHandler) }
    }

    /// Every subscription of the database, in the order saved.
    public func allSubscriptions() async throws -> [CKSubscription] {
        try CloudKitState.current.allSubscriptions(in: key).get()
    }

    /// Deletes the subscription `subscriptionID`; hands its ID to `completionHandler` later.
    public func delete(withSubscriptionID subscriptionID: CKSubscription.ID,
                       completionHandler: @escaping (CKSubscription.ID?, (any Error)?) -> Void) {
        let outcome = CloudKitState.current.deleteSubscription(subscriptionID, in: key)
        deliverLater { Self.complete(outcome, completionHandler) }
    }

    /// Deletes the subscription `subscriptionID`; its ID.
    public func deleteSubscription(withID subscriptionID: CKSubscription.ID) async throws -> CKSubscription.ID {
        try CloudKitState.current.deleteSubscription(subscriptionID, in: key).get()
    }

    // MARK: Operations

    /// Runs `operation` against this database, later, when the host settles: its blocks
    /// are called then, in Apple's order.
    public func add(_ operation: CKDatabaseOperation) {
        operation.database = self
        Self.schedule(operation, on: self)
    }

    static func schedule(_ operation: CKOperation, on database: CKDatabase) {
        let state = CloudKitState.current
        deliverLater { operation.run(on: database, state: state) }
    }

    private static func complete<T>(_ outcome: Result<T, CKError>, _ handler: (T?, (any Error)?) -> Void) {
        switch outcome {
        case .success(let value): handler(value, nil)
        case .failure(let error): handler(nil, error)
        }
    }
}
