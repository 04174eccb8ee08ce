import Foundation
import Testing

/// A recorded modifier the engine reads back is found by a typed name,
/// `RecordedModifierName` (`Sources/ViewEngine/Styling/RecordedModifierName.swift`), the
/// one registry of such names (issue 88): a misspelt name does not compile. A lookup by a
/// string literal anywhere else in `Sources/` (`attribute.name == "listRowInsets"`,
/// `styleName("listStyle", around:)`, `case "font":` in a `switch attribute.name`) fails here, with its file and line: add the name to
/// the registry and look it up by its key instead.
@Suite("Recorded modifiers are looked up by a typed name")
struct RecordedModifierNameTests {
    /// The registry, the one file that spells the names.
    static let registry = "Sources/ViewEngine/Styling/RecordedModifierName.swift"

    /// The spellings of a lookup by a string literal: a recorded attribute's name compared
    /// with one, and the helpers that find the nearest recorded modifier above a view.
    static let spellings = [
        "attribute.name == \"", "attribute.name != \"", "$0.name == \"", "$0.name != \"",
        "styleName(\"", "RecordedStyles.name(\"", "RecordedStyles.value(\"", "RecordedStyles.isSet(\"",
    ]

    /// The subjects of a `switch` over a recorded modifier's name.
    static let switchSubjects = ["switch attribute.name", "switch $0.name"]

    /// The lines of `text` that look a recorded modifier up by a string literal, outside
    /// comments: a comparison, a helper given a string, or a `case "…"` of a `switch` over
    /// a recorded modifier's name (which matches its keys: `case .font:`).
    static func stringLookups(in text: String) -> [(line: Int, text: String)] {
        (SourceLines.using(spellings, in: text) + switchCases(in: text)).sorted { $0.line < $1.line }
    }

    /// The `case "…"` lines inside a `switch` over a recorded modifier's name, down to the
    /// brace that closes it.
    static func switchCases(in text: String) -> [(line: Int, text: String)] {
        var found: [(line: Int, text: String)] = []
        var depth = 0
        var switchDepth: Int?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.trimmingCharacters(in: .whitespaces)
            guard !code.hasPrefix("//") else { continue }
            if switchDepth == nil, switchSubjects.contains(where: code.contains) { switchDepth = depth }
            if switchDepth != nil, code.hasPrefix("case \"") { found.append((index + 1, code)) }
            depth += code.count { $0 == "{" } - code.count { $0 == "}" }
            if let start = switchDepth, depth <= start, code.contains("}") { switchDepth = nil }
        }
        return found
    }

    @Test func noStringLookupOutsideTheRegistry() throws {
        var found: [String] = []
        let paths = LayeringTests.files(in: LayeringTests.root.appendingPathComponent("Sources")) { _ in true }
        for path in paths {
            let relative = path.replacingOccurrences(of: LayeringTests.root.path + "/", with: "")
            guard relative != Self.registry else { continue }
            let text = try String(contentsOfFile: path, encoding: .utf8)
            found += Self.stringLookups(in: text).map { "\(relative):\($0.line): \($0.text)" }
        }
        #expect(found.isEmpty, "looked up by a string, not a RecordedModifierName:\n\(found.joined(separator: "\n"))")
        #expect(paths.count > 300, "the sources were not found")
        #expect(paths.contains { $0.hasSuffix(Self.registry) }, "the registry was not found")
    }

    /// The check finds each kind of lookup, and leaves comments and typed lookups alone.
    @Test func theCheckFindsAStringLookupAndIgnoresComments() {
        let text = """
            /// attribute.name == "listRowInsets" in a doc comment
            if attribute.name == "listRowInsets" { return }
            let isPlain = Picture.styleName("listStyle", around: list) == "plain"
            // RecordedStyles.name("textFieldStyle", around: self)
            let resizable = attributes.contains { $0.name == "resizable" }
            let size = RecordedStyles.value("controlSize", as: ControlSize.self, around: node)
            if attribute.isNamed(.listRowInsets) { return }
            """
        #expect(Self.stringLookups(in: text).map(\.line) == [2, 3, 5, 6])
    }

    /// A `case "…"` of a `switch` over a name is found; the typed cases, and a `switch` over
    /// anything else, are not.
    @Test func theCheckFindsAStringCaseOfASwitchOverAName() {
        let text = """
            for attribute in attributes {
                switch attribute.name {
                case .font: font = attribute.firstValue(as: Font.self)
                case "kerning", "tracking": tracking += 1
                default: if true { break }
                }
            }
            switch language {
            case "fr": return .french
            default: return nil
            }
            """
        #expect(Self.stringLookups(in: text).map(\.line) == [4])
    }
}
