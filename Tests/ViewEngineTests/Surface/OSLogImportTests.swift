import OSLog
import Testing

// This file imports OSLog alone, as an app's logger file does (HabitMinder's AppLogger.swift
// names its subsystem `Bundle.main.bundleIdentifier` with `import OSLog` only): on Apple's
// platforms Foundation comes with it, and here too.

/// An app's loggers, as apps declare them.
struct AppLogger {
    /// The category, unique to this run, that the test reads the process's log by.
    static let category = "DataManager-\(UUID().uuidString)"
    static let data = Logger(subsystem: Bundle.main.bundleIdentifier ?? "App", category: category)
}

/// An error as an app's store throws it.
struct FetchFailure: Error {}

@Suite("OSLog: a file that imports OSLog alone")
struct OSLogImportTests {
    // OSLogInterpolation's appendInterpolation(_:align:privacy:) "Appends an interpolated
    // string" and, for a CustomStringConvertible value such as a UUID, "Appends an interpolated
    // textual representation of a type"; the forms with attributes: append an integer, a
    // double, an object and an error "with the specified attributes". Dynamic strings are
    // private unless marked public.
    @Test func importOSLogBringsFoundationAndTheInterpolationsTakePrivacy() throws {
        let ownerID = "owner-1"
        let id = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        let error = CocoaError(.fileNoSuchFile)
        let object = NSError(domain: "Store", code: 4)
        AppLogger.data.error("Failed to fetch all \(String(describing: Int.self)) for ownerID=\(ownerID, privacy: .public): \(error.localizedDescription)")
        AppLogger.data.error("Failed to save \(String(describing: Int.self)) for ownerID=\(id, privacy: .public)")
        AppLogger.data.warning("No item with ID \(id.uuidString, privacy: .private) found for update.")
        AppLogger.data.info("sent \(512, privacy: .public, attributes: "bytes") in \(0.25, format: .fixed(precision: 2), attributes: "seconds")")
        AppLogger.data.error("\(object, privacy: .public, attributes: "error") \(FetchFailure(), privacy: .public, attributes: "error")")

        let store = try OSLogStore(scope: .currentProcessIdentifier)
        let entries = try store.getEntries().compactMap { $0 as? OSLogEntryLog }.filter { $0.category == AppLogger.category }
        #expect(entries.map(\.composedMessage) == [
            "Failed to fetch all <private> for ownerID=owner-1: <private>",
            "Failed to save <private> for ownerID=E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
            "No item with ID <private> found for update.",
            "sent 512 in 0.25",
            "\(object.description) FetchFailure()",
        ])
        #expect(entries.map(\.level) == [.error, .error, .error, .info, .error])
        #expect(Set(entries.map(\.subsystem)) == [Bundle.main.bundleIdentifier ?? "App"])
    }
}
