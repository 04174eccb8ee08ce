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
