import Foundation
import OnChangeMigration
import Testing

/// The command's modes, on files in a temporary folder.
@Suite("Command modes")
struct MigrationRunTests {
    static let legacy = """
        import ViewEngine

        struct Counter: View {
            @State var count = 0
            let title: String
            var body: some View {
                Button(title) { count += 1 }
                    .onChange(of: count) { [count] newValue in print(count, newValue) }
                    .onChange(of: count) { newValue in print(title, newValue) }
            }
        }

        """

    /// A folder with `Views/Counter.swift` holding `source`, removed afterwards.
    static func withFolder(_ source: String = legacy, _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "onchange-migrate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appending(path: "Views"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try source.write(to: folder.appending(path: "Views/Counter.swift"), atomically: true, encoding: .utf8)
        try body(folder)
    }

    @Test func checkPrintsADiffWritesNothingAndFails() throws {
        try Self.withFolder { folder in
            let result = try MigrationRun(paths: [folder.path], mode: .check).run()
            let file = folder.appending(path: "Views/Counter.swift").path
            let shown = file.hasPrefix("/") ? String(file.dropFirst()) : file
            #expect(result.exitCode == 1)
            #expect(result.standardOutput == """
                --- a/\(shown)
                +++ b/\(shown)
                @@ -1,11 +1,12 @@
                 import ViewEngine
                +import OnChangeCompat
                 
                 struct Counter: View {
                     @State var count = 0
                     let title: String
                     var body: some View {
                         Button(title) { count += 1 }
                -            .onChange(of: count) { [count] newValue in print(count, newValue) }
                +            .onChange(of: count) { count, newValue in print(count, newValue) }
                             .onChange(of: count) { newValue in print(title, newValue) }
                     }
                 }
                1 rewritten, 1 needs review, 0 skipped (1 file read, 1 changed)

                """)
            #expect(result.standardError == "\(file):9:14: needs review: onChange(of: count) reads let title: one evaluation old before migrating, current after (MIGRATION.md); --accept-current-captures rewrites it\n")
            #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.legacy)
        }
    }

    @Test func writeRewritesInPlaceAndCheckThenPasses() throws {
        try Self.withFolder { folder in
            let written = try MigrationRun(paths: [folder.path]).run()
            #expect(written.exitCode == 0)
            #expect(written.standardOutput.hasPrefix("rewrote \(folder.path)/Views/Counter.swift: 1 call; added import OnChangeCompat"))
            let again = try MigrationRun(paths: [folder.path], mode: .check).run()
            #expect(again.exitCode == 0)
            #expect(!again.standardOutput.contains("+++"))
            let accepted = try MigrationRun(paths: [folder.path], options: MigrationOptions(acceptCurrentCaptures: true)).run()
            #expect(accepted.files[0].outcomes.map(\.verdict) == [.skipped, .rewritten])
            let text = try String(contentsOfFile: folder.appending(path: "Views/Counter.swift").path, encoding: .utf8)
            #expect(text.contains("{ count, newValue in print(count, newValue) }"))
            #expect(text.contains("{ _, newValue in print(title, newValue) }"))
            #expect(text.components(separatedBy: "import OnChangeCompat").count == 2)
        }
    }

    @Test func reportListsEveryCallAndTheTotals() throws {
        try Self.withFolder { folder in
            let result = try MigrationRun(paths: [folder.path], mode: .check, report: true).run()
            let table = result.standardOutput.components(separatedBy: "\n").drop { !$0.hasPrefix("Location") }
            let rows = Array(table)
            #expect(rows[0].split(separator: " ", omittingEmptySubsequences: true) == ["Location", "Call", "Result", "Why"])
            #expect(rows[2].contains("Counter.swift:8") && rows[2].contains("rewritten") && rows[2].contains("capture list [count]"))
            #expect(rows[3].contains("Counter.swift:9") && rows[3].contains("needs review") && rows[3].contains("let title"))
            #expect(result.standardOutput.contains("added import OnChangeCompat"))
            #expect(result.standardOutput.hasSuffix("1 rewritten, 1 needs review, 0 skipped (1 file read, 1 changed)\n"))
        }
    }

    @Test func aMissingPathIsAnError() throws {
        let error = #expect(throws: SourceFiles.Missing.self) {
            try MigrationRun(paths: ["/no/such/folder"]).run()
        }
        #expect(error?.description == "no such file or directory: /no/such/folder")
    }
}

/// The diff `--check` prints.
@Suite("Unified diff")
struct UnifiedDiffTests {
    @Test func equalTextsGiveNothing() {
        #expect(UnifiedDiff.make(old: "a\nb\n", new: "a\nb\n", path: "f") == "")
    }

    @Test func farApartChangesGetTheirOwnHunks() {
        let old = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n")
            .replacingOccurrences(of: "line 18\n", with: "")
        #expect(UnifiedDiff.make(old: old, new: new, path: "f") == """
            --- a/f
            +++ b/f
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +line two
             line 3
             line 4
             line 5
            @@ -15,6 +15,5 @@
             line 15
             line 16
             line 17
            -line 18
             line 19
             line 20

            """)
    }

    @Test func insertionIntoAnEmptyFile() {
        #expect(UnifiedDiff.make(old: "", new: "a\n", path: "f") == "--- a/f\n+++ b/f\n@@ -0,0 +1 @@\n+a\n")
    }
}
