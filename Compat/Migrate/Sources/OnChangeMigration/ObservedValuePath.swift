import SwiftSyntax

/// The capture-list idiom for a member of a captured value: `[data]` with
/// `onChange(of: data.t)`, where the action reads `data.t` as the old value.
///
/// Exact only when `data` is a value (a struct or enum of the input: the capture is a
/// copy taken at the previous evaluation) and every use of `data` in the action is the
/// whole observed path, which then becomes the old-value parameter.
enum ObservedValuePath {
    /// The `data.t` expressions to replace, or nil when some use of `data` is not the
    /// observed path (or `data` is bound again inside the action).
    static func uses(of root: String, path: [String], in closure: ClosureExprSyntax) -> [ExprSyntax]? {
        if PatternNames.of(closure.statements).contains(root) { return nil }
        var uses: [ExprSyntax] = []
        for token in closure.statements.tokens(viewMode: .sourceAccurate) {
            guard case .identifier = token.tokenKind, Identifiers.plain(token.text) == root,
                  let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  !isMemberName(reference) else { continue }   // labels, `self.data`, `x.data`
            guard let full = fullPath(from: reference, path: path) else { return nil }
            uses.append(full)
        }
        return uses
    }

    private static func isMemberName(_ reference: DeclReferenceExprSyntax) -> Bool {
        reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id == reference.id
    }

    /// The member access `root.p1.p2...` that `reference` starts, if it spells `path`.
    private static func fullPath(from reference: DeclReferenceExprSyntax, path: [String]) -> ExprSyntax? {
        var current = ExprSyntax(reference)
        for component in path.dropFirst() {
            guard let member = current.parent?.as(MemberAccessExprSyntax.self),
                  member.base?.id == current.id,
                  member.declName.baseName.text == component else { return nil }
            current = ExprSyntax(member)
        }
        return current
    }
}
