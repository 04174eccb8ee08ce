import Foundation
import Testing

/// The repository stands on its own: nothing in it cites a path outside it (the folder
/// the project was started in, a machine's work folder). An article is named by its title
/// and quoted, never pointed at.
@Suite("Nothing cites a path outside the repository")
struct RepositoryPathsTests {
    /// The repository's root.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Spellings of paths outside the repository (written in pieces so that this file
    /// does not contain them).
    static let outside = [".." + "/shared", "/" + "work/", "seeds" + "/"]

    /// The text files of the repository: every file outside hidden folders (`.build`,
    /// `.git`, `.ci`'s own checkouts) with a text extension, or in `Scripts/`.
    static func textFiles() -> [URL] {
        let extensions: Set<String> = ["swift", "md", "txt", "json", "yml", "yaml", "sh", "py", "supp"]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil,
                                                        options: [.skipsHiddenFiles])
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            let relative = url.path.dropFirst(root.path.count + 1)
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            if extensions.contains(url.pathExtension) || relative.hasPrefix("Scripts/") { files.append(url) }
        }
        return files
    }

    @Test func noFileCitesAPathOutsideTheRepository() throws {
        var found: [String] = []
        let files = Self.textFiles()
        for url in files {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where Self.outside.contains(where: line.contains) {
                found.append("\(url.path.dropFirst(Self.root.path.count + 1)):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(found == [])
        #expect(files.count > 300, "the repository's files were not found under \(Self.root.path)")
    }
    /// The folders ARCHITECTURE.md and its rule index, RULE-INDEX.md, count their short paths
    /// from: `Core/` and `Graph/` are in `Sources/ViewEngineCore/`, the other source folders
    /// in `Sources/ViewEngine/`, the suites in `Tests/ViewEngineTests/` (as the index says).
    static let architectureBases = ["", "Sources/ViewEngineCore/", "Sources/ViewEngine/", "Tests/ViewEngineTests/"]

    /// The paths `text` names: a link's target, or a path in backticks (with a `/`, or
    /// ending in `.swift` or `.md`).
    static func namedPaths(in text: String) -> Set<String> {
        var paths: Set<String> = []
        for match in text.matches(of: /`([\w+.\-\/]+)`/) {
            let token = String(match.1)
            if token.contains("/") || token.hasSuffix(".swift") || token.hasSuffix(".md") { paths.insert(token) }
        }
        for match in text.matches(of: /\]\(([^)\s#]+)(#[^)]*)?\)/) where !match.1.hasPrefix("http") {
            paths.insert(String(match.1))
        }
        return paths
    }

    /// Whether `path` names a file or folder among `existing` (paths from the root): from
    /// one of the bases, as a suite's file without `.swift`, or as the end of a path.
    static func exists(_ path: String, among existing: Set<String>) -> Bool {
        let bare = path.hasSuffix("/") ? String(path.dropLast()) : path
        for base in architectureBases where existing.contains(base + bare) || existing.contains(base + bare + ".swift") {
            return true
        }
        return existing.contains { $0.hasSuffix("/" + bare) || $0.hasSuffix("/" + bare + ".swift") }
    }

    /// Every file and folder of the repository outside hidden folders, by path from the root.
    static func existingPaths() -> Set<String> {
        var paths: Set<String> = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            paths.insert(String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)))
        }
        return paths
    }

    /// The documents that map the rooms: ARCHITECTURE.md, and its rule index in a file of
    /// its own.
    static let maps = ["ARCHITECTURE.md", "RULE-INDEX.md"]

    /// ARCHITECTURE.md is the map of the rooms, RULE-INDEX.md the map of the rules: every
    /// path each names, and every suite the rule index points to by its path, exists.
    @Test(arguments: maps) func everyPathTheArchitectureNamesExists(_ document: String) throws {
        let text = try String(contentsOf: Self.root.appending(path: document), encoding: .utf8)
        let existing = Self.existingPaths()
        let named = Self.namedPaths(in: text)
        #expect(named.count > 100, "the paths of \(document) were not found")
        #expect(named.filter { !Self.exists($0, among: existing) }.sorted() == [])
    }

    /// The check reads both forms of path and fails on one that does not exist.
    @Test func thePathCheckFailsOnAMissingPath() {
        let existing: Set<String> = ["Sources/ViewEngineCore/Graph/ViewGraph.swift", "Tests/ViewEngineTests/Host/PointerTests.swift",
                                     "Compat/MIGRATION.md"]
        #expect(Self.namedPaths(in: "`Graph/ViewGraph.swift`, `Host/PointerTests`, [m](Compat/MIGRATION.md#x), `onChange`")
                == ["Graph/ViewGraph.swift", "Host/PointerTests", "Compat/MIGRATION.md"])
        #expect(Self.exists("Graph/ViewGraph.swift", among: existing))
        #expect(Self.exists("Host/PointerTests", among: existing))
        #expect(!Self.exists("Styling/Geometry.swift", among: existing))
        #expect(!Self.exists("Rules/PointerTests", among: existing))
    }
}
