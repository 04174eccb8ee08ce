import CloudKit
import Foundation
import Testing
import ViewEngine

/// Subscriptions and notifications (CloudKit: "CKQuerySubscription",
/// "CKModifySubscriptionsOperation", "fetchAllSubscriptions(completionHandler:)",
/// "CKNotification(fromRemoteNotificationDictionary:)").
@MainActor
@Suite("CloudKit: subscriptions are stored and listed, and no push is pretended")
struct SubscriptionTests {
    /// "CKQuerySubscription: A subscription that generates push notifications when
    /// CloudKit modifies records that match a predicate" — kept and listed; the host says
    /// once that no push comes headless.
    @Test func aSubscriptionIsListedAndTheHostSaysNoPushComes() async throws {
        try await inHost { host in
            let database = CKContainer.default().privateCloudDatabase
            let subscription = CKQuerySubscription(recordType: "Item", predicate: NSPredicate(value: true),
                                                   subscriptionID: "items", options: [.firesOnRecordCreation, .firesOnRecordUpdate])
            let info = CKSubscription.NotificationInfo()
            info.shouldSendContentAvailable = true
            subscription.notificationInfo = info
            let operation = CKModifySubscriptionsOperation(subscriptionsToSave: [subscription, CKDatabaseSubscription(subscriptionID: "all")],
                                                           subscriptionIDsToDelete: nil)
            var calls: [String] = []
            operation.perSubscriptionSaveBlock = { id, _ in calls.append("save \(id)") }
            operation.modifySubscriptionsResultBlock = { result in calls.append("result \((try? result.get()) != nil)") }
            database.add(operation)
            await host.settle()
            #expect(calls == ["save items", "save all", "result true"])
            #expect(try await database.allSubscriptions().map(\.subscriptionID) == ["items", "all"])
            #expect(CKQuerySubscription.Options.firesOnRecordUpdate.rawValue == 2)
            #expect(host.cloudKit.notices.count == 2)
            #expect(host.cloudKit.notices[0].hasPrefix("CloudKit: save(CKDatabaseSubscription): the subscription is stored and listed"))
            #expect(host.cloudKit.notices[1].contains("a headless host delivers no push notification"))
            _ = try await database.save(CKQuerySubscription(recordType: "Item", predicate: NSPredicate(value: true), subscriptionID: "again"))
            #expect(host.cloudKit.notices.count == 2)
        }
    }

    /// "init(fromRemoteNotificationDictionary:): Creates a notification from a remote
    /// notification's payload" — the subclass its payload names; `nil` for a payload that
    /// is not CloudKit's.
    @Test func aPayloadIsReadAsTheNotificationItCarries() {
        let payload: [AnyHashable: Any] = ["aps": [:] as [String: Any],
                                           "ck": ["cid": "iCloud.app", "nid": "n1",
                                                  "qry": ["sid": "items", "rid": "shell", "fo": 2, "dbs": 2] as [String: Any]] as [String: Any]]
        let notification = CKNotification(fromRemoteNotificationDictionary: payload)
        let query = notification as? CKQueryNotification
        #expect(notification?.notificationType == .query && notification?.subscriptionID == "items")
        #expect(query?.queryNotificationReason == .recordUpdated && query?.recordID?.recordName == "shell")
        #expect(query?.databaseScope == .private && notification?.containerIdentifier == "iCloud.app")
        #expect(CKNotification(fromRemoteNotificationDictionary: ["aps": [:] as [String: Any]]) == nil)
    }
}
