import SwiftSyntax

/// The `$0`, `$1`, ... a closure uses itself (not those of closures nested in it).
enum AnonymousParameters {
    static func uses(in closure: ClosureExprSyntax) -> [TokenSyntax] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        return finder.tokens
    }

    /// The number of parameters a closure without a parameter list takes: one more than
    /// the highest `$n` it uses, 0 if it uses none.
    static func arity(of closure: ClosureExprSyntax) -> Int {
        uses(in: closure).compactMap { Int($0.text.dropFirst()) }.max().map { $0 + 1 } ?? 0
    }

    private final class Finder: SyntaxVisitor {
        var tokens: [TokenSyntax] = []
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if Identifiers.isAnonymousParameter(token.text) { tokens.append(token) }
            return .skipChildren
        }
    }
}

/// Fresh identifiers that clash with nothing in a closure or around it.
struct FreshNames {
    private var taken: Set<String>

    init(avoiding closure: some SyntaxProtocol, and names: Set<String>) {
        taken = names
        for token in closure.tokens(viewMode: .sourceAccurate) {
            if case .identifier = token.tokenKind { taken.insert(Identifiers.plain(token.text)) }
        }
    }

    /// `base`, or `base2`, `base3`, ... the first that is free; then taken.
    mutating func make(_ base: String) -> String {
        var candidate = base
        var suffix = 2
        while taken.contains(candidate) {
            candidate = "\(base)\(suffix)"
            suffix += 1
        }
        taken.insert(candidate)
        return candidate
    }
}
