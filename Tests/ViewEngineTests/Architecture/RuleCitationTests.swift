import Foundation
import Testing

/// The rules live in one document, `Sources/ViewEngine/ViewEngine.docc/Rules.md`, and
/// everything else cites them by its name: `Rules R7`, `Rules R2, R14`, `Rules R1–R21`,
/// `Rules: Diagnostics`, a DocC link `<doc:Rules#R7-Loop-cut-off>` or a Markdown link
/// `Rules.md#r7-loop-cut-off`. These tests read the repository's sources, tests, scripts
/// and documents (under half a second) and fail when a citation names a rule or a section that
/// the document does not define, or when something still cites the specification the
/// rules were taken from, which is not in the repository.
@Suite("Rule citations")
struct RuleCitationTests {
    /// The repository: this file is `Tests/ViewEngineTests/Architecture/RuleCitationTests.swift`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let rulesPath = "Sources/ViewEngine/ViewEngine.docc/Rules.md"
    /// This file, whose examples are not citations.
    static let thisFile = "Tests/ViewEngineTests/Architecture/RuleCitationTests.swift"

    /// Folders whose citations of the old specification are still to be rewritten by the
    /// one-line command of the change that introduced Rules.md; empty once it has run.
    static let stillCitingTheSpecification: [String] = []

    /// What Rules.md defines: its rules by number, its other sections by name, and the
    /// anchors of every heading (GitHub's, for Markdown links; DocC's, for `<doc:>` links).
    struct Definitions {
        var rules: Set<Int> = []
        var sections: Set<String> = []
        var githubAnchors: Set<String> = []
        var doccAnchors: Set<String> = []
    }

