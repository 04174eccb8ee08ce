import CloudKit
import Foundation
import ViewEngine

/// Runs `body` as the app of a new host runs: the containers are the host's, empty.
@MainActor
func inHost(_ body: (ViewHost<Text>) async throws -> Void) async rethrows {
    let host = ViewHost(Text("app"))
    try await VirtualClock.$current.withValue(host.clock) { try await body(host) }
}

/// A record of type `Item` named `name`, with a `name` and a `price`.
func item(_ name: String, price: Int) -> CKRecord {
    let record = CKRecord(recordType: "Item", recordID: CKRecord.ID(recordName: name))
    record["name"] = name
    record["price"] = price
    return record
}
