import CloudKit
import Foundation
import Testing
import ViewEngine

/// A container, its databases and the account (CloudKit: "CKContainer", "default()",
/// "accountStatus(completionHandler:)", "CKAccountStatus").
@MainActor
@Suite("CloudKit: one store per container and host, an available account by default")
struct ContainerTests {
    /// "default(): Returns the app's default container" — every call reaches the same
    /// records; another host starts empty.
    @Test func everyDefaultContainerOfAHostSharesItsRecords() async throws {
        try await inHost { host in
            _ = try await CKContainer.default().privateCloudDatabase.save(item("shell", price: 3))
            let again = try await CKContainer.default().privateCloudDatabase.record(for: CKRecord.ID(recordName: "shell"))
            #expect(again["name"] as? String == "shell")
            #expect(CKContainer.default().containerIdentifier == "iCloud.\(Bundle.main.bundleIdentifier ?? "app")")
            #expect(host.cloudKit.records(in: CKContainer.default().containerIdentifier!, .private).map(\.recordID.recordName) == ["shell"])
            let other = CKContainer(identifier: "iCloud.other").privateCloudDatabase
            await #expect(throws: CKError.self) { try await other.record(for: CKRecord.ID(recordName: "shell")) }
        }
        await inHost { host in
            #expect(host.cloudKit.records(in: CKContainer.default().containerIdentifier!, .private) == [])
        }
    }

    /// "CKAccountStatus.available = 1", "noAccount = 3"; "accountStatus(completionHandler:)"
    /// answers later; with no account the private database fails with "notAuthenticated"
    /// (code 9).
    @Test func theAccountIsAvailableUntilATestSaysOtherwise() async throws {
        try await inHost { (host: ViewHost<Text>) async throws in
            #expect(CKAccountStatus.available.rawValue == 1 && CKAccountStatus.noAccount.rawValue == 3)
            #expect(try await CKContainer.default().accountStatus() == .available)
            var heard: [CKAccountStatus] = []
            host.cloudKit.accountStatus = .noAccount
            CKContainer.default().accountStatus { status, _ in heard.append(status) }
            #expect(heard == [])
            await host.settle()
            #expect(heard == [.noAccount])
            let error = await #expect(throws: CKError.self) { try await CKContainer.default().privateCloudDatabase.save(item("a", price: 1)) }
            #expect(error?.code == .notAuthenticated && error?.errorCode == 9)
            host.cloudKit.reset()
            #expect(try await CKContainer.default().accountStatus() == .available)
        }
    }

    /// "fetchUserRecordID(completionHandler:): Fetches the user record ID of the current
    /// user", later; "creatorUserRecordID: The ID of the user who created the record" —
    /// iCloud names the current user `CKCurrentUserDefaultName` in the records it returns;
    /// a record never saved has none. With no account: "notAuthenticated".
    @Test func theCurrentUserIsTheHostsAndCreatesWhatItSaves() async throws {
        try await inHost { (host: ViewHost<Text>) async throws in
            let draft = item("net", price: 2)
            #expect(draft.creatorUserRecordID == nil && draft.lastModifiedUserRecordID == nil)
            let saved = try await CKContainer.default().privateCloudDatabase.save(draft)
            #expect(saved.creatorUserRecordID?.recordName == "__defaultOwner__")
            #expect(saved.lastModifiedUserRecordID?.recordName == CKCurrentUserDefaultName)
            #expect(try await CKContainer.default().userRecordID().recordName == "_00000000000000000000000000000001")
            host.cloudKit.userRecordName = "_5f2c"
            var heard: [String] = []
            CKContainer.default().fetchUserRecordID { id, error in heard.append("\(id?.recordName ?? "nil") \(error == nil)") }
            #expect(heard == [])
            await host.settle()
            #expect(heard == ["_5f2c true"])
            host.cloudKit.accountStatus = .noAccount
            let error = await #expect(throws: CKError.self) { try await CKContainer.default().userRecordID() }
            #expect(error?.code == .notAuthenticated)
        }
    }

    /// CKSubscription.NotificationInfo keeps every key of the push's alert: its title's,
    /// subtitle's and action's localization keys and arguments, and its launch image.
    @Test func notificationInfoKeepsTheAlertsKeys() {
        let info = CKSubscription.NotificationInfo()
        info.titleLocalizationKey = "NEW_COMMENT_TITLE"
        info.titleLocalizationArgs = ["author"]
        info.subtitleLocalizationKey = "NEW_COMMENT_SUBTITLE"
        info.subtitleLocalizationArgs = ["island"]
        info.alertActionLocalizationKey = "VIEW"
        info.alertLaunchImage = "Launch"
        #expect([info.titleLocalizationKey, info.subtitleLocalizationKey, info.alertActionLocalizationKey, info.alertLaunchImage]
            == ["NEW_COMMENT_TITLE", "NEW_COMMENT_SUBTITLE", "VIEW", "Launch"])
        #expect(info.titleLocalizationArgs == ["author"] && info.subtitleLocalizationArgs == ["island"])
    }
}
