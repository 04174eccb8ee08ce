import CloudKit
import Foundation
import Testing
import ViewEngine

/// Saving, fetching and deleting records (CloudKit: "CKDatabase", "save(_:)",
/// "record(for:)", "deleteRecord(withID:)", "CKRecord", "CKError.Code.unknownItem").
@MainActor
@Suite("CloudKit: a record saved is fetched field by field; an unknown one is unknownItem")
struct RecordStoreTests {
    /// "save(_:): Saves a record to the database" and "record(for:): Fetches the record"
    /// — every field comes back equal, with the server's dates and change tag.
    @Test func aSavedRecordIsFetchedFieldByField() async throws {
        try await inHost { host in
            let database = CKContainer.default().publicCloudDatabase
            let record = CKRecord(recordType: "Villager", recordID: CKRecord.ID(recordName: "bob"))
            let when = Date(timeIntervalSince1970: 1_000)
            let owner = CKRecord.Reference(recordID: CKRecord.ID(recordName: "island"), action: .deleteSelf)
            let asset = CKAsset(fileURL: URL(fileURLWithPath: "/tmp/bob.png"))
            record["name"] = "Bob"
            record["birthday"] = when
            record["hobbies"] = ["Play", "Nature"]
            record["rating"] = 4.5
            record["photo"] = Data([1, 2, 3])
            record["island"] = owner
            record["picture"] = asset
            record["home"] = CLLocation(latitude: 35.6, longitude: 139.7)
            #expect(record.recordChangeTag == nil && record.creationDate == nil)
            let saved = try await database.save(record)
            let fetched = try await database.record(for: CKRecord.ID(recordName: "bob"))
            #expect(fetched.recordType == "Villager")
            #expect(fetched.allKeys() == ["birthday", "hobbies", "home", "island", "name", "photo", "picture", "rating"])
            #expect(fetched["name"] as? String == "Bob")
            #expect(fetched["birthday"] as? Date == when)
            #expect(fetched["hobbies"] as? [String] == ["Play", "Nature"])
            #expect(fetched["rating"] as? Double == 4.5)
            #expect(fetched.object(forKey: "photo") as? Data == Data([1, 2, 3]))
            #expect(fetched["island"] as? CKRecord.Reference == owner)
            #expect((fetched["picture"] as? CKAsset)?.fileURL == URL(fileURLWithPath: "/tmp/bob.png"))
            #expect((fetched["home"] as? CLLocation)?.coordinate.latitude == 35.6)
            #expect(fetched.recordChangeTag == "1" && saved.recordChangeTag == "1")
            #expect(fetched.creationDate == saved.creationDate && fetched.creationDate != nil)
            #expect(host.cloudKit.events == ["save Villager bob", "fetch bob"])
        }
    }

    /// "CKError.Code.unknownItem: The specified record doesn't exist" — code 11 in
    /// "CKErrorDomain", to the async form and, later, to the completion handler.
    @Test func anUnknownRecordIsUnknownItemInCloudKitsDomain() async throws {
        await inHost { host in
            let database = CKContainer.default().privateCloudDatabase
            let error = await #expect(throws: CKError.self) { try await database.record(for: CKRecord.ID(recordName: "nobody")) }
            #expect(error?.code == .unknownItem)
            let bridged = error.map { $0 as NSError }
            #expect(bridged?.domain == "CKErrorDomain" && bridged?.code == 11)
            var heard: [String] = []
            database.fetch(withRecordID: CKRecord.ID(recordName: "nobody")) { record, error in
                heard.append("\(record == nil) \((error as? CKError)?.code == .unknownItem)")
            }
            #expect(heard == [])
            await host.settle()
            #expect(heard == ["true true"])
        }
    }

    /// "deleteRecord(withID:)" removes it; "CKRecord.ReferenceAction.deleteSelf: deleting
    /// the target deletes the source" as well.
    @Test func deletingARecordDeletesThoseThatReferToItWithDeleteSelf() async throws {
        try await inHost { host in
            let database = CKContainer.default().privateCloudDatabase
            let island = try await database.save(CKRecord(recordType: "Island", recordID: CKRecord.ID(recordName: "isle")))
            let bob = item("bob", price: 1)
            bob["island"] = CKRecord.Reference(record: island, action: .deleteSelf)
            let kept = item("kept", price: 2)
            kept["island"] = CKRecord.Reference(record: island, action: .none)
            _ = try await database.save(bob)
            _ = try await database.save(kept)
            #expect(try await database.deleteRecord(withID: island.recordID) == island.recordID)
            #expect(host.cloudKit.records(in: CKContainer.default().containerIdentifier!, .private).map(\.recordID.recordName) == ["kept"])
        }
    }
}
