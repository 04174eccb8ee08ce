import Foundation
import Testing

/// The numbers the engine lays out and draws with are rows of one document,
/// `Sources/ViewEngine/ViewEngine.docc/Measures.md`, and everything else cites them by
/// section and row: `Measures §5 "Toggle switch"`, or several rows of a section,
/// `Measures §4 "Line height", "Ascender"`. These tests read the repository's Swift and
/// Markdown files and fail when a citation names a section or a row that the document does
/// not have, when a Markdown file that a file names does not exist in the repository, or
/// when something names the reference table the rows were carried over from, or a path that
/// leaves the repository. The last test shows that each check fails on a bad citation.
@Suite("Measures citations and cited documents")
struct MeasureCitationTests {
    /// The repository: this file is `Tests/ViewEngineTests/Architecture/MeasureCitationTests.swift`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .standardizedFileURL
    static let measuresPath = "Sources/ViewEngine/ViewEngine.docc/Measures.md"
    /// This file, whose examples are not citations.
    static let thisFile = "Tests/ViewEngineTests/Architecture/MeasureCitationTests.swift"
    /// The name of the reference table outside the repository the rows were carried over
    /// from (in pieces, so that this file does not contain it).
    static let oldTable = "LAYOUT" + "-FACTS"

    // MARK: The document

