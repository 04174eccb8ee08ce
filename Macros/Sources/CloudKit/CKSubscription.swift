import Foundation

/// A standing request for push notifications when records change. A headless database
/// stores and lists subscriptions, but delivers no push: saving one says so once on
/// standard error (and in `host.cloudKit.notices`).
///
/// Invariant (`@unchecked Sendable`, as Apple's subscriptions are): `notificationInfo` is
/// read and written only under `lock`.
open class CKSubscription: NSObject, @unchecked Sendable {
    /// A subscription's identifier.
    public typealias ID = String

    /// What a subscription watches, with Apple's raw values.
    public enum SubscriptionType: Int, Sendable {
        /// Records that match a query.
        case query = 1
        /// The records of one zone.
        case recordZone = 2
        /// A whole database.
        case database = 3
    }

    private let lock = NSLock()
    private var info: NotificationInfo?

    /// The subscription's identifier, unique in its database.
    public let subscriptionID: ID
    /// What it watches.
    public let subscriptionType: SubscriptionType

    init(subscriptionID: ID, subscriptionType: SubscriptionType) {
        self.subscriptionID = subscriptionID
        self.subscriptionType = subscriptionType
    }

    /// What the push notification would show and carry.
    open var notificationInfo: NotificationInfo? {
        get { lock.withLock { info } }
        set { lock.withLock { info = newValue } }
    }

    /// What a subscription's push notification shows and carries.
    ///
    /// Invariant (`@unchecked Sendable`, as Apple's are): its properties are set before the
    /// subscription is saved and only read after.
    open class NotificationInfo: NSObject, @unchecked Sendable {
        /// The alert's text.
        open var alertBody: String?
        /// The alert's title.
        open var title: String?
        /// The alert's subtitle.
        open var subtitle: String?
        /// The key of the alert's text in the app's strings.
        open var alertLocalizationKey: String?
        /// The fields whose values fill the localized alert's placeholders.
        open var alertLocalizationArgs: [CKRecord.FieldKey]?
        /// The key of the alert's title in the app's strings.
        open var titleLocalizationKey: String?
        /// The fields whose values fill the localized title's placeholders.
        open var titleLocalizationArgs: [CKRecord.FieldKey]?
        /// The key of the alert's subtitle in the app's strings.
        open var subtitleLocalizationKey: String?
        /// The fields whose values fill the localized subtitle's placeholders.
        open var subtitleLocalizationArgs: [CKRecord.FieldKey]?
        /// The key of the alert's action button title in the app's strings.
        open var alertActionLocalizationKey: String?
        /// The image shown while the app launches from the alert.
        open var alertLaunchImage: String?
        /// The sound played.
        open var soundName: String?
        /// Whether the app's badge counts up.
        open var shouldBadge = false
        /// Whether the push wakes the app in the background (`content-available`).
        open var shouldSendContentAvailable = false
        /// Whether a notification service extension may change the push.
        open var shouldSendMutableContent = false
        /// The fields of the changed record the push carries.
        open var desiredKeys: [CKRecord.FieldKey]?
        /// The notification's category, for its actions.
        open var category: String?
        /// The field whose value groups pushes into one.
        open var collapseIDKey: String?

        /// Information with nothing set.
        public override init() { super.init() }
    }
}

