import Foundation
import Testing

/// Every public driver of `ViewHost` has its `TestHost` twin, so that a new driver cannot
/// ship without one: the twins are written by hand (each is one line over `drive`, which
/// turns a thrown error into an `Issue` at the caller's line), and this test is what
/// keeps them in step.
///
/// It reads the sources: every `public func` declared in the body of `ViewHost` or of an
/// extension of it, anywhere in `Sources/ViewEngine`, must have a `public func` of the
/// same name, argument labels and parameter types in `Sources/ViewEngineTesting`, whose
/// last parameter may be `sourceLocation:`. Effects (`throws`, `async`) are not compared:
/// a twin does not throw.
@Suite("TestHost twins of the ViewHost drivers")
struct DriverTwinTests {
    /// The repository: this file is `Tests/ViewEngineTestingTests/DriverTwinTests.swift`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Public functions of `ViewHost` that are not drivers, so need no twin (none today).
    static let exempt: Set<String> = []

    @Test func everyViewHostDriverHasATestHostTwin() throws {
        let drivers = try Self.publicFunctions(ofTypeNamed: "ViewHost", in: "Sources/ViewEngine")
        let twins = try Self.publicFunctions(ofTypeNamed: "TestHost", in: "Sources/ViewEngineTesting")
            .map { $0.droppingLastParameter(labelled: "sourceLocation") }
        #expect(drivers.count >= 20, "found only \(drivers.map(\.description)): the parser lost track")
        var unmatched = twins
        var missing: [String] = []
        for driver in drivers where !Self.exempt.contains(driver.description) {
            if let index = unmatched.firstIndex(of: driver) { unmatched.remove(at: index) } else { missing.append(driver.description) }
        }
        #expect(missing == [], "ViewHost drivers without a TestHost twin in Sources/ViewEngineTesting/TestHost+Drivers.swift")
    }

    /// The parser sees what this test depends on.
    @Test func theParserReadsSignatures() throws {
        let source = """
            extension ViewHost {
                /// A comment with a brace { and a "string"
                public func select(_ option: String, in picker: String) throws { if true { } }
                func hidden() {}
                public func within<Result>(_ scope: String, _ body: () async throws -> Result) async rethrows -> Result { fatalError("}") }
                public var x: Int { 1 }
            }
            public func free(_ a: Int) {}
            """
        let functions = Self.publicFunctions(ofTypeNamed: "ViewHost", inSource: source)
        #expect(functions.map(\.description) == ["select(_: String, in: String)", "within(_: String, _: () -> Result)"])
    }

    // MARK: Reading the sources

    /// A function's name with its argument labels and parameter types.
    struct Signature: Equatable, CustomStringConvertible {
        var name: String
        var parameters: [(label: String, type: String)]

        static func == (a: Self, b: Self) -> Bool {
            a.name == b.name && a.parameters.map(\.label) == b.parameters.map(\.label)
                && a.parameters.map(\.type) == b.parameters.map(\.type)
        }

        var description: String {
            "\(name)(\(parameters.map { "\($0.label): \($0.type)" }.joined(separator: ", ")))"
        }

        func droppingLastParameter(labelled label: String) -> Signature {
            guard parameters.last?.label == label else { return self }
            return Signature(name: name, parameters: parameters.dropLast())
        }
    }

