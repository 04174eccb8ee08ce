// Finds the `PreviewProvider`s a Swift file declares, by reading its tokens: a type or
// extension at the top level of the file whose inheritance clause names
// `PreviewProvider`. Comments and string literals are skipped; inside `#if` only a
// `#if DEBUG` branch counts (the debug build compiles it); a nested type does not count
// (the agent names a provider by its module and type name).

/// A `PreviewProvider` declared in a file.
struct ProviderDeclaration: Equatable, Sendable {
    /// The type's name.
    let typeName: String
    /// The line of its declaration.
    let line: Int
}

/// Reads the `PreviewProvider`s of Swift sources.
enum ProviderScanner {
    /// The top-level `PreviewProvider` declarations of `source`, in order.
    static func providers(in source: String) -> [ProviderDeclaration] {
        var found: [ProviderDeclaration] = []
        let tokens = SwiftTokens(source).tokens
        var depth = 0
        var conditions: [Bool] = []   // per open #if: whether this branch counts
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.text {
            case "{": depth += 1
            case "}": depth = max(0, depth - 1)
            case "#if":
                conditions.append(tokens.indices.contains(index + 1) && tokens[index + 1].text == "DEBUG"
                                  && (index + 2 >= tokens.count || tokens[index + 2].line != token.line))
            case "#elseif", "#else":
                if !conditions.isEmpty { conditions[conditions.count - 1] = false }
            case "#endif":
                _ = conditions.popLast()
            case "struct", "class", "enum", "extension", "actor":
                if depth == 0, conditions.allSatisfy({ $0 }), let declaration = declaration(at: index, in: tokens) {
                    found.append(declaration)
                }
            default: break
            }
            index += 1
        }
        return found
    }

    /// The provider declared by the keyword at `index`, if its inheritance clause (before
    /// its `{` or `where`) names `PreviewProvider`.
    private static func declaration(at index: Int, in tokens: [SwiftToken]) -> ProviderDeclaration? {
        guard index + 1 < tokens.count, tokens[index + 1].isIdentifier else { return nil }
        var cursor = index + 2
        var sawColon = false
        while cursor < tokens.count, tokens[cursor].text != "{", tokens[cursor].text != "where" {
            if tokens[cursor].text == "<" && !sawColon { return nil }   // generic: the agent cannot name it
            if tokens[cursor].text == ":" { sawColon = true }
            if sawColon, tokens[cursor].text == "PreviewProvider" || tokens[cursor].text.hasSuffix(".PreviewProvider") {
                return ProviderDeclaration(typeName: tokens[index + 1].text, line: tokens[index].line)
            }
            cursor += 1
        }
        return nil
    }
}

/// A token of Swift source: a word (with dots inside, `SwiftUI.PreviewProvider`), a
/// directive (`#if`), or one punctuation character.
struct SwiftToken: Equatable {
    let text: String
    let line: Int
    var isIdentifier: Bool { text.first.map { $0.isLetter || $0 == "_" || $0 == "`" } ?? false }
}

/// The tokens of a Swift source, without comments and string literals.
struct SwiftTokens {
    private(set) var tokens: [SwiftToken] = []

    init(_ source: String) {
        let characters = Array(source.unicodeScalars)
        var index = 0
        var line = 1
        func peek(_ offset: Int) -> Unicode.Scalar? {
            characters.indices.contains(index + offset) ? characters[index + offset] : nil
        }
        while index < characters.count {
            let character = characters[index]
            if character == "\n" {
                line += 1
                index += 1
            } else if character == "/" && peek(1) == "/" {
                while index < characters.count && characters[index] != "\n" { index += 1 }
            } else if character == "/" && peek(1) == "*" {
                var nesting = 0
                repeat {
                    if characters[index] == "/" && peek(1) == "*" { nesting += 1; index += 2; continue }
                    if characters[index] == "*" && peek(1) == "/" { nesting -= 1; index += 2; continue }
                    if characters[index] == "\n" { line += 1 }
                    index += 1
                } while index < characters.count && nesting > 0
            } else if character == "#" && (peek(1) == "\"" || peek(1) == "#") || character == "\"" {
                skipString(characters, &index, &line)
            } else if character == "#" || character.properties.isAlphabetic || character == "_" || character == "`" {
                let start = index
                index += 1
                while index < characters.count,
                      characters[index].properties.isAlphabetic || characters[index].properties.numericType != nil
                        || characters[index] == "_" || characters[index] == "`"
                        || (characters[index] == "." && index + 1 < characters.count && characters[index + 1].properties.isAlphabetic) {
                    index += 1
                }
                tokens.append(SwiftToken(text: String(String.UnicodeScalarView(characters[start..<index])), line: line))
            } else if character.properties.isWhitespace {
                index += 1
            } else {
                tokens.append(SwiftToken(text: String(character), line: line))
                index += 1
            }
        }
    }

    /// Skips the expression of an interpolation, up to its closing parenthesis.
    private func skipInterpolation(_ characters: [Unicode.Scalar], _ index: inout Int, _ line: inout Int) {
        var depth = 1
        while index < characters.count && depth > 0 {
            let character = characters[index]
            if character == "\"" || (character == "#" && index + 1 < characters.count && (characters[index + 1] == "\"" || characters[index + 1] == "#")) {
                skipString(characters, &index, &line)
                continue
            }
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == "\n" { line += 1 }
            index += 1
        }
    }

    /// Skips a string literal: `"…"`, `"""…"""`, and raw `#"…"#` forms, with escapes and
    /// interpolations (whose own strings are skipped too).
    private func skipString(_ characters: [Unicode.Scalar], _ index: inout Int, _ line: inout Int) {
        var hashes = 0
        while index < characters.count && characters[index] == "#" { hashes += 1; index += 1 }
        guard index < characters.count, characters[index] == "\"" else { return }
        var quotes = 0
        while index < characters.count && characters[index] == "\"" && quotes < 3 { quotes += 1; index += 1 }
        if quotes == 2 { return }   // ""  (an empty string)
        let closing = quotes == 3 ? 3 : 1
        while index < characters.count {
            let character = characters[index]
            if character == "\n" { line += 1 }
            if character == "\\" {
                var cursor = index + 1
                var escapeHashes = 0
                while cursor < characters.count && characters[cursor] == "#" && escapeHashes < hashes { escapeHashes += 1; cursor += 1 }
                guard escapeHashes == hashes, cursor < characters.count else { index += 1; continue }
                if characters[cursor] == "(" {
                    index = cursor + 1
                    skipInterpolation(characters, &index, &line)
                } else {
                    index = cursor + 1
                }
                continue
            }
            if character == "\"" {
                var run = 0
                while index + run < characters.count && characters[index + run] == "\"" && run < closing { run += 1 }
                if run == closing {
                    var trailing = 0
                    while index + run + trailing < characters.count && characters[index + run + trailing] == "#" && trailing < hashes { trailing += 1 }
                    if trailing == hashes {
                        index += run + trailing
                        return
                    }
                }
                index += max(run, 1)
                continue
            }
            if closing == 1 && character == "\n" { return }   // an unterminated one-line string
            index += 1
        }
    }
}
