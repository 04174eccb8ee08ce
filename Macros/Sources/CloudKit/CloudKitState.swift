@_spi(Predicates) import ViewEngine
import Foundation
import VirtualTime

/// CloudKit on one host: the iCloud account's status and, per container identifier and
/// database scope, the records and subscriptions saved. Kept by the host's clock
/// (`VirtualClock.service(_:)`), so each test's host starts with empty containers and two
/// tests never share records; outside any host a process-wide one stands in.
///
/// Invariant (`@unchecked Sendable`): `status`, `user`, `databases`, `tags`, `noticed` and
/// `log` are read and written only under `lock`.
final class CloudKitState: @unchecked Sendable {
    private let lock = NSLock()
    private var status = CKAccountStatus.available
    private var user = CloudKitState.defaultUserRecordName
    private var databases: [DatabaseKey: Database] = [:]
    private var tags = 0
    private var noticed: Set<String> = []
    private var log: [String] = []

    private static let processWide = CloudKitState()

    struct DatabaseKey: Hashable {
        let container: String
        let scope: CKDatabase.Scope
    }

    /// A record as the server keeps it.
    struct Stored {
        var type: CKRecord.RecordType
        var fields: [CKRecord.FieldKey: any CKRecordValueProtocol]
        var server: CKRecord.ServerFields
    }

    /// One database of one container.
    struct Database {
        var records: [CKRecord.ID: Stored] = [:]
        var order: [CKRecord.ID] = []
        var subscriptions: [CKSubscription.ID: CKSubscription] = [:]
        var subscriptionOrder: [CKSubscription.ID] = []
    }

    /// The current host's state, or the process's outside any host.
    static var current: CloudKitState { of(VirtualClock.current) }

    /// The state of the host whose clock is `clock`, or the process's for `nil`.
    static func of(_ clock: VirtualClock?) -> CloudKitState {
        clock?.service { _ in CloudKitState() } ?? processWide
    }

    private var now: Date { VirtualClock.current?.date ?? Date() }

    var accountStatus: CKAccountStatus {
        get { lock.withLock { status } }
        set { lock.withLock { status = newValue } }
    }

    /// The record name of the device's iCloud user, as iCloud writes one: an underscore
    /// and 32 hexadecimal digits.
    static let defaultUserRecordName = "_" + String(repeating: "0", count: 31) + "1"

    var userRecordName: String {
        get { lock.withLock { user } }
        set { lock.withLock { user = newValue } }
    }

    var events: [String] { lock.withLock { log } }

    /// Forgets every record, subscription and event, and makes the account available and
    /// its user the default one.
    func reset() {
        lock.withLock {
            status = .available; user = Self.defaultUserRecordName; databases = [:]; tags = 0; noticed = []; log = []
        }
    }

    /// The records of one database, in the order first saved, as the server returns them.
    func records(container: String, scope: CKDatabase.Scope) -> [CKRecord] {
        lock.withLock {
            let database = databases[DatabaseKey(container: container, scope: scope)] ?? Database()
            return database.order.compactMap { id in database.records[id].map { Self.record(id, $0, keys: nil) } }
        }
    }

    /// The subscriptions of one database, in the order first saved.
    func subscriptions(container: String, scope: CKDatabase.Scope) -> [CKSubscription] {
        lock.withLock {
            let database = databases[DatabaseKey(container: container, scope: scope)] ?? Database()
            return database.subscriptionOrder.compactMap { database.subscriptions[$0] }
        }
    }

    private static func record(_ id: CKRecord.ID, _ stored: Stored, keys: [CKRecord.FieldKey]?) -> CKRecord {
        let fields = keys.map { keys in stored.fields.filter { keys.contains($0.key) } } ?? stored.fields
        return CKRecord(recordType: stored.type, recordID: id, fields: fields, server: stored.server)
    }

    /// Runs `body` on the database `key` under the lock, after checking the account:
    /// private and shared databases need one, and so do writes to the public one.
    private func withDatabase<T>(_ key: DatabaseKey, writes: Bool, _ call: String,
                                 _ body: (inout Database) -> Result<T, CKError>) -> Result<T, CKError> {
        lock.withLock {
            let outcome: Result<T, CKError>
            if status != .available && (writes || key.scope != .public) {
                outcome = .failure(CKError(.notAuthenticated, message: "the iCloud account's status is \(status)"))
            } else {
                outcome = body(&databases[key, default: Database()])
            }
            if case .failure(let error) = outcome { log.append("\(call): \(error)") } else { log.append(call) }
            return outcome
        }
    }

    // MARK: Records

    func fetch(_ id: CKRecord.ID, in key: DatabaseKey, desiredKeys: [CKRecord.FieldKey]? = nil) -> Result<CKRecord, CKError> {
        withDatabase(key, writes: false, "fetch \(id.recordName)") { database in
            guard let stored = database.records[id] else {
                return .failure(CKError(.unknownItem, message: "Record not found: \(id.recordName)"))
            }
            return .success(Self.record(id, stored, keys: desiredKeys))
        }
    }

