import SwiftSyntax

/// The names a pattern binds: `x` in `let x`, `a` and `b` in `let (a, b)`, `v` in
/// `case .some(let v)`. Wildcards bind nothing.
enum PatternNames {
    static func of(_ node: some SyntaxProtocol) -> Set<String> {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.names
    }

    private final class Finder: SyntaxVisitor {
        var names: Set<String> = []
        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            names.insert(Identifiers.plain(node.identifier.text))
            return .skipChildren
        }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