    /// Each section of `text` by number, with the names of its rows: the first cell of every
    /// table row under its `## §N` heading (backticks dropped).
    static func sections(in text: String) -> [Int: [String]] {
        var sections: [Int: [String]] = [:]
        var current: Int?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                current = line.wholeMatch(of: /## §(\d+) .+/).map { Int($0.1)! }
                if let current { sections[current, default: []] = [] }
                continue
            }
            guard let current, line.hasPrefix("|") else { continue }
            let cells = line.dropFirst().split(separator: "|", omittingEmptySubsequences: false)
            guard let first = cells.first else { continue }
            let name = first.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "")
            guard !name.isEmpty, !name.allSatisfy({ $0 == "-" || $0 == ":" }), name != "Row" else { continue }
            sections[current]!.append(name)
        }
        return sections
    }

    static func measures() throws -> [Int: [String]] {
        sections(in: try String(contentsOf: root.appending(path: measuresPath), encoding: .utf8))
    }

    // MARK: The repository's files

    /// Every file of the repository outside hidden folders and build folders, by path from
    /// the root.
    static let allPaths: [String] = {
        let manager = FileManager.default
        guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return [] }
        var paths: [String] = []
        for case let url as URL in walker {
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                if url.lastPathComponent.hasPrefix(".build") { walker.skipDescendants() }
                continue
            }
            paths.append(String(url.standardizedFileURL.path.dropFirst(root.path.count + 1)))
        }
        return paths
    }()

    /// The Swift and Markdown files, with their text.
    static func documents() -> [(path: String, text: String)] {
        allPaths.filter { $0.hasSuffix(".swift") || $0.hasSuffix(".md") }.compactMap { path in
            let url = root.appending(path: path)
            // An empty file cites nothing; reading one leaks FoundationEssentials' read
            // buffer (Swift 6.3.1 on Linux), which the address sanitizer reports.
            guard (try? url.resourceValues(forKeys: [.fileSizeKey]))?.fileSize != 0,
                  let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
            return (path, text)
        }
    }

    // MARK: The checks

    /// `text` with comment line breaks joined, so a citation broken across `///` lines
    /// reads as one.
    static func joined(_ text: String) -> String {
        text.replacing(/\s*\n\s*(?:\/\/\/?|\*)?\s*/, with: " ")
    }

    /// Each citation in `text`: its section and the rows it names (none for a whole section).
    static func citations(in text: String) -> [(section: Int, rows: [String])] {
        guard text.contains("Measures §") else { return [] }
        return joined(text).matches(of: /Measures §(\d+)((?:(?:,|\s+and)?\s*"[^"]+")*)/).map { match in
            let rows = match.output.2.matches(of: /"([^"]+)"/).map { String($0.output.1) }
            return (Int(match.output.1)!, rows)
        }
    }

    /// The citations in `text` that name a section or a row `sections` does not have.
    static func undefinedCitations(in text: String, sections: [Int: [String]]) -> [String] {
        var undefined: [String] = []
        for (section, rows) in citations(in: text) {
            guard let defined = sections[section] else {
                undefined.append("§\(section)")
                continue
            }
            for row in rows where !defined.contains(row.replacingOccurrences(of: "`", with: "")) {
                undefined.append("§\(section) \"\(row)\"")
            }
        }
        return undefined
    }

    /// The Markdown files `text` (the file at `path`) names that are not among `paths`: a
    /// bare name must be some file's name; a path must exist from the root, from the
    /// file's folder, or as the end of some file's path (`Compat/MIGRATION.md`,
    /// `ViewEngine.docc/Rules.md`). Addresses (`https://…/README.md`) are not files here.
    static func missingMarkdownFiles(in text: String, path: String, paths: [String]) -> [String] {
        guard text.contains(".md") else { return [] }
        let folder = (path as NSString).deletingLastPathComponent
        var missing: [String] = []
        for match in text.matches(of: /(?:^|[^\w.\/+:-])((?:\.\.?\/)*[\w+-][\w.\/+-]*\.md)(?![\w-])/) {
            let cited = String(match.output.1)
            let exists: Bool
            if cited.contains("/") {
                let candidates = [normalized(cited), normalized(folder + "/" + cited)].compactMap { $0 }
                let tail = "/" + cited.replacing(/^(\.\.?\/)+/, with: "")
                exists = candidates.contains(where: paths.contains) || paths.contains(where: { $0.hasSuffix(tail) })
            } else {
                exists = paths.contains(where: { $0 == cited || $0.hasSuffix("/" + cited) })
            }
            if !exists { missing.append(cited) }
        }
        return missing
    }

    /// `path` (from the root) with `.` and `..` resolved, or `nil` when it leaves the root.
    static func normalized(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if parts.popLast() == nil { return nil }
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// The lines of `text` (the file at `path`) that name the old reference table, or,
    /// outside code blocks (whose commands run in a folder they `cd` to), a relative path
    /// that climbs out of the repository from the file's folder (`../../../elsewhere/X.md`).
    static func outsideReferences(in text: String, path: String) -> [String] {
        let folder = (path as NSString).deletingLastPathComponent
        var found: [String] = []
        var inCode = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.trimmingPrefix(/\s*(\/\/\/?)?\s*/).hasPrefix("```") { inCode.toggle() }
            var leaves = line.contains(oldTable)
            if !leaves, !inCode, line.contains("../") {
                for match in line.matches(of: /(?:\.\.\/)+[\w.+-]*/) {
                    if normalized(folder + "/" + match.output) == nil { leaves = true }
                }
            }
            if leaves { found.append("\(path):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))") }
        }
        return found
    }

    // MARK: Tests

    /// The document has its ten sections (the tenth the layout algorithms), each row named
    /// once within its section.
    @Test func theDocumentHasItsSectionsAndRows() throws {
        let sections = try Self.measures()
        #expect(Set(sections.keys) == Set(1...10))
        for (number, rows) in sections {
            #expect(!rows.isEmpty, "§\(number) has no rows")
            let repeated = Dictionary(grouping: rows, by: { $0 }).filter { $0.value.count > 1 }.keys
            #expect(repeated.isEmpty, "§\(number) names rows twice: \(repeated.sorted())")
        }
    }

    /// Every `Measures §N "Row"` in the repository names a section and a row of the document.
    @Test func everyCitationNamesASectionAndARowThatExist() throws {
        let sections = try Self.measures()
        var undefined: [String] = []
        var count = 0
        for (path, text) in Self.documents() where path != Self.thisFile {
            count += Self.citations(in: text).count
            undefined += Self.undefinedCitations(in: text, sections: sections).map { "\(path): \($0)" }
        }
        #expect(undefined == [], "cited but not in \(Self.measuresPath)")
        #expect(count > 100, "the citations were not found under \(Self.root.path)")
    }

    /// Every Markdown file named in a Swift comment, an article or a README is in the
    /// repository.
    @Test func everyCitedMarkdownFileExists() {
        var missing: [String] = []
        for (path, text) in Self.documents() where path != Self.thisFile {
            missing += Self.missingMarkdownFiles(in: text, path: path, paths: Self.allPaths).map { "\(path): \($0)" }
        }
        #expect(missing == [])
    }

    /// Nothing names the reference table the rows came from, or a path above the repository.
    @Test func nothingNamesTheOldTableOrAPathOutside() {
        var found: [String] = []
        for (path, text) in Self.documents() where path != Self.thisFile {
            found += Self.outsideReferences(in: text, path: path)
        }
        #expect(found == [])
    }

    /// Each check fails on a bad citation, and passes the good forms.
    @Test func eachCheckFailsOnABadCitation() {
        let sections = [2: ["Default padding", "Stack default spacing"], 5: ["Toggle switch"]]
        // Citations: an unknown row, an unknown section, a row of another section.
        #expect(Self.undefinedCitations(in: #"(Measures §2 "Default padding", "Stack default spacing")"#, sections: sections) == [])
        #expect(Self.undefinedCitations(in: "// (Measures §2 \"Stack\n// default spacing\")", sections: sections) == [])
        #expect(Self.undefinedCitations(in: #"Measures §5: the controls"#, sections: sections) == [])
        #expect(Self.undefinedCitations(in: #"(Measures §2 "Default paddings")"#, sections: sections) == [#"§2 "Default paddings""#])
        #expect(Self.undefinedCitations(in: #"(Measures §11 "Default padding")"#, sections: sections) == ["§11"])
        #expect(Self.undefinedCitations(in: #"(Measures §5 "Toggle switch", "Default padding")"#, sections: sections)
                == [#"§5 "Default padding""#])
        // Sections and rows as the document writes them.
        #expect(Self.sections(in: "## §3 Bars\n\n| Row | Value |\n| --- | --- |\n| `Tab bar` height | 49 |\n## Other\n| x | y |")
                == [3: ["Tab bar height"]])
        // Markdown files: a bare name, a path from the root, a relative link, an address.
        let paths = ["README.md", "Compat/MIGRATION.md", "Sources/ViewEngine/ViewEngine.docc/Rules.md"]
        #expect(Self.missingMarkdownFiles(in: "see Rules.md and [m](../MIGRATION.md), Compat/MIGRATION.md, https://example.com/x/Other.md",
                                          path: "Compat/Migrate/README.md", paths: paths) == [])
        #expect(Self.missingMarkdownFiles(in: "see Missing.md", path: "README.md", paths: paths) == ["Missing.md"])
        #expect(Self.missingMarkdownFiles(in: "[x](Docs/Rules2.md)", path: "README.md", paths: paths) == ["Docs/Rules2.md"])
        // Outside: the old table, a relative path above the root.
        #expect(Self.outsideReferences(in: "(" + Self.oldTable + " §2)", path: "README.md").count == 1)
        #expect(Self.outsideReferences(in: "[x](../../Other/A.md)", path: "Compat/README.md").count == 1)
        #expect(Self.outsideReferences(in: "[x](../README.md)", path: "Compat/README.md") == [])
        #expect(Self.outsideReferences(in: "```sh\ncd Compat/Migrate\nrun ../../Sources\n```", path: "Compat/README.md") == [])
        #expect(Self.outsideReferences(in: "```sh\n```\nrun ../../Sources", path: "Compat/README.md").count == 1)
    }
}
