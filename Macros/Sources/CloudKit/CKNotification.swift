import Foundation

/// A CloudKit push notification, read from the payload the app was handed. No push comes
/// to a headless host; a test that builds the payload reads it here as a device does.
///
/// ```swift
/// let payload: [AnyHashable: Any] = ["ck": ["cid": "iCloud.app", "nid": "1",
///     "qry": ["sid": "new-items", "rid": "item-1", "fo": 1, "dbs": 1]]]
/// let note = CKNotification(fromRemoteNotificationDictionary: payload) as? CKQueryNotification
/// note?.queryNotificationReason   // .recordCreated
/// ```
/// Invariant (`@unchecked Sendable`, as Apple's notifications are): every property is a `let`
/// of immutable values, set in `init`.
open class CKNotification: NSObject, @unchecked Sendable, CKNotificationPayloadReading {
    /// What a notification is about, with Apple's raw values.
    public enum NotificationType: Int, Sendable {
        /// A query subscription fired.
        case query = 1
        /// A zone subscription fired.
        case recordZone = 2
        /// Marks notifications read (no longer sent by iCloud).
        case readNotification = 3
        /// A database subscription fired.
        case database = 4
    }

    /// The notification's identifier.
    public typealias ID = String

    /// What it is about.
    public let notificationType: NotificationType
    /// Its identifier.
    public let notificationID: ID?
    /// The container it comes from.
    public let containerIdentifier: String?
    /// The subscription that fired.
    public let subscriptionID: CKSubscription.ID?
    /// Whether the payload was cut down to fit.
    public let isPruned: Bool

    init(type: NotificationType, ck: [String: Any], subscriptionID: String?) {
        notificationType = type
        notificationID = ck["nid"] as? String
        containerIdentifier = ck["cid"] as? String
        self.subscriptionID = subscriptionID
        isPruned = (ck["p"] as? Bool) ?? false
    }

    /// The notification `payload` carries: a ``CKQueryNotification``, a
    /// ``CKDatabaseNotification`` or a ``CKRecordZoneNotification``, or `nil` when it is not
    /// CloudKit's (no `ck` entry).
    static func reading(_ payload: [AnyHashable: Any]) -> CKNotification? {
        guard let ck = payload["ck"] as? [String: Any] else { return nil }
        if let query = ck["qry"] as? [String: Any] { return CKQueryNotification(ck: ck, query: query) }
        if let database = ck["met"] as? [String: Any] { return CKDatabaseNotification(ck: ck, body: database) }
        if let zone = ck["fet"] as? [String: Any] { return CKRecordZoneNotification(ck: ck, body: zone) }
        return nil
    }
}

/// How `CKNotification(fromRemoteNotificationDictionary:)` answers the subclass the
/// payload names, as Apple's does.
public protocol CKNotificationPayloadReading {}

extension CKNotificationPayloadReading where Self: CKNotification {
    /// The notification a remote notification's payload carries, or `nil` when it is not
    /// CloudKit's: a ``CKQueryNotification``, ``CKDatabaseNotification`` or
    /// ``CKRecordZoneNotification``.
    public init?(fromRemoteNotificationDictionary notificationDictionary: [AnyHashable: Any]) {
        guard let notification = CKNotification.reading(notificationDictionary) as? Self else { return nil }
        self = notification
    }
}

/// A query subscription's notification: which record changed, and how.
open class CKQueryNotification: CKNotification, @unchecked Sendable {  // Invariant: as CKNotification's.
    /// How the record changed, with Apple's raw values.
    public enum Reason: Int, Sendable {
        /// It was created.
        case recordCreated = 1
        /// It was updated.
        case recordUpdated = 2
        /// It was deleted.
        case recordDeleted = 3
    }

    /// How the record changed.
    public let queryNotificationReason: Reason
    /// The record that changed.
    public let recordID: CKRecord.ID?
    /// The fields the subscription asked for (`desiredKeys`).
    public let recordFields: [CKRecord.FieldKey: Any]?
    /// The database of the record.
    public let databaseScope: CKDatabase.Scope

    init(ck: [String: Any], query: [String: Any]) {
        queryNotificationReason = Reason(rawValue: (query["fo"] as? Int) ?? 1) ?? .recordCreated
        let zone = CKRecordZone.ID(zoneName: (query["zid"] as? String) ?? CKRecordZone.ID.defaultZoneName,
                                   ownerName: (query["zoid"] as? String) ?? CKCurrentUserDefaultName)
        recordID = (query["rid"] as? String).map { CKRecord.ID(recordName: $0, zoneID: zone) }
        recordFields = query["af"] as? [String: Any]
        databaseScope = CKDatabase.Scope(rawValue: (query["dbs"] as? Int) ?? 1) ?? .public
        super.init(type: .query, ck: ck, subscriptionID: query["sid"] as? String)
    }
}

/// A database subscription's notification: something in the database changed.
open class CKDatabaseNotification: CKNotification, @unchecked Sendable {  // Invariant: as CKNotification's.
    /// The database that changed.
    public let databaseScope: CKDatabase.Scope

    init(ck: [String: Any], body: [String: Any]) {
        databaseScope = CKDatabase.Scope(rawValue: (body["dbs"] as? Int) ?? 2) ?? .private
        super.init(type: .database, ck: ck, subscriptionID: body["sid"] as? String)
    }
}

/// A zone subscription's notification: something in the zone changed.
open class CKRecordZoneNotification: CKNotification, @unchecked Sendable {  // Invariant: as CKNotification's.
    /// The zone that changed.
    public let recordZoneID: CKRecordZone.ID?
    /// The database of the zone.
    public let databaseScope: CKDatabase.Scope

    init(ck: [String: Any], body: [String: Any]) {
        recordZoneID = (body["zid"] as? String).map {
            CKRecordZone.ID(zoneName: $0, ownerName: (body["zoid"] as? String) ?? CKCurrentUserDefaultName)
        }
        databaseScope = CKDatabase.Scope(rawValue: (body["dbs"] as? Int) ?? 2) ?? .private
        super.init(type: .recordZone, ck: ck, subscriptionID: body["sid"] as? String)
    }
}
