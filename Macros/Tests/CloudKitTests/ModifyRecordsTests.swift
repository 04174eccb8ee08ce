import CloudKit
import Foundation
import Testing
import ViewEngine

/// Batches (CloudKit: "CKModifyRecordsOperation", "perRecordSaveBlock",
/// "modifyRecordsResultBlock", "CKError.Code.partialFailure").
@MainActor
@Suite("CloudKit: a modify operation reports each record, then the batch")
struct ModifyRecordsTests {
    /// "perRecordSaveBlock: ... for each record", "perRecordDeleteBlock: ... for each
    /// record ID", then "modifyRecordsResultBlock: ... when the operation completes";
    /// an item that fails makes the batch a "partialFailure" (code 2) naming it.
    @Test func blocksRunPerItemThenForTheBatch() async throws {
        try await inHost { host in
            let database = CKContainer.default().privateCloudDatabase
            _ = try await database.save(item("old", price: 1))
            let operation = CKModifyRecordsOperation(recordsToSave: [item("a", price: 1), item("b", price: 2)],
                                                     recordIDsToDelete: [CKRecord.ID(recordName: "old"), CKRecord.ID(recordName: "gone")])
            var calls: [String] = []
            operation.perRecordSaveBlock = { id, result in calls.append("save \(id.recordName) \((try? result.get())?.recordChangeTag ?? "-")") }
            operation.perRecordDeleteBlock = { id, result in calls.append("delete \(id.recordName) \((try? result.get()) != nil)") }
            operation.modifyRecordsResultBlock = { result in
                if case .failure(let error as CKError) = result {
                    calls.append("result \(error.code) \(error.partialErrorsByItemID?.keys.compactMap { ($0.base as? CKRecord.ID)?.recordName } ?? [])")
                }
            }
            operation.modifyRecordsCompletionBlock = { saved, deleted, error in
                calls.append("completion \(saved?.map(\.recordID.recordName) ?? []) \(deleted?.map(\.recordName) ?? []) \(error != nil)")
            }
            database.add(operation)
            await host.settle()
            #expect(calls == ["save a 2", "save b 3", "delete old true", "delete gone false",
                              "result partialFailure [\"gone\"]",
                              "completion [\"a\", \"b\"] [\"old\"] true"])
            #expect(CKError.Code.partialFailure.rawValue == 2)
        }
    }
}
