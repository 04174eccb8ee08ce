@_spi(Predicates) import ViewEngine
import Foundation

/// A record: a type, an ID and fields of values, which a database keeps.
///
/// ```swift
/// let record = CKRecord(recordType: "Item")
/// record["name"] = "Shell"
/// let saved = try await CKContainer.default().privateCloudDatabase.save(record)
/// saved.recordChangeTag   // "1": the server's version, compared on the next save
/// ```
///
/// Invariant (`@unchecked Sendable`, as Apple's records are shared between threads):
/// `fields`, `changed` and the server's properties are read and written only under `lock`.
public final class CKRecord: NSObject, @unchecked Sendable {
    /// A record type's name.
    public typealias RecordType = String
    /// A field's name.
    public typealias FieldKey = String

    private let lock = NSLock()
    private var fields: [FieldKey: any CKRecordValueProtocol] = [:]
    private var changed: [FieldKey] = []
    private var server = ServerFields()

    /// What the server sets on the copy it returns.
    struct ServerFields {
        var creationDate: Date?
        var modificationDate: Date?
        var changeTag: String?
    }

    /// The record's ID.
    public let recordID: ID
    /// The record's type.
    public let recordType: RecordType

    /// A new record of `recordType` with the ID `recordID`.
    public init(recordType: RecordType, recordID: ID) {
        self.recordType = recordType
        self.recordID = recordID
    }

    /// A new record of `recordType` with a new unique ID in the default zone.
    public convenience init(recordType: RecordType) {
        self.init(recordType: recordType, recordID: ID())
    }

    /// A new record of `recordType` with a new unique ID in the zone `zoneID`.
    public convenience init(recordType: RecordType, zoneID: CKRecordZone.ID) {
        self.init(recordType: recordType, recordID: ID(zoneID: zoneID))
    }

    /// A record as the server returns it: its fields, dates and change tag.
    init(recordType: RecordType, recordID: ID, fields: [FieldKey: any CKRecordValueProtocol], server: ServerFields) {
        self.recordType = recordType
        self.recordID = recordID
        self.fields = fields
        self.server = server
    }

    /// When the server first saved the record; `nil` until then.
    public var creationDate: Date? { lock.withLock { server.creationDate } }
    /// When the server last saved the record; `nil` until then.
    public var modificationDate: Date? { lock.withLock { server.modificationDate } }
    /// The user who created the record: on a headless host the one user, the current one
    /// (``CKCurrentUserDefaultName``, as iCloud names the current user in a record it
    /// returns); `nil` for a record never saved.
    public var creatorUserRecordID: ID? { creationDate == nil ? nil : ID(recordName: CKCurrentUserDefaultName) }
    /// The user who last saved the record: the current one; `nil` for a record never saved.
    public var lastModifiedUserRecordID: ID? { modificationDate == nil ? nil : ID(recordName: CKCurrentUserDefaultName) }
    /// The version of the record the server last returned; `nil` for a record never saved.
    /// Saving with a stale tag fails with ``CKError/Code/serverRecordChanged``.
    public var recordChangeTag: String? { lock.withLock { server.changeTag } }

    /// The value of the field `key`, or `nil`; setting `nil` removes the field.
    public subscript(key: FieldKey) -> (any CKRecordValueProtocol)? {
        get { object(forKey: key) }
        set { setObject(newValue, forKey: key) }
    }

    /// The value of the field `key`, or `nil`.
    public func object(forKey key: FieldKey) -> (any CKRecordValueProtocol)? {
        lock.withLock { fields[key] }
    }

    /// Sets the field `key` to `object`, or removes it for `nil`.
    public func setObject(_ object: (any CKRecordValueProtocol)?, forKey key: FieldKey) {
        lock.withLock {
            fields[key] = object
            if !changed.contains(key) { changed.append(key) }
        }
    }

    /// The names of the fields that hold a value, sorted.
    public func allKeys() -> [FieldKey] { lock.withLock { fields.keys.sorted() } }

    /// The names of the fields set since the record was made or fetched, in order.
    public func changedKeys() -> [FieldKey] { lock.withLock { changed } }

