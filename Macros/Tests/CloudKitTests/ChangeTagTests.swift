import CloudKit
import Foundation
import Testing
import ViewEngine

/// A save against a newer server copy (CloudKit: "CKError.Code.serverRecordChanged",
/// "CKModifyRecordsOperation.RecordSavePolicy").
@MainActor
@Suite("CloudKit: a stale change tag fails with serverRecordChanged unless the policy overwrites")
struct ChangeTagTests {
    /// "serverRecordChanged: ... the server's version of the record is newer than the local
    /// version the client's trying to save" — code 14, with the server's and the client's
    /// records; `.allKeys` overwrites.
    @Test func aStaleChangeTagIsServerRecordChanged() async throws {
        try await inHost { host in
            let database = CKContainer.default().privateCloudDatabase
            let first = try await database.save(item("shell", price: 3))
            let mine = try await database.record(for: first.recordID)
            let theirs = try await database.record(for: first.recordID)
            theirs["price"] = 5
            _ = try await database.save(theirs)
            mine["price"] = 4
            let error = await #expect(throws: CKError.self) { try await database.save(mine) }
            #expect(error?.code == .serverRecordChanged && error?.errorCode == 14)
            #expect(error?.serverRecord?["price"] as? Int == 5 && error?.serverRecord?.recordChangeTag == "2")
            #expect(error?.clientRecord === mine)
            let overwrite = CKModifyRecordsOperation(recordsToSave: [mine], recordIDsToDelete: nil)
            overwrite.savePolicy = .allKeys
            var results: [String] = []
            overwrite.perRecordSaveBlock = { id, result in results.append("\(id.recordName) \((try? result.get())?["price"] as? Int ?? -1)") }
            database.add(overwrite)
            await host.settle()
            #expect(results == ["shell 4"])
            #expect(try await database.record(for: first.recordID).recordChangeTag == "3")
        }
    }

    /// A new record with the ID of one the server has is a save without the server's tag:
    /// "serverRecordChanged", as on iCloud.
    @Test func aNewRecordOverAnExistingOneIsServerRecordChanged() async throws {
        try await inHost { _ in
            let database = CKContainer.default().privateCloudDatabase
            _ = try await database.save(item("shell", price: 3))
            let error = await #expect(throws: CKError.self) { try await database.save(item("shell", price: 9)) }
            #expect(error?.code == .serverRecordChanged)
        }
    }
}
