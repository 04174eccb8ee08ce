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
}
