import Foundation
import OnChangeMigration
import Testing

/// `Fixtures/Migrated` is the tool's output for `Fixtures/Legacy`: the files the
/// behaviour proof compiles are exactly what the tool produces today.
@Suite("Migrated fixtures are the tool's output")
struct MigratedFixturesTests {
    /// The fixtures migrated only with --accept-current-captures; the others by default.
    static let acceptingCurrentCaptures: Set<String> = ["CurrentCaptures.swift"]

    @Test func theToolStillProducesTheMigratedFixtures() throws {
        let legacy = SourceTree.package.appending(path: "Fixtures/Legacy")
        let migrated = SourceTree.package.appending(path: "Fixtures/Migrated")
        let sources = try SourceTree.swiftFiles(in: legacy).map { (path: $0.lastPathComponent, text: try SourceTree.read($0)) }
        let byDefault = Migration.migrate(sources)
        let accepting = Migration.migrate(sources, options: MigrationOptions(acceptCurrentCaptures: true))
        for (index, source) in sources.enumerated() {
            let file = Self.acceptingCurrentCaptures.contains(source.path) ? accepting[index] : byDefault[index]
            let target = migrated.appending(path: source.path)
            if SourceTree.updating { try file.migrated.write(to: target, atomically: true, encoding: .utf8) }
            #expect(file.migrated == (try SourceTree.read(target)), "\(source.path)")
            #expect(file.changed, "\(source.path) has legacy calls to migrate")
        }
        #expect(try SourceTree.swiftFiles(in: migrated).map(\.lastPathComponent) == sources.map(\.path))
    }

    /// Without the flag, the fixture that reads a view input is left for review, naming it.
    @Test func currentCapturesNeedReviewByDefault() throws {
        let url = SourceTree.package.appending(path: "Fixtures/Legacy/CurrentCaptures.swift")
        let file = Migration.migrate(try SourceTree.read(url), path: "CurrentCaptures.swift")
        #expect(!file.changed)
        #expect(file.outcomes.map(\.verdict) == [.needsReview])
        #expect(file.outcomes.map(\.names) == [["label"]])
    }
}
