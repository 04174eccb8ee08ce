import Foundation
import FoundationOnLinux
import Testing

// This file imports Foundation and FoundationOnLinux alone (and Testing), as a model file of
// an iOS app imports Foundation alone: what it uses of Apple's Foundation that corelibs
// lacks comes through FoundationOnLinux, which the check imports into every file.

/// `import FoundationOnLinux` brings the names `ViewEngine` declares where
/// swift-corelibs-foundation lacks them, shadowing corelibs' own.
@Suite("Surface: Foundation-only files see Apple's Foundation names")
struct ImportFoundationOnLinuxTests {
    /// The formatters corelibs declares unavailable or without `init()` work in a file
    /// that imports only Foundation (HabitMinder's `AppleSignInAccount`, SwiftUITMDb's
    /// `Movie`).
    @Test func theFormattersCompileAndFormatWithOnlyFoundationImported() {
        var name = PersonNameComponents()
        name.givenName = "Alex"
        name.familyName = "Doe"
        #expect(PersonNameComponentsFormatter().string(from: name) == "Alex Doe")
        let duration = DateComponentsFormatter()
        duration.unitsStyle = .full
        duration.allowedUnits = [.hour, .minute]
        #expect(duration.string(from: 3900) == "1 hour, 5 minutes")
        #expect(UndoManager().canUndo == false)
        let resource: LocalizedStringResource = "Done"
        #expect(String(localized: resource) == "Done")
    }

    /// Apple, Dispatch's `NSEC_PER_SEC`: "The number of nanoseconds in one second", a
    /// `UInt64`; Scrumdinger's `Task.sleep(seconds:)` multiplies by it in a file that
    /// imports Foundation alone.
    @Test func dispatchTimeConstantsAreUInt64Counts() {
        let twoSeconds: UInt64 = 2 * NSEC_PER_SEC
        #expect(twoSeconds == 2_000_000_000)
        #expect(NSEC_PER_MSEC == 1_000_000)
        #expect(NSEC_PER_USEC == 1_000)
        #expect(USEC_PER_SEC == 1_000_000)
        #expect(NSEC_PER_SEC == NSEC_PER_MSEC * 1_000)
    }

    /// Apple, `autoreleasepool(invoking:)`: it returns what its body returns and rethrows
    /// what the body throws (CardTracker's image transformer returns `Data?` through it).
    @Test func anAutoreleasePoolReturnsAndRethrowsWhatItsBodyDoes() throws {
        struct Failure: Error, Equatable {}
        var calls: [String] = []
        let data: Data? = autoreleasepool {
            calls.append("body")
            return Data([1, 2])
        }
        #expect(data == Data([1, 2]))
        #expect(calls == ["body"])
        #expect(throws: Failure()) { try autoreleasepool { () throws -> Int in throw Failure() } }
    }

    /// Every top-level name of `Sources/ViewEngine/PlatformTypes/Foundation/` is re-exported
    /// by `Sources/FoundationOnLinux/FoundationOnLinux.swift`, and nothing else is.
    @Test func theModuleReExportsEveryFoundationNameTheEngineDeclares() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appending(path: "Sources/ViewEngine/PlatformTypes/Foundation")
        var declared: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let source = try String(contentsOf: folder.appending(path: file), encoding: .utf8)
            let names = source.matches(of: /(?m)^(?:open class|public (?:final class|class|struct|enum|protocol|func|var|let)) (\w+)/)
            declared.formUnion(names.map { String($0.1) })
        }
        let module = try String(contentsOf: root.appending(path: "Sources/FoundationOnLinux/FoundationOnLinux.swift"), encoding: .utf8)
        let exported = Set(module.matches(of: /(?m)^@_exported import \w+ ViewEngine\.(\w+)$/).map { String($0.1) })
        #expect(declared.count >= 12)
        #expect(declared.subtracting(exported).sorted() == [], "declared in PlatformTypes/Foundation, not re-exported")
        #expect(exported.subtracting(declared).sorted() == [], "re-exported, not declared there")
    }
}