    /// The fields, the server's properties and the changed keys, at once.
    func snapshot() -> (fields: [FieldKey: any CKRecordValueProtocol], server: ServerFields, changed: [FieldKey]) {
        lock.withLock { (fields, server, changed) }
    }

    /// `<CKRecord recordType=Item recordID=…>`.
    public override var description: String {
        "<CKRecord recordType=\(recordType) recordID=\(recordID) recordChangeTag=\(recordChangeTag ?? "nil")>"
    }

    /// A record's name and the zone it is in.
    public final class ID: NSObject, Sendable {
        /// The record's name, unique in its zone.
        public let recordName: String
        /// The zone of the record.
        public let zoneID: CKRecordZone.ID

        /// The ID `recordName` in `zoneID`; by default a new UUID in the default zone.
        public init(recordName: String = UUID().uuidString, zoneID: CKRecordZone.ID = .default) {
            self.recordName = recordName
            self.zoneID = zoneID
        }

        /// Whether `object` is an ID of the same name in the same zone.
        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? ID else { return false }
            return recordName == other.recordName && zoneID == other.zoneID
        }

        /// The hash of the name and zone.
        public override var hash: Int { recordName.hashValue ^ zoneID.hash }

        /// `recordName:(zoneName:ownerName)`.
        public override var description: String { "\(recordName):(\(zoneID))" }
    }

    /// What deleting the record a reference points to does to the record that holds it.
    public enum ReferenceAction: UInt, Sendable {
        /// Nothing.
        case none = 0
        /// The record that holds the reference is deleted too.
        case deleteSelf = 1
    }

    /// A field's link to another record, by its ID.
    public final class Reference: NSObject, Sendable, CKRecordValueProtocol {
        /// What deleting the record a reference points to does (``CKRecord/ReferenceAction``).
        public typealias Action = ReferenceAction

        /// The ID of the record it points to.
        public let recordID: ID
        /// What deleting that record does to the record that holds this reference.
        public let action: Action

        /// A reference to the record `recordID`.
        public init(recordID: ID, action: Action) {
            self.recordID = recordID
            self.action = action
        }

        /// A reference to `record`.
        public convenience init(record: CKRecord, action: Action) {
            self.init(recordID: record.recordID, action: action)
        }

        /// Whether `object` is a reference to the same record with the same action.
        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? Reference else { return false }
            return recordID == other.recordID && action == other.action
        }

        /// The hash of the record ID.
        public override var hash: Int { recordID.hash }
    }
}

extension CKRecord: PredicateObject {
    /// The field `key`, or the system field of that name (`recordID`, `creationDate`,
    /// `modificationDate`); `nil` for a field the record lacks, which matches nothing, as
    /// on iCloud.
    public func predicateValue(forKey key: String) throws -> Any? {
        if let value = object(forKey: key) { return value }
        switch key {
        case "recordID": return recordID
        case "creationDate": return creationDate
        case "modificationDate": return modificationDate
        default: return nil
        }
    }

    /// Whether `other` is this record, its ID or a reference to it.
    public func isPredicateEqual(to other: Any) -> Bool {
        recordID.isPredicateEqual(to: other)
    }
}

extension CKRecord.ID: PredicateObject {
    /// The ID's `recordName`; no other key.
    public func predicateValue(forKey key: String) throws -> Any? {
        guard key == "recordName" else { throw PredicateEvaluationError(description: "keypath \(key) not found in CKRecordID") }
        return recordName
    }

    /// Whether `other` is this ID, a reference to it or a record with it.
    public func isPredicateEqual(to other: Any) -> Bool {
        switch other {
        case let id as CKRecord.ID: self == id
        case let reference as CKRecord.Reference: self == reference.recordID
        case let record as CKRecord: self == record.recordID
        default: false
        }
    }
}

extension CKRecord.Reference: PredicateObject {
    /// The reference's `recordID`; no other key.
    public func predicateValue(forKey key: String) throws -> Any? {
        guard key == "recordID" else { throw PredicateEvaluationError(description: "keypath \(key) not found in CKReference") }
        return recordID
    }

    /// Whether `other` is a reference to the same record, its ID or the record.
    public func isPredicateEqual(to other: Any) -> Bool {
        recordID.isPredicateEqual(to: other)
    }
}
