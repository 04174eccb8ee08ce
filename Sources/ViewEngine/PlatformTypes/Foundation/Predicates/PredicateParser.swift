import Foundation

/// A parsed predicate: comparisons joined by `AND`, `OR` and `NOT`.
indirect enum PredicateFormatNode {
    case constant(Bool)
    case not(PredicateFormatNode)
    case and(PredicateFormatNode, PredicateFormatNode)
    case or(PredicateFormatNode, PredicateFormatNode)
    case comparison(PredicateFormatComparison)
}

/// One comparison: `lhs operator rhs`, with its options and its quantifier.
struct PredicateFormatComparison {
    enum Operator: String {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case contains = "CONTAINS", beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", like = "LIKE", matches = "MATCHES"
        case `in` = "IN", between = "BETWEEN"
    }
    enum Quantifier { case none, any, all, noneOf }

    let lhs: PredicateFormatExpression
    let op: Operator
    let rhs: PredicateFormatExpression
    let caseInsensitive: Bool
    let diacriticInsensitive: Bool
    let quantifier: Quantifier
}

/// A side of a comparison.
@_spi(Predicates) public indirect enum PredicateFormatExpression {
    case keyPath(String)
    case constant(Any?)
    case evaluatedObject
    case aggregate([PredicateFormatExpression])
}

/// A format that does not parse.
struct PredicateFormatError: Error, CustomStringConvertible {
    let format: String
    let reason: String
    /// Apple's words, then where it went wrong.
    var description: String { "Unable to parse the format string \"\(format)\" (\(reason))" }
}

/// The parser of Apple's predicate format: tokens, then recursive descent.
struct PredicateFormatParser {
    enum Token: Equatable {
        case word(String), string(String), number(String), symbol(String), argument(Character)
    }

    let format: String
    var arguments: [Any]
    var tokens: [Token] = []
    var position = 0

    init(_ format: String, arguments: [Any]) {
        self.format = format
        self.arguments = arguments
    }

    mutating func parse() throws -> PredicateFormatNode {
        tokens = try tokenize()
        let node = try parseOr()
        guard position == tokens.count else { throw fail("unexpected \(describe(tokens[position]))") }
        return node
    }

    func fail(_ reason: String) -> PredicateFormatError { PredicateFormatError(format: format, reason: reason) }

    func describe(_ token: Token) -> String {
        switch token {
        case .word(let word): "'\(word)'"
        case .string(let string): "'\"\(string)\"'"
        case .number(let number): "'\(number)'"
        case .symbol(let symbol): "'\(symbol)'"
        case .argument(let kind): "'%\(kind)'"
        }
    }

    // MARK: Tokens

