import CloudKit
import Foundation
import Testing
import ViewEngine

/// Queries (CloudKit: "CKQuery", "records(matching:inZoneWith:desiredKeys:resultsLimit:)",
/// "perform(_:inZoneWith:completionHandler:)", "CKQueryOperation").
@MainActor
@Suite("CloudKit: a query answers the records that match, in its sort order")
struct QueryTests {
    func saveItems(_ database: CKDatabase) async throws {
        for (name, price) in [("b", 30), ("a", 10), ("c", 20), ("d", 40)] {
            _ = try await database.save(item(name, price: price))
        }
        _ = try await database.save(CKRecord(recordType: "Other", recordID: CKRecord.ID(recordName: "o")))
    }

    /// "CKQuery: ... the records that match a predicate" and "sortDescriptors: The sort
    /// order for the query's results".
    @Test func aQueryAnswersInItsSortOrder() async throws {
        try await inHost { _ in
            let database = CKContainer.default().publicCloudDatabase
            try await saveItems(database)
            let query = CKQuery(recordType: "Item", predicate: NSPredicate(format: "price >= %d", 20))
            query.sortDescriptors = [NSSortDescriptor(key: "price", ascending: false)]
            let (results, cursor) = try await database.records(matching: query)
            #expect(results.map(\.0.recordName) == ["d", "b", "c"])
            #expect(cursor == nil)
            let all = CKQuery(recordType: "Item", predicate: NSPredicate(value: true))
            all.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
            let page = try await database.records(matching: all, desiredKeys: ["name"], resultsLimit: 3)
            #expect(page.matchResults.map(\.0.recordName) == ["a", "b", "c"])
            #expect(try page.matchResults[0].1.get().allKeys() == ["name"])
            let rest = try await database.records(continuingMatchFrom: try #require(page.queryCursor))
            #expect(rest.matchResults.map(\.0.recordName) == ["d"] && rest.queryCursor == nil)
        }
    }

    /// A predicate the engine cannot evaluate is "invalidArguments" (code 12) naming it,
    /// never a silent wrong answer.
    @Test func anUnevaluablePredicateIsInvalidArguments() async throws {
        try await inHost { host in
            let database = CKContainer.default().publicCloudDatabase
            try await saveItems(database)
            let block = CKQuery(recordType: "Item", predicate: NSPredicate { _, _ in true })
            let error = await #expect(throws: CKError.self) { try await database.records(matching: block) }
            #expect(error?.code == .invalidArguments && error?.errorCode == 12)
            #expect(error?.message == "the predicate BLOCKPREDICATE cannot be evaluated headless: use NSPredicate(value:) or NSPredicate(format:)")
            let unknown = CKQuery(recordType: "Item", predicate: NSPredicate(format: "price ==="))
            var heard: [String] = []
            database.perform(unknown, inZoneWith: nil) { records, error in
                heard.append("\(records == nil) \(String(describing: error))")
            }
            await host.settle()
            #expect(heard == [#"true Optional(CKError(invalidArguments): the predicate "price ===" cannot be evaluated: Unable to parse the format string "price ===" (an expression expected, found '='))"#])
        }
    }

    /// "recordMatchedBlock: ... for each record that matches", then "queryResultBlock ...
    /// after it fetches the last record"; the older blocks alongside.
    @Test func aQueryOperationCallsItsBlocksInOrder() async throws {
        try await inHost { host in
            let database = CKContainer.default().publicCloudDatabase
            try await saveItems(database)
            let query = CKQuery(recordType: "Item", predicate: NSPredicate(format: "name IN %@", ["a", "c", "z"]))
            query.sortDescriptors = [NSSortDescriptor(key: "price", ascending: true)]
            let operation = CKQueryOperation(query: query)
            var calls: [String] = []
            operation.recordMatchedBlock = { id, _ in calls.append("matched \(id.recordName)") }
            operation.recordFetchedBlock = { record in calls.append("fetched \(record.recordID.recordName)") }
            operation.queryResultBlock = { result in calls.append("result \((try? result.get()) == nil ? "no cursor" : "cursor")") }
            operation.queryCompletionBlock = { cursor, error in calls.append("completion \(cursor == nil) \(error == nil)") }
            database.add(operation)
            #expect(calls == [])
            await host.settle()
            #expect(calls == ["matched a", "fetched a", "matched c", "fetched c", "result no cursor", "completion true true"])
        }
    }
}
