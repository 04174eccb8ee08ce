import Foundation
import OnChangeMigration
import Testing

/// Each pattern's before/after golden files: `Golden/<options>/<Name>.before.swift` is
/// migrated on its own with the folder's options and must give `<Name>.after.swift`
/// byte for byte, with the outcomes of `<Name>.report.txt`.
@Suite("Golden patterns")
struct GoldenPatternTests {
    static let optionSets: [(folder: String, options: MigrationOptions)] = [
        ("default", MigrationOptions()),
        ("accept-current-captures", MigrationOptions(acceptCurrentCaptures: true)),
    ]

    /// The patterns of one option set's folder, as `<folder>/<Name>`. A missing folder
    /// throws, so the tests that take these as arguments fail instead of running none.
    static func patterns(in folder: String) throws -> [String] {
        try SourceTree.swiftFiles(in: SourceTree.golden.appending(path: folder))
            .map(\.lastPathComponent).filter { $0.hasSuffix(".before.swift") }
            .map { "\(folder)/\($0.dropLast(".before.swift".count))" }
    }

    /// Every option set's patterns.
    static func cases() throws -> [String] {
        try optionSets.flatMap { try patterns(in: $0.folder) }
    }

    /// Each option set has its folder, with at least one pattern, each with its golden
    /// output and report: a folder that is missing, empty or incomplete fails here.
    @Test func everyOptionSetHasItsGoldenPatterns() throws {
        for set in Self.optionSets {
            let names = try Self.patterns(in: set.folder)
            #expect(!names.isEmpty, "Golden/\(set.folder) has no <Name>.before.swift")
            for name in names {
                let base = SourceTree.golden.appending(path: name)
                for suffix in ["after.swift", "report.txt"] {
                    let path = base.appendingPathExtension(suffix).path
                    #expect(FileManager.default.fileExists(atPath: path), "missing \(name).\(suffix)")
                }
            }
        }
    }

    @Test(arguments: try cases())
    func producesTheGoldenFile(_ name: String) throws {
        let folder = String(name.split(separator: "/")[0])
        let options = try #require(Self.optionSets.first { $0.folder == folder }).options
        let base = SourceTree.golden.appending(path: name)
        let before = try SourceTree.read(base.appendingPathExtension("before.swift"))
        let migrated = Migration.migrate(before, path: "\(base.lastPathComponent).swift", options: options)
        let report = SourceTree.reportLines(migrated)
        if SourceTree.updating {
            try migrated.migrated.write(to: base.appendingPathExtension("after.swift"), atomically: true, encoding: .utf8)
            try report.write(to: base.appendingPathExtension("report.txt"), atomically: true, encoding: .utf8)
        }
        #expect(migrated.migrated == (try SourceTree.read(base.appendingPathExtension("after.swift"))))
        #expect(report == (try SourceTree.read(base.appendingPathExtension("report.txt"))))
    }

    /// The tool's output is a fixed point: migrating the migrated file changes nothing.
    @Test(arguments: try cases())
    func migratingAgainChangesNothing(_ name: String) throws {
        let base = SourceTree.golden.appending(path: name)
        let after = try SourceTree.read(base.appendingPathExtension("after.swift"))
        let again = Migration.migrate(after, path: "again.swift")
        #expect(again.migrated == after)
        #expect(!again.outcomes.contains { $0.verdict == .rewritten })
    }

    /// Code the tool must leave alone is byte-for-byte unchanged.
    @Test(arguments: ["default/LeaveAlone", "default/NoViewImport"])
    func leavesOtherCodeAlone(_ name: String) throws {
        let base = SourceTree.golden.appending(path: name)
        let before = try SourceTree.read(base.appendingPathExtension("before.swift"))
        let file = Migration.migrate(before, path: "\(name).swift")
        #expect(!file.changed)
        #expect(file.outcomes.allSatisfy { $0.verdict == .skipped })
    }
}