    static func definitions() throws -> Definitions {
        let text = try String(contentsOf: root.appending(path: rulesPath), encoding: .utf8)
        var definitions = Definitions()
        var inCode = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle(); continue }
            guard !inCode, line.hasPrefix("## ") else { continue }
            let title = String(line.dropFirst(3))
            if let match = title.wholeMatch(of: /R(\d+) .+/) {
                definitions.rules.insert(Int(match.1)!)
            } else {
                definitions.sections.insert(title)
            }
            definitions.doccAnchors.insert(title.replacingOccurrences(of: " ", with: "-"))
            let slug = title.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
            definitions.githubAnchors.insert(slug.replacingOccurrences(of: " ", with: "-"))
        }
        return definitions
    }

    /// The text files of the repository that can cite a rule, by path from the root.
    static func files() throws -> [(path: String, text: String)] {
        let manager = FileManager.default
        var result: [(String, String)] = []
        let folders = ["Sources", "Tests", "Compat", "Benchmarks", "Scripts", ".ci", "Examples/Lab"]
        for folder in folders {
            guard let walker = manager.enumerator(at: root.appending(path: folder), includingPropertiesForKeys: [.isDirectoryKey]) else { continue }
            for case let url as URL in walker {
                let name = url.lastPathComponent
                if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                    if name.hasPrefix(".build") || name == ".swiftpm" || name == "Golden" { walker.skipDescendants() }
                    continue
                }
                let path = String(url.path.dropFirst(root.path.count + 1))
                let isScript = folder == "Scripts" || folder == ".ci"
                guard isScript || ["swift", "md"].contains(url.pathExtension) else { continue }
                // An empty file has nothing to cite; reading one leaks FoundationEssentials'
                // 4 KiB read buffer (Swift 6.3.1 on Linux), which the address sanitizer reports.
                guard (try? url.resourceValues(forKeys: [.fileSizeKey]))?.fileSize != 0,
                      let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                result.append((path, text))
            }
        }
        for name in try manager.contentsOfDirectory(atPath: root.path) where name.hasSuffix(".md") {
            result.append((name, try String(contentsOf: root.appending(path: name), encoding: .utf8)))
        }
        return result
    }

    /// The rule numbers a citation such as `Rules R2, R14` or `Rules R1–R21` names.
    static func numbers(in citation: Substring) -> [Int] {
        var numbers: [Int] = []
        var rangeStart: Int?
        for match in citation.matches(of: /R(\d+)|[–-]|\bto\b/) {
            if let digits = match.1 {
                let number = Int(digits)!
                if let start = rangeStart {
                    numbers += start < number ? Array(start + 1...number) : [number]
                    rangeStart = nil
                } else {
                    numbers.append(number)
                }
            } else if let last = numbers.last {
                rangeStart = last
            }
        }
        return numbers
    }

    /// Each citation in `text`, as what it names: `R7`, `section Host`, `anchor #r7-…`.
    enum Cited: Hashable, CustomStringConvertible {
        case rule(Int), section(String), githubAnchor(String), doccAnchor(String)
        var description: String {
            switch self {
            case .rule(let number): "R\(number)"
            case .section(let name): "section \(name)"
            case .githubAnchor(let anchor): "Rules.md#\(anchor)"
            case .doccAnchor(let anchor): "<doc:Rules#\(anchor)>"
            }
        }
    }

    static func citations(in text: String) -> [Cited] {
        var cited: [Cited] = []
        guard text.contains("Rules") else { return cited }   // most files: no regex at all
        // "Rules R7", "Rules R2, R14", "Rules R1–R21", also across a `///` line break.
        let ruleList = /Rules\s*(?:\/\/\/?\s*)?R\d+(?:\s*(?:,|–|-|to|and)\s*R\d+)*/
        for match in text.matches(of: ruleList) {
            cited += numbers(in: match.output[...]).map(Cited.rule)
        }
        for match in text.matches(of: /Rules:\s+([A-Z][A-Za-z]*)/) { cited.append(.section(String(match.1))) }
        for match in text.matches(of: /Rules\.md#([a-z0-9_-]+)/) { cited.append(.githubAnchor(String(match.1))) }
        for match in text.matches(of: /<doc:Rules#([^>]+)>/) { cited.append(.doccAnchor(String(match.1))) }
        return cited
    }

    @Test func theDocumentDefinesEveryRuleAndItsSections() throws {
        let definitions = try Self.definitions()
        #expect(definitions.rules == Set(1...23))
        #expect(definitions.sections.isSuperset(of: ["Diagnostics", "Host"]), "\(definitions.sections)")
    }

    @Test func everyCitationNamesWhatTheDocumentDefines() throws {
        let definitions = try Self.definitions()
        var undefined: [String] = []
        for (path, text) in try Self.files() where path != Self.thisFile {
            for cited in Self.citations(in: text) {
                let defined = switch cited {
                case .rule(let number): definitions.rules.contains(number)
                case .section(let name): definitions.sections.contains(name)
                case .githubAnchor(let anchor): definitions.githubAnchors.contains(anchor)
                case .doccAnchor(let anchor): definitions.doccAnchors.contains(anchor)
                }
                if !defined { undefined.append("\(path): \(cited)") }
            }
        }
        #expect(undefined == [], "cited but not defined in \(Self.rulesPath)")
    }

    /// The rules used to be cited as `SPEC R7` or `SPEC §5`, after a document that is not
    /// in the repository.
    @Test func nothingCitesTheSpecificationOutsideTheFoldersStillToRewrite() throws {
        var stale: [String] = []
        for (path, text) in try Self.files() where path != Self.thisFile
            && !Self.stillCitingTheSpecification.contains(where: { path.hasPrefix($0) }) {
            guard text.contains("SPEC") else { continue }
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("SPEC") && line.contains(/SPEC(\s*§|\s+R\d|:|\s*$)/) {
                stale.append("\(path):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(stale == [], "cite Rules.md instead")
    }

    /// The parser reads every form the document allows.
    @Test func citationsAreReadInEveryForm() {
        #expect(Self.citations(in: "(Rules R7)") == [.rule(7)])
        #expect(Self.citations(in: "(Rules R2, R14)") == [.rule(2), .rule(14)])
        #expect(Self.citations(in: "Rules R1–R3") == [.rule(1), .rule(2), .rule(3)])
        #expect(Self.citations(in: "(Rules\n    /// R12)") == [.rule(12)])
        #expect(Self.citations(in: "Rules: Diagnostics, R14") == [.section("Diagnostics")])
        #expect(Self.citations(in: "[R7](Rules.md#r7-loop-cut-off)") == [.githubAnchor("r7-loop-cut-off")])
        #expect(Self.citations(in: "<doc:Rules#R7-Loop-cut-off>") == [.doccAnchor("R7-Loop-cut-off")])
        #expect(Self.citations(in: "rules R7 and the Rules of R7") == [])
    }
}