    func tokenize() throws -> [Token] {
        var tokens: [Token] = []
        let characters = Array(format)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace { index += 1; continue }
            if character == "'" || character == "\"" {
                var text = ""
                index += 1
                while index < characters.count, characters[index] != character {
                    if characters[index] == "\\", index + 1 < characters.count { index += 1 }
                    text.append(characters[index])
                    index += 1
                }
                guard index < characters.count else { throw fail("an unterminated string") }
                index += 1
                tokens.append(.string(text))
            } else if character == "%" {
                guard index + 1 < characters.count else { throw fail("a lone %") }
                var kind = characters[index + 1]
                index += 2
                while kind == "l", index < characters.count { kind = characters[index]; index += 1 }
                guard "@Kdifu".contains(kind) else { throw fail("an unknown argument %\(kind)") }
                tokens.append(.argument(kind))
            } else if character.isNumber || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber
                                              && !(tokens.last.map(Self.endsOperand) ?? false)) {
                var text = String(character)
                index += 1
                while index < characters.count, characters[index].isNumber || characters[index] == "." {
                    text.append(characters[index])
                    index += 1
                }
                tokens.append(.number(text))
            } else if character.isLetter || character == "_" || character == "@" || character == "$" || character == "#" {
                var text = String(character)
                index += 1
                while index < characters.count,
                      characters[index].isLetter || characters[index].isNumber || "_.@$".contains(characters[index]) {
                    text.append(characters[index])
                    index += 1
                }
                tokens.append(.word(text))
            } else {
                let two = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
                if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(two) {
                    tokens.append(.symbol(two))
                    index += 2
                } else if "=<>!(){},[]".contains(character) {
                    tokens.append(.symbol(String(character)))
                    index += 1
                } else {
                    throw fail("an unexpected character '\(character)'")
                }
            }
        }
        return tokens
    }

    static func endsOperand(_ token: Token) -> Bool {
        switch token {
        case .string, .number, .argument: true
        case .word(let word): !["AND", "OR", "NOT", "IN", "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES", "BETWEEN"].contains(word.uppercased())
        case .symbol(let symbol): symbol == ")" || symbol == "}"
        }
    }

    // MARK: Grammar

    var current: Token? { position < tokens.count ? tokens[position] : nil }

    mutating func accept(word: String) -> Bool {
        if case .word(let found) = current, found.uppercased() == word { position += 1; return true }
        return false
    }

    mutating func accept(symbol: String) -> Bool {
        if case .symbol(let found) = current, found == symbol { position += 1; return true }
        return false
    }

    mutating func parseOr() throws -> PredicateFormatNode {
        var node = try parseAnd()
        while accept(word: "OR") || accept(symbol: "||") { node = .or(node, try parseAnd()) }
        return node
    }

    mutating func parseAnd() throws -> PredicateFormatNode {
        var node = try parseNot()
        while accept(word: "AND") || accept(symbol: "&&") { node = .and(node, try parseNot()) }
        return node
    }

    mutating func parseNot() throws -> PredicateFormatNode {
        if accept(word: "NOT") || accept(symbol: "!") { return .not(try parseNot()) }
        return try parsePrimary()
    }

    mutating func parsePrimary() throws -> PredicateFormatNode {
        if accept(word: "TRUEPREDICATE") { return .constant(true) }
        if accept(word: "FALSEPREDICATE") { return .constant(false) }
        if accept(symbol: "(") {
            let node = try parseOr()
            guard accept(symbol: ")") else { throw fail("a missing ')'") }
            return node
        }
        return .comparison(try parseComparison())
    }

    mutating func parseComparison() throws -> PredicateFormatComparison {
        var quantifier = PredicateFormatComparison.Quantifier.none
        if accept(word: "ANY") || accept(word: "SOME") { quantifier = .any }
        else if accept(word: "ALL") { quantifier = .all }
        else if accept(word: "NONE") { quantifier = .noneOf }
        let lhs = try parseExpression()
        let op = try parseOperator()
        var caseInsensitive = false, diacriticInsensitive = false
        if accept(symbol: "[") {
            guard case .word(let options) = current else { throw fail("missing options after '['") }
            position += 1
            caseInsensitive = options.lowercased().contains("c")
            diacriticInsensitive = options.lowercased().contains("d")
            guard accept(symbol: "]") else { throw fail("a missing ']'") }
        }
        let rhs = try parseExpression()
        return PredicateFormatComparison(lhs: lhs, op: op, rhs: rhs, caseInsensitive: caseInsensitive,
                                   diacriticInsensitive: diacriticInsensitive, quantifier: quantifier)
    }

    mutating func parseOperator() throws -> PredicateFormatComparison.Operator {
        guard let token = current else { throw fail("a comparison without an operator") }
        position += 1
        switch token {
        case .symbol("="), .symbol("=="): return .equal
        case .symbol("!="), .symbol("<>"): return .notEqual
        case .symbol("<"): return .less
        case .symbol("<="), .symbol("=<"): return .lessOrEqual
        case .symbol(">"): return .greater
        case .symbol(">="), .symbol("=>"): return .greaterOrEqual
        case .word(let word):
            if let op = PredicateFormatComparison.Operator(rawValue: word.uppercased()), op.rawValue.first?.isLetter == true {
                return op
            }
            throw fail("an unknown operator '\(word)'")
        default:
            throw fail("an operator expected, found \(describe(token))")
        }
    }

    mutating func parseExpression() throws -> PredicateFormatExpression {
        guard let token = current else { throw fail("an expression expected at the end") }
        position += 1
        switch token {
        case .string(let text): return .constant(text)
        case .number(let text):
            if text.contains(".") { return .constant(Double(text) ?? 0) }
            return .constant(Int(text) ?? 0)
        case .argument(let kind):
            guard !arguments.isEmpty else { throw fail("too few arguments for %\(kind)") }
            let argument = arguments.removeFirst()
            if kind == "K" {
                guard let key = argument as? String else { throw fail("%K needs a key path string, not \(type(of: argument))") }
                return .keyPath(key)
            }
            return .constant(argument)
        case .word(let word):
            switch word.uppercased() {
            case "TRUE", "YES": return .constant(true)
            case "FALSE", "NO": return .constant(false)
            case "NIL", "NULL": return .constant(nil)
            case "SELF": return .evaluatedObject
            default: return .keyPath(word)
            }
        case .symbol("{"):
            var items: [PredicateFormatExpression] = []
            if !accept(symbol: "}") {
                repeat { items.append(try parseExpression()) } while accept(symbol: ",")
                guard accept(symbol: "}") else { throw fail("a missing '}'") }
            }
            return .aggregate(items)
        case .symbol(let symbol):
            throw fail("an expression expected, found '\(symbol)'")
        }
    }
}