    /// Saves `record` as `policy` says; the server's new copy, or why not.
    func save(_ record: CKRecord, policy: CKModifyRecordsOperation.RecordSavePolicy, in key: DatabaseKey) -> Result<CKRecord, CKError> {
        let (fields, server, changed) = record.snapshot()
        let id = record.recordID
        return withDatabase(key, writes: true, "save \(record.recordType) \(id.recordName)") { database in
            let date = now
            var stored: Stored
            if let existing = database.records[id] {
                switch policy {
                case .ifServerRecordUnchanged:
                    guard server.changeTag == existing.server.changeTag else {
                        return .failure(CKError(.serverRecordChanged,
                                                message: "client oplock error updating record \(id.recordName): the record's change tag \(server.changeTag ?? "nil") is not the server's \(existing.server.changeTag ?? "nil")",
                                                serverRecord: Self.record(id, existing, keys: nil), clientRecord: record))
                    }
                    stored = existing
                    stored.fields = fields
                case .changedKeys:
                    stored = existing
                    for key in changed { stored.fields[key] = fields[key] }
                case .allKeys:
                    stored = existing
                    stored.fields = fields
                }
            } else {
                stored = Stored(type: record.recordType, fields: fields, server: CKRecord.ServerFields(creationDate: date))
                database.order.append(id)
            }
            tags += 1
            stored.server.modificationDate = date
            stored.server.changeTag = "\(tags)"
            database.records[id] = stored
            return .success(Self.record(id, stored, keys: nil))
        }
    }

    /// Deletes the record `id`, and the records whose `deleteSelf` references point to it.
    func delete(_ id: CKRecord.ID, in key: DatabaseKey) -> Result<CKRecord.ID, CKError> {
        withDatabase(key, writes: true, "delete \(id.recordName)") { database in
            guard database.records[id] != nil else {
                return .failure(CKError(.unknownItem, message: "Record not found: \(id.recordName)"))
            }
            var doomed = [id]
            while let next = doomed.popLast() {
                guard database.records.removeValue(forKey: next) != nil else { continue }
                database.order.removeAll { $0 == next }
                for (other, stored) in database.records where Self.references(stored, next) { doomed.append(other) }
            }
            return .success(id)
        }
    }

    /// Whether `stored` holds a `deleteSelf` reference to `id`, alone or in an array.
    private static func references(_ stored: Stored, _ id: CKRecord.ID) -> Bool {
        stored.fields.values.contains { value in
            let references = (value as? [CKRecord.Reference]) ?? [value as? CKRecord.Reference].compactMap { $0 }
            return references.contains { $0.recordID == id && $0.action == .deleteSelf }
        }
    }

    // MARK: Queries

    /// The records of `query`'s type in `zoneID` that match its predicate, in its sort
    /// order, with only `desiredKeys` when given.
    func perform(_ query: CKQuery, zoneID: CKRecordZone.ID?, desiredKeys: [CKRecord.FieldKey]?,
                 in key: DatabaseKey) -> Result<[CKRecord], CKError> {
        let zone = zoneID ?? .default
        return withDatabase(key, writes: false, "query \(query.recordType) \(QueryEvaluation.describe(query.predicate))") { database in
            let candidates = database.order.compactMap { id -> CKRecord? in
                guard id.zoneID == zone, let stored = database.records[id], stored.type == query.recordType else { return nil }
                return Self.record(id, stored, keys: nil)
            }
            return QueryEvaluation.evaluate(query, over: candidates).map { records in
                guard let desiredKeys else { return records }
                return records.map { record in
                    let (fields, server, _) = record.snapshot()
                    return CKRecord(recordType: record.recordType, recordID: record.recordID,
                                    fields: fields.filter { desiredKeys.contains($0.key) }, server: server)
                }
            }
        }
    }

    // MARK: Subscriptions

    func save(_ subscription: CKSubscription, in key: DatabaseKey) -> Result<CKSubscription, CKError> {
        let result: Result<CKSubscription, CKError> = withDatabase(key, writes: true, "save subscription \(subscription.subscriptionID)") { database in
            if database.subscriptions[subscription.subscriptionID] == nil { database.subscriptionOrder.append(subscription.subscriptionID) }
            database.subscriptions[subscription.subscriptionID] = subscription
            return .success(subscription)
        }
        if case .success = result {
            notice("save(\(type(of: subscription)))",
                   "the subscription is stored and listed (allSubscriptions, fetchAllSubscriptions, host.cloudKit.subscriptions), but a headless host delivers no push notification for it; a test queries the database (records(matching:)) after a change instead, or builds the notification's payload for CKNotification(fromRemoteNotificationDictionary:).")
        }
        return result
    }

    func deleteSubscription(_ id: CKSubscription.ID, in key: DatabaseKey) -> Result<CKSubscription.ID, CKError> {
        withDatabase(key, writes: true, "delete subscription \(id)") { database in
            guard database.subscriptions.removeValue(forKey: id) != nil else {
                return .failure(CKError(.unknownItem, message: "Subscription not found: \(id)"))
            }
            database.subscriptionOrder.removeAll { $0 == id }
            return .success(id)
        }
    }

    func fetchSubscription(_ id: CKSubscription.ID, in key: DatabaseKey) -> Result<CKSubscription, CKError> {
        withDatabase(key, writes: false, "fetch subscription \(id)") { database in
            database.subscriptions[id].map { .success($0) } ?? .failure(CKError(.unknownItem, message: "Subscription not found: \(id)"))
        }
    }

    func allSubscriptions(in key: DatabaseKey) -> Result<[CKSubscription], CKError> {
        withDatabase(key, writes: false, "fetch all subscriptions") { database in
            .success(database.subscriptionOrder.compactMap { database.subscriptions[$0] })
        }
    }

    // MARK: Notices

    /// What this host told the developer about calls it cannot carry out as a device does.
    var notices: [String] { lock.withLock { noticed.sorted() } }

    /// Says once per host, on standard error (as the other frameworks here do) and in
    /// ``notices``, that `call` does not do everything it does on a device.
    func notice(_ call: String, _ text: String) {
        let line = "CloudKit: \(call): \(text)"
        let first = lock.withLock { noticed.insert(line).inserted }
        if first { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    }
}
