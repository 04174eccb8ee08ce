import Foundation
import OSLog
import Testing
import ViewEngine
import TestSupport

/// `Logger` and `os_log` (`import os`, `import OSLog`): each message goes to the log at
/// its level, under its subsystem and category, with private values redacted as the log
/// stores them; a host's messages are its `host.log`, dated on its virtual clock.
@MainActor
@Suite("OSLog: Logger and os_log write the log a host reads")
struct LoggerSurfaceTests {
    static let sync = Logger(subsystem: "com.example.notes", category: "sync")

    struct Syncer: View {
        let user: String
        @State private var synced = 0
        var body: some View {
            Button("Sync") {
                synced += 3
                LoggerSurfaceTests.sync.info("Synced \(synced) notes for \(user)")
                LoggerSurfaceTests.sync.notice("User \(user, privacy: .public) synced")
            }
            .task {
                try? await Task.sleep(for: .seconds(2))
                LoggerSurfaceTests.sync.debug("Background check done")
            }
        }
    }

    // Logger.info(_:) "Writes an informative message to the log."; notice(_:) "Writes a
    // message to the log using the default log type."; OSLogPrivacy: "the system redacts
    // dynamic strings" unless marked public, and shows scalar values.
    @Test func aHostsLogHoldsItsMessagesInOrderWithPrivateValuesRedacted() async throws {
        let host = ViewHost(testing: Syncer(user: "ada@example.com"))
        let other = ViewHost(testing: Syncer(user: "bob@example.com"))
        try host.tap("Sync")
        await host.advance(by: .seconds(2))
        #expect(host.log.map(\.description) == [
            "Info com.example.notes [sync] Synced 3 notes for <private>",
            "Notice com.example.notes [sync] User ada@example.com synced",
            "Debug com.example.notes [sync] Background check done",
        ])
        #expect(other.log.isEmpty)
        // Dated on the host's clock: the task's message two virtual seconds after the tap's.
        let dates = host.log.map(\.date)
        #expect(dates[0] == host.clock.startDate)
        #expect(dates[2] == host.clock.startDate.addingTimeInterval(2))
    }

    // "Logger … trace, debug → debug; info → info; notice → default; warning, error →
    // error; critical, fault → fault" (the levels of Logger's methods).
    @Test func eachMethodWritesAtItsLevel() throws {
        let logger = Logger(subsystem: "s", category: "c")
        let host = ViewHost(testing: Button("Log all") {
            logger.trace("t"); logger.debug("d"); logger.info("i"); logger.notice("n"); logger.log("l")
            logger.warning("w"); logger.error("e"); logger.critical("c"); logger.fault("f")
            logger.log(level: .info, "li")
        })
        try host.tap("Log all")
        #expect(host.log.map { "\($0.level) \($0.composedMessage)" } == [
            "Debug t", "Debug d", "Info i", "Notice n", "Notice l", "Error w", "Error e", "Fault c", "Fault f", "Info li",
        ])
        #expect(Set(host.log.map { "\($0.subsystem) \($0.category)" }) == ["s c"])
    }

    struct Formats: View {
        let log: Logger
        var body: some View {
            Button("Write") {
                let token = "secret-token"
                log.info("int \(42) hex \(255, format: .hex) prefixed \(255, format: .hex(includePrefix: true, minDigits: 4))")
                log.info("double \(1.5) fixed \(2.0 / 3.0, format: .fixed(precision: 2)) bool \(true) answer \(false, format: .answer)")
                log.info("private int \(7, privacy: .private) public string \(token, privacy: .public)")
                log.info("hash \(token, privacy: .private(mask: .hash)) same \(token, privacy: .private(mask: .hash))")
                log.info("[\("ab", align: .left(columns: 4))][\("ab", align: .right(columns: 4), privacy: .public)]")
                log.error("failed: \(CocoaError(.fileNoSuchFile), privacy: .public)")
                log.debug("type \(Formats.self, privacy: .public)")
            }
        }
    }

    // "Message Argument Formatters": integers take OSLogIntegerFormatting, floats
    // OSLogFloatFormatting, Booleans OSLogBoolFormat; OSLogPrivacy.private(mask: .hash)
    // replaces the value with a hash that is the same for equal values.
    @Test func interpolationsFormatAndRedactAsApplesDocumentationSays() throws {
        let host = ViewHost(testing: Formats(log: Logger(subsystem: "s", category: "f")))
        try host.tap("Write")
        let messages = host.log.map(\.composedMessage)
        #expect(messages.count == 7)
        #expect(messages[0] == "int 42 hex ff prefixed 0x00ff")
        #expect(messages[1] == "double 1.500000 fixed 0.67 bool true answer NO")
        #expect(messages[2] == "private int <private> public string secret-token")
        let hashes = messages[3].matches(of: /<mask\.hash: '([^']+)'>/).map { String($0.1) }
        #expect(hashes.count == 2 && hashes[0] == hashes[1] && !messages[3].contains("secret-token"))
        #expect(messages[4] == "[<private>][  ab]")
        #expect(messages[5].hasPrefix("failed: ") && !messages[5].contains("<private>"))
        #expect(messages[6] == "type Formats")
    }

    // os_log: "%@ and %s arguments are private by default; use %{public}@ to show them";
    // scalars are public unless %{private}d.
    @Test func osLogComposesAPrintfFormatWithPrivacy() throws {
        let log = OSLog(subsystem: "com.example.notes", category: "legacy")
        let host = ViewHost(testing: Button("Legacy") {
            os_log("Loaded %d notes for %@", log: log, type: .info, 3, "ada")
            os_log("Opened %{public}@ in %.2f s (%{private}d%%)", log: log, "Inbox", 0.25, 7)
            os_log(.error, log: log, "code %x", 255)
            os_log(.fault, log: log, "interpolated \(5) \("x")")
            os_log("nothing", log: .disabled, type: .fault)
        })
        try host.tap("Legacy")
        #expect(host.log.map(\.description) == [
            "Info com.example.notes [legacy] Loaded 3 notes for <private>",
            "Notice com.example.notes [legacy] Opened Inbox in 0.25 s (<private>%)",
            "Error com.example.notes [legacy] code ff",
            "Fault com.example.notes [legacy] interpolated 5 <private>",
        ])
    }

    // OSLogStore(scope: .currentProcessIdentifier) "Creates a log store for the current
    // process"; getEntries returns the entries in the order they were written.
    @Test func theProcessStoreHoldsEveryMessageInOrder() throws {
        let marker = UUID().uuidString
        let logger = Logger(subsystem: "store-test", category: marker)
        logger.error("outside any host")
        let host = ViewHost(testing: Button("Write") { logger.info("in a host") })
        try host.tap("Write")
        let store = try OSLogStore(scope: .currentProcessIdentifier)
        let entries = try store.getEntries(at: store.position(timeIntervalSinceLatestBoot: 0))
            .compactMap { $0 as? OSLogEntryLog }
            .filter { $0.category == marker }
        #expect(entries.map(\.composedMessage) == ["outside any host", "in a host"])
        #expect(entries.map(\.level) == [.error, .info])
        #expect(host.log.map(\.composedMessage) == ["in a host"])
        let reversed = try store.getEntries(with: .reverse).compactMap { $0 as? OSLogEntryLog }.filter { $0.category == marker }
        #expect(reversed.map(\.composedMessage) == ["in a host", "outside any host"])
        #expect(throws: CocoaError.self) { try OSLogStore(scope: .system) }
    }

    // OSLogType: "default", "info", "debug", "error", "fault"; OSLog.disabled "A log
    // object that doesn't log any messages"; a message built by hand from its
    // interpolation is logged as a literal one.
    @Test func theLoggingTypesAreTheLevelsAndPartsTheirDeclarationsName() throws {
        let levels: [OSLogType] = [.default, .info, .debug, .error, .fault]
        #expect(levels.map(\.description) == ["Default", "Info", "Debug", "Error", "Fault"])
        #expect(OSLog.default.isEnabled(type: .debug) && !OSLog.disabled.isEnabled(type: .fault))
        var interpolation = OSLogInterpolation(literalCapacity: 6, interpolationCount: 1)
        interpolation.appendLiteral("built ")
        interpolation.appendInterpolation(3)
        let built = OSLogMessage(stringInterpolation: interpolation)
        let literal: OSLogMessage = "literal"
        let privacies: [OSLogPrivacy] = [.auto, .public, .private, .sensitive, .auto(mask: .hash), .sensitive(mask: .none)]
        let integer: OSLogIntegerFormatting = .octal(includePrefix: true)
        let float: OSLogFloatFormatting = .exponential(precision: 1)
        let bool: OSLogBoolFormat = .truth
        let alignment: OSLogStringAlignment = .right(columns: 3)
        let host = ViewHost(testing: Button("Write") {
            Logger(OSLog.default).log(built)
            Logger().log(literal)
            Logger().info("\(8, format: integer) \(1500.0, format: float) \(false, format: bool) \(1, align: alignment)")
            for privacy in privacies { Logger().info("\("v", privacy: privacy)") }
        })
        try host.tap("Write")
        #expect(host.log.map(\.description) == [
            "Notice built 3", "Notice literal", "Info 010 1.5e+03 false   1",
            "Info <private>", "Info v", "Info <private>", "Info <private>", "Info <mask.hash: '\(Self.hashOfV)'>", "Info <private>",
        ])
        let store = try OSLogStore(scope: .currentProcessIdentifier)
        let position: OSLogPosition = store.position(date: host.clock.startDate)
        let options: OSLogEnumerator.Options = .reverse
        let entries: [OSLogEntry] = Array(try store.getEntries(with: options, at: position))
        #expect(entries.contains { $0.composedMessage == "built 3" })
        #expect(store.position(timeIntervalSinceEnd: 0) !== position)
    }

    /// The hash mask of "v": FNV-1a of its UTF-8, base64.
    static let hashOfV = "r2PrTIYCBgk="

    final class ObjectError: NSObject, Error {
        override var description: String { "object error" }
    }
    struct DescribedError: Error, CustomStringConvertible {
        var description: String { "described error" }
    }
    struct PlainError: Error {}

    // OSLogInterpolation's appendInterpolation for an object "Defines interpolation for
    // values of type NSObject": an NSError (as `catch let error as NSError` binds it) and
    // any object that is also an error log as the object, unambiguously; a Swift error as
    // it describes itself.
    @Test func anNSErrorLogsAsAnObjectAndASwiftErrorAsItself() throws {
        let host = ViewHost(testing: Button("Save") {
            do {
                throw NSError(domain: "Store", code: 4, userInfo: ["reason": "full"])
            } catch let error as NSError {
                Logger().error("Save error: \(error, privacy: .public), \(error.userInfo, privacy: .public)")
            }
            let errors: [any Error] = [PlainError()]
            Logger().error("\(ObjectError(), privacy: .public) \(DescribedError(), privacy: .public) \(errors[0], privacy: .public)")
        })
        try host.tap("Save")
        #expect(host.log.map(\.composedMessage) == [
            "Save error: \(NSError(domain: "Store", code: 4, userInfo: ["reason": "full"]).description), [\"reason\": \"full\"]",
            "object error described error PlainError()",
        ])
    }
}
