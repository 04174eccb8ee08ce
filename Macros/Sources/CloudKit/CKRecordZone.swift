import Foundation

/// The name of the current user's records' owner, as Apple's zone IDs use it.
public let CKCurrentUserDefaultName = "__defaultOwner__"

/// A zone of a database: a group of records. Every database has the default zone; records
/// are kept in it unless their ID names another.
public final class CKRecordZone: NSObject, Sendable {
    /// The zone's ID.
    public let zoneID: ID

    /// A zone named `zoneName`, owned by the current user.
    public convenience init(zoneName: String) { self.init(zoneID: ID(zoneName: zoneName)) }

    /// The zone `zoneID` names.
    public init(zoneID: ID) { self.zoneID = zoneID }

    /// The database's default zone.
    public static func `default`() -> CKRecordZone { CKRecordZone(zoneID: .default) }

    /// A zone's name and owner.
    public final class ID: NSObject, Sendable {
        /// `_defaultZone`, the default zone's name.
        public static let defaultZoneName = "_defaultZone"
        /// The default zone's ID.
        public static let `default` = ID()

        /// The zone's name.
        public let zoneName: String
        /// The name of the zone's owner.
        public let ownerName: String

        /// The ID of the zone `zoneName` of `ownerName`; by default the current user's
        /// default zone.
        public init(zoneName: String = ID.defaultZoneName, ownerName: String = CKCurrentUserDefaultName) {
            self.zoneName = zoneName
            self.ownerName = ownerName
        }

        /// Whether `object` is an ID of the same zone and owner.
        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? ID else { return false }
            return zoneName == other.zoneName && ownerName == other.ownerName
        }

        /// The hash of the name and owner.
        public override var hash: Int { zoneName.hashValue ^ ownerName.hashValue }

        /// `zoneName:ownerName`.
        public override var description: String { "\(zoneName):\(ownerName)" }
    }
}