    static func publicFunctions(ofTypeNamed type: String, in folder: String) throws -> [Signature] {
        guard let walker = FileManager.default.enumerator(at: root.appending(path: folder), includingPropertiesForKeys: nil) else {
            throw CocoaError(.fileNoSuchFile)
        }
        var result: [Signature] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            result += publicFunctions(ofTypeNamed: type, inSource: try String(contentsOf: url, encoding: .utf8))
        }
        return result
    }

    /// The public functions declared directly in the body of `type` or of an extension of
    /// it, in `source`.
    static func publicFunctions(ofTypeNamed type: String, inSource source: String) -> [Signature] {
        let code = withoutCommentsAndStrings(source)
        var result: [Signature] = []
        // Where each body of the type opens.
        let declaration = try! Regex("(?:extension|class|struct)\\s+\(type)\\b[^{]*\\{")
        for match in code.matches(of: declaration) {
            var depth = 1
            var index = match.range.upperBound
            var bodyStart = index
            while index < code.endIndex, depth > 0 {
                let character = code[index]
                if character == "{" {
                    if depth == 1 { result += signatures(in: code[bodyStart..<index]) }
                    depth += 1
                } else if character == "}" {
                    depth -= 1
                    if depth == 1 { bodyStart = code.index(after: index) }
                }
                index = code.index(after: index)
            }
            if depth == 0 { result += signatures(in: code[bodyStart..<code.index(before: index)]) }
        }
        return result
    }

    /// The `public func` declarations in `text` (declarations at one level, bodies cut out).
    static func signatures(in text: Substring) -> [Signature] {
        text.matches(of: /public\s+func\s+(\w+)\s*(?:<[^>]*>)?\s*\(/).compactMap { match in
            var depth = 1
            var index = match.range.upperBound
            let start = index
            while index < text.endIndex, depth > 0 {
                if text[index] == "(" { depth += 1 } else if text[index] == ")" { depth -= 1 }
                index = text.index(after: index)
            }
            guard depth == 0 else { return nil }
            let list = text[start..<text.index(before: index)]
            return Signature(name: String(match.1), parameters: parameters(in: list))
        }
    }

    /// `_ option: String, in picker: String = ""` → `[("_", "String"), ("in", "String")]`.
    static func parameters(in list: Substring) -> [(label: String, type: String)] {
        var parts: [Substring] = []
        var depth = 0
        var start = list.startIndex
        var previous: Character = " "
        for index in list.indices {
            defer { previous = list[index] }
            switch list[index] {
            case "(", "[", "<": depth += 1
            case ">" where previous == "-": break   // an arrow, not a closing angle bracket
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                parts.append(list[start..<index])
                start = list.index(after: index)
            default: break
            }
        }
        parts.append(list[start...])
        return parts.compactMap { part in
            let trimmed = part.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let colon = trimmed.firstIndex(of: ":") else { return nil }
            let label = trimmed[..<colon].split(separator: " ").first.map(String.init) ?? ""
            var type = String(trimmed[trimmed.index(after: colon)...])
            if let defaultValue = type.range(of: "=") { type = String(type[..<defaultValue.lowerBound]) }
            let words = type.split(whereSeparator: \.isWhitespace).filter { !["throws", "rethrows", "async", "@escaping"].contains($0) }
            return (label, words.joined(separator: " "))
        }
    }

    /// `source` with comments and the contents of string literals blanked out, so that
    /// their braces and parentheses are not counted.
    static func withoutCommentsAndStrings(_ source: String) -> String {
        var result = ""
        var characters = source[...]
        while let character = characters.first {
            if characters.hasPrefix("//") {
                let end = characters.firstIndex(of: "\n") ?? characters.endIndex
                characters = characters[end...]
            } else if characters.hasPrefix("/*") {
                let end = characters.range(of: "*/")?.upperBound ?? characters.endIndex
                characters = characters[end...]
            } else if characters.hasPrefix("\"\"\"") {
                let rest = characters.dropFirst(3)
                let end = rest.range(of: "\"\"\"")?.upperBound ?? characters.endIndex
                result += "\"\"\"\"\"\""
                characters = characters[end...]
            } else if character == "\"" {
                var index = characters.index(after: characters.startIndex)
                while index < characters.endIndex, characters[index] != "\"", characters[index] != "\n" {
                    if characters[index] == "\\" { index = characters.index(after: index) }
                    if index < characters.endIndex { index = characters.index(after: index) }
                }
                result += "\"\""
                characters = characters[(index < characters.endIndex ? characters.index(after: index) : index)...]
            } else {
                result.append(character)
                characters = characters.dropFirst()
            }
        }
        return result
    }
}
