import Foundation
import ProcessRunner
import Testing
@testable import CompatCheck

/// screens-fetch against a throwaway git repository made here: its table, the PNG header it
/// reads, and fetching a row from a mirror, from a clone (a `file://` remote, no network), and
/// rows that cannot be fetched, each reported while the next goes on.
@Suite("Screen references: the reference set's table and its fetch")
struct ScreenFetchTests {
    /// A PNG header of `width` × `height` and a few bytes after it: enough for the fetch,
    /// which reads only the header.
    static func png(width: Int, height: Int) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        return Data(bytes + [8, 6, 0, 0, 0, 1, 2, 3])
    }

    /// A fresh folder under the system's temporary folder.
    static func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "screens-fetch-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs git with a fixed author and dates, so nothing depends on the machine's clock or
    /// configuration; returns its output, and fails the test when git fails.
    @discardableResult
    static func git(_ arguments: [String], in directory: URL? = nil) -> String {
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in ["GIT_AUTHOR_NAME": "Fixture", "GIT_AUTHOR_EMAIL": "fixture@example.invalid",
                             "GIT_COMMITTER_NAME": "Fixture", "GIT_COMMITTER_EMAIL": "fixture@example.invalid",
                             "GIT_AUTHOR_DATE": "2025-01-01T00:00:00Z", "GIT_COMMITTER_DATE": "2025-01-01T00:00:00Z",
                             "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null"] {
            environment[key] = value
        }
        let outcome = ChildProcess.run(["git"] + arguments, in: directory?.path, environment: environment, timeout: 60)
        #expect(outcome.succeeded, "git \(arguments.joined(separator: " ")): \(outcome.output)")
        return outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A repository `owner/app` under `root` with a picture, a view, an LFS pointer and a test
    /// file in one commit, and a second commit that changes the picture; returns both commits.
    static func fixture(under root: URL) throws -> (first: String, second: String) {
        let repository = root.appending(path: "owner/app")
        try FileManager.default.createDirectory(at: repository.appending(path: "Tests/__Snapshots__"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: repository.appending(path: "Sources"), withIntermediateDirectories: true)
        try png(width: 1170, height: 2532).write(to: repository.appending(path: "Tests/__Snapshots__/settings.light.png"))
        try Data("version https://git-lfs.github.com/spec/v1\noid sha256:00\nsize 1\n".utf8)
            .write(to: repository.appending(path: "Tests/__Snapshots__/stored-elsewhere.png"))
        try Data("struct SettingsView {}\n".utf8).write(to: repository.appending(path: "Sources/SettingsView.swift"))
        try Data("// draws SettingsView\n".utf8).write(to: repository.appending(path: "Tests/SettingsViewTests.swift"))
        git(["init", "--quiet", "--initial-branch=main"], in: repository)
        git(["add", "."], in: repository)
        git(["commit", "--quiet", "-m", "first"], in: repository)
        let first = git(["rev-parse", "HEAD"], in: repository)
        try png(width: 1179, height: 2556).write(to: repository.appending(path: "Tests/__Snapshots__/settings.light.png"))
        git(["commit", "--quiet", "-am", "second"], in: repository)
        return (first, git(["rev-parse", "HEAD"], in: repository))
    }

    static let header = "name\tset\trepository\tcommit\tpicture\tsources\tdevice\twindow\tscale\n"

    /// The table is read by its header, in any order; sources split at ";".
    @Test func theTableIsReadByItsHeader() throws {
        let rows = try ScreenReference.rows(tsv: "repository\tname\tpicture\tcommit\tsources\twindow\tscale\tkind\n"
                                            + "o/a\tsettings-light\tT/s.png\tabc\tS/V.swift; T/VTests.swift\t390x844\t3\tform\n")
        #expect(rows == [ScreenReference(name: "settings-light", set: "", repository: "o/a", commit: "abc", picture: "T/s.png",
                                         sources: ["S/V.swift", "T/VTests.swift"], window: (390, 844), scale: 3)])
        #expect(rows[0].expectedPixels.map { [$0.width, $0.height] } == [1170, 2532])
        #expect(throws: ScreenTableError(description: "the table has no column \"commit\"")) {
            try ScreenReference.rows(tsv: "name\trepository\tpicture\nx\to/a\tp.png\n")
        }
        #expect(throws: ScreenTableError(description: "row 2 has no usable name")) {
            try ScreenReference.rows(tsv: "name\trepository\tcommit\tpicture\n../x\to/a\tabc\tp.png\n")
        }
    }

    /// The repository's own table reads, and every row names a picture, a commit and a set.
    @Test func theRepositorysTableReads() throws {
        let text = try String(contentsOfFile: Engine.defaultRepo + "/Inventory/screens.tsv", encoding: .utf8)
        let rows = try ScreenReference.rows(tsv: text)
        #expect(rows.count >= 45)
        #expect(Set(rows.map(\.name)).count == rows.count)
        #expect(rows.allSatisfy { $0.commit.count == 40 && $0.picture.hasSuffix(".png") && $0.expectedPixels != nil })
        #expect(Set(rows.map(\.set)) == ["ios17-18", "ios26-control"])
    }

    /// A PNG's size is in its header; anything else has none.
    @Test func aPNGsSizeIsReadFromItsHeader() {
        #expect(PNGHeader.size(of: Self.png(width: 1170, height: 2532)).map { [$0.width, $0.height] } == [1170, 2532])
        #expect(PNGHeader.size(of: Data("not a picture at all, not at all".utf8)) == nil)
        #expect(PNGHeader.size(of: Data()) == nil)
    }

    /// From a mirror laid out as `owner+name/repo` (a bare git directory): the picture at the
    /// row's commit, not the newest, and the sources at their paths.
    @Test func aRowIsFetchedFromAMirror() throws {
        let root = try Self.folder("mirror")
        defer { try? FileManager.default.removeItem(at: root) }
        let commits = try Self.fixture(under: root.appending(path: "remote"))
        let mirrors = root.appending(path: "mirrors")
        try FileManager.default.createDirectory(at: mirrors.appending(path: "owner+app"), withIntermediateDirectories: true)
        Self.git(["clone", "--quiet", "--bare", root.appending(path: "remote/owner/app").path,
                  mirrors.appending(path: "owner+app/repo").path])
        let rows = try ScreenReference.rows(tsv: Self.header
            + "settings-light\tios17-18\towner/app\t\(commits.first)\tTests/__Snapshots__/settings.light.png\tSources/SettingsView.swift;Tests/SettingsViewTests.swift\tiPhone 13\t390x844\t3\n")
        let out = root.appending(path: "out")
        let fetcher = ScreenFetcher(mirrors: mirrors.path, cache: root.appending(path: "cache").path, remoteBase: "file:///nowhere/")
        let result = fetcher.fetch(rows[0], into: out.path)
        #expect(result == ScreenFetchResult(name: "settings-light", status: .fetched, via: "mirror", pixels: "1170x2532", notes: []))
        #expect(result.line == "settings-light: fetched (mirror, 1170x2532)")
        let folder = out.appending(path: "settings-light")
        #expect(try Data(contentsOf: folder.appending(path: "reference.png")) == Self.png(width: 1170, height: 2532))
        #expect(try String(contentsOf: folder.appending(path: "source/Sources/SettingsView.swift"), encoding: .utf8)
                == "struct SettingsView {}\n")
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "source/Tests/SettingsViewTests.swift").path))
    }

    /// A source written `PATH@COMMIT` is read at that commit and written at `PATH`; an `@`
    /// followed by anything but a full commit is part of the path.
    @Test func aSourceIsReadAtTheCommitItNames() throws {
        let row = ScreenReference(name: "a", set: "", repository: "owner/app", commit: "row", picture: "p.png")
        let commit = String(repeating: "ab", count: 20)
        let other = ScreenFetcher.sourceAndCommit("Tools/Font.ttf@" + commit, row: row)
        #expect(other.path == "Tools/Font.ttf" && other.commit == commit)
        let own = ScreenFetcher.sourceAndCommit("Assets/logo@2x.png", row: row)
        #expect(own.path == "Assets/logo@2x.png" && own.commit == "row")
        let root = try Self.folder("other-commit")
        defer { try? FileManager.default.removeItem(at: root) }
        let commits = try Self.fixture(under: root.appending(path: "remote"))
        let mirrors = root.appending(path: "mirrors")
        try FileManager.default.createDirectory(at: mirrors.appending(path: "owner+app"), withIntermediateDirectories: true)
        Self.git(["clone", "--quiet", "--bare", root.appending(path: "remote/owner/app").path,
                  mirrors.appending(path: "owner+app/repo").path])
        let rows = try ScreenReference.rows(tsv: Self.header
            + "settings-light\tios17-18\towner/app\t\(commits.first)\tTests/__Snapshots__/settings.light.png\t"
            + "Tests/__Snapshots__/settings.light.png@\(commits.second)\tiPhone 13\t390x844\t3\n")
        let out = root.appending(path: "out")
        let fetcher = ScreenFetcher(mirrors: mirrors.path, cache: root.appending(path: "cache").path, remoteBase: "file:///nowhere/")
        #expect(fetcher.fetch(rows[0], into: out.path).status == .fetched)
        let folder = out.appending(path: "settings-light")
        #expect(try Data(contentsOf: folder.appending(path: "reference.png")) == Self.png(width: 1170, height: 2532))
        #expect(try Data(contentsOf: folder.appending(path: "source/Tests/__Snapshots__/settings.light.png"))
                == Self.png(width: 1179, height: 2556))
    }

    /// With no mirror, the commit is fetched from the remote into a bare clone in the cache,
    /// and a second row of the same repository reads that clone without fetching again.
    @Test func aRowIsFetchedFromTheRepositoryWithoutAMirror() throws {
        let root = try Self.folder("clone")
        defer { try? FileManager.default.removeItem(at: root) }
        let commits = try Self.fixture(under: root.appending(path: "remote"))
        let rows = try ScreenReference.rows(tsv: Self.header
            + "older\tios17-18\towner/app\t\(commits.first)\tTests/__Snapshots__/settings.light.png\tSources/SettingsView.swift\t\t390x844\t3\n"
            + "newer\tios26-control\towner/app\t\(commits.second)\tTests/__Snapshots__/settings.light.png\t\t\t393x852\t3\n")
        let fetcher = ScreenFetcher(mirrors: root.appending(path: "no-mirrors").path, cache: root.appending(path: "cache").path,
                                    remoteBase: "file://" + root.appending(path: "remote").path + "/")
        let out = root.appending(path: "out").path
        let older = fetcher.fetch(rows[0], into: out)
        #expect(older.status == .fetched && older.via == "clone" && older.pixels == "1170x2532", "\(older.line)")
        let newer = fetcher.fetch(rows[1], into: out)
        #expect(newer.line == "newer: fetched (clone, 1179x2556)")
        #expect(FileManager.default.fileExists(atPath: root.appending(path: "cache/owner+app.git/HEAD").path))
    }

    /// A row that cannot be fetched says why and the others go on: a commit the repository
    /// lacks, an LFS pointer, a source not at the commit, a repository that cannot be reached;
    /// a picture of another size than the row's window and scale is written, with a note.
    @Test func rowsThatCannotBeFetchedSayWhy() throws {
        let root = try Self.folder("failures")
        defer { try? FileManager.default.removeItem(at: root) }
        let commits = try Self.fixture(under: root.appending(path: "remote"))
        let missing = String(repeating: "0", count: 40)
        let rows = try ScreenReference.rows(tsv: Self.header
            + "no-commit\tios17-18\towner/app\t\(missing)\tTests/__Snapshots__/settings.light.png\t\t\t390x844\t3\n"
            + "lfs\tios17-18\towner/app\t\(commits.first)\tTests/__Snapshots__/stored-elsewhere.png\t\t\t390x844\t3\n"
            + "no-source\tios17-18\towner/app\t\(commits.first)\tTests/__Snapshots__/settings.light.png\tSources/Gone.swift\t\t390x844\t3\n"
            + "wrong-size\tios17-18\towner/app\t\(commits.first)\tTests/__Snapshots__/settings.light.png\t\t\t393x852\t3\n"
            + "no-picture\tios17-18\towner/app\t\(commits.first)\tTests/__Snapshots__/gone.png\t\t\t390x844\t3\n"
            + "no-repository\tios17-18\tnobody/nothing\t\(commits.first)\tp.png\t\t\t390x844\t3\n")
        let fetcher = ScreenFetcher(mirrors: nil, cache: root.appending(path: "cache").path,
                                    remoteBase: "file://" + root.appending(path: "remote").path + "/")
        let out = root.appending(path: "out").path
        let results = rows.map { fetcher.fetch($0, into: out) }
        #expect(results.map(\.status) == [.failed, .failed, .incomplete, .fetched, .failed, .failed])
        #expect(results[0].notes.first?.hasPrefix("could not fetch file://") == true)
        #expect(results[1].notes == ["the picture is a Git LFS pointer; the repository does not hold its pixels"])
        #expect(results[2].notes == ["the source Sources/Gone.swift: not at \(commits.first.prefix(12))"])
        #expect(results[3].notes == ["the picture is 1170x2532 pixels; the row's window and scale make 1179x2556"])
        #expect(results[4].notes == ["the picture: not at \(commits.first.prefix(12))"])
        #expect(results[5].notes.first?.contains("could not fetch file://") == true)
        #expect(!FileManager.default.fileExists(atPath: out + "/lfs/reference.png"))
        #expect(FileManager.default.fileExists(atPath: out + "/no-source/reference.png"))
        let summary = ScreenFetchResult.tsv(results).split(separator: "\n")
        #expect(summary.first == "name\tstatus\tvia\tpixels\tnotes")
        #expect(summary[4] == "wrong-size\tfetched\tclone\t1170x2532\tthe picture is 1170x2532 pixels; the row's window and scale make 1179x2556")
    }
}