/// A subscription to the records of one type that match a predicate.
open class CKQuerySubscription: CKSubscription, @unchecked Sendable {  // Invariant: as CKSubscription's; its own properties are set before it is saved.
    /// Which changes fire it, with Apple's raw values.
    public struct Options: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Options of `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A matching record is created.
        public static let firesOnRecordCreation = Options(rawValue: 1 << 0)
        /// A matching record is updated.
        public static let firesOnRecordUpdate = Options(rawValue: 1 << 1)
        /// A matching record is deleted.
        public static let firesOnRecordDeletion = Options(rawValue: 1 << 2)
        /// The subscription fires once and is deleted.
        public static let firesOnce = Options(rawValue: 1 << 3)
    }

    /// The type of the records watched.
    public let recordType: CKRecord.RecordType
    /// What a record must match.
    public let predicate: NSPredicate
    /// Which changes fire it.
    public let querySubscriptionOptions: Options
    /// The zone watched; every zone for `nil`.
    open var zoneID: CKRecordZone.ID?

    /// A subscription `subscriptionID` to the records of `recordType` matching `predicate`.
    public init(recordType: CKRecord.RecordType, predicate: NSPredicate, subscriptionID: CKSubscription.ID,
                options querySubscriptionOptions: Options = []) {
        self.recordType = recordType
        self.predicate = predicate
        self.querySubscriptionOptions = querySubscriptionOptions
        super.init(subscriptionID: subscriptionID, subscriptionType: .query)
    }

    /// A subscription with a new unique identifier.
    public convenience init(recordType: CKRecord.RecordType, predicate: NSPredicate, options querySubscriptionOptions: Options = []) {
        self.init(recordType: recordType, predicate: predicate, subscriptionID: UUID().uuidString, options: querySubscriptionOptions)
    }
}

/// A subscription to every change in a database.
open class CKDatabaseSubscription: CKSubscription, @unchecked Sendable {  // Invariant: as CKSubscription's; its own properties are set before it is saved.
    /// The record type watched; every type for `nil`.
    open var recordType: CKRecord.RecordType?

    /// A subscription `subscriptionID` to the database.
    public init(subscriptionID: CKSubscription.ID) {
        super.init(subscriptionID: subscriptionID, subscriptionType: .database)
    }

    /// A subscription with a new unique identifier.
    public convenience init() { self.init(subscriptionID: UUID().uuidString) }
}

/// A subscription to the changes of one zone.
open class CKRecordZoneSubscription: CKSubscription, @unchecked Sendable {  // Invariant: as CKSubscription's; its own properties are set before it is saved.
    /// The zone watched.
    public let zoneID: CKRecordZone.ID

    /// A subscription `subscriptionID` to the zone `zoneID`.
    public init(zoneID: CKRecordZone.ID, subscriptionID: CKSubscription.ID) {
        self.zoneID = zoneID
        super.init(subscriptionID: subscriptionID, subscriptionType: .recordZone)
    }

    /// A subscription with a new unique identifier.
    public convenience init(zoneID: CKRecordZone.ID) { self.init(zoneID: zoneID, subscriptionID: UUID().uuidString) }
}

/// Saves and deletes subscriptions in one batch. Its blocks are called in this order:
/// ``perSubscriptionSaveBlock`` per subscription to save, ``perSubscriptionDeleteBlock`` per
/// ID to delete, then ``modifySubscriptionsResultBlock`` and the older
/// ``modifySubscriptionsCompletionBlock``.
open class CKModifySubscriptionsOperation: CKDatabaseOperation, @unchecked Sendable {  // Invariant: as CKOperation's.
    /// The subscriptions to save.
    open var subscriptionsToSave: [CKSubscription]?
    /// The IDs of the subscriptions to delete.
    open var subscriptionIDsToDelete: [CKSubscription.ID]?
    /// Called with each subscription to save, or its error.
    open var perSubscriptionSaveBlock: ((CKSubscription.ID, Result<CKSubscription, any Error>) -> Void)?
    /// Called with each ID to delete: success, or the error.
    open var perSubscriptionDeleteBlock: ((CKSubscription.ID, Result<Void, any Error>) -> Void)?
    /// Called once at the end: success, or ``CKError/Code/partialFailure``.
    open var modifySubscriptionsResultBlock: ((Result<Void, any Error>) -> Void)?
    /// Called once at the end with the subscriptions saved, the IDs deleted and the error.
    open var modifySubscriptionsCompletionBlock: (([CKSubscription]?, [CKSubscription.ID]?, (any Error)?) -> Void)?

    /// An operation with nothing to save or delete yet.
    public override init() { super.init() }

    /// An operation that saves `subscriptionsToSave` and deletes `subscriptionIDsToDelete`.
    public convenience init(subscriptionsToSave: [CKSubscription]?, subscriptionIDsToDelete: [CKSubscription.ID]?) {
        self.init()
        self.subscriptionsToSave = subscriptionsToSave
        self.subscriptionIDsToDelete = subscriptionIDsToDelete
    }

    override func run(on database: CKDatabase, state: CloudKitState) {
        var saved: [CKSubscription] = []
        var deleted: [CKSubscription.ID] = []
        var failed = 0
        for subscription in subscriptionsToSave ?? [] {
            switch state.save(subscription, in: database.key) {
            case .success(let copy): saved.append(copy); perSubscriptionSaveBlock?(subscription.subscriptionID, .success(copy))
            case .failure(let error): failed += 1; perSubscriptionSaveBlock?(subscription.subscriptionID, .failure(error))
            }
        }
        for id in subscriptionIDsToDelete ?? [] {
            switch state.deleteSubscription(id, in: database.key) {
            case .success: deleted.append(id); perSubscriptionDeleteBlock?(id, .success(()))
            case .failure(let error): failed += 1; perSubscriptionDeleteBlock?(id, .failure(error))
            }
        }
        let failure = failed == 0 ? nil : CKError(.partialFailure, message: "\(failed) of the batch's items failed")
        modifySubscriptionsResultBlock?(failure.map { .failure($0) } ?? .success(()))
        modifySubscriptionsCompletionBlock?(saved, deleted, failure)
    }
}
