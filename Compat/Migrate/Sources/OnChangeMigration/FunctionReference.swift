import SwiftSyntax

/// `perform: handler`: a reference to a function, called from the rewritten action.
enum FunctionReference {
    /// `handler`, `handler(_:)`, `Log.record`, `self.save`: names and member accesses only.
    /// A call or any other expression would run at another time after the rewrite.
    static func isReference(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            if case .identifier = reference.baseName.tokenKind { return true }
            return false
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if let reference = base.as(DeclReferenceExprSyntax.self),
               [.keyword(.self), .keyword(.Self)].contains(reference.baseName.tokenKind) { return true }
            return isReference(base)
        }
        return false
    }

    /// The call of `reference` with `argument`: `handler(newValue)`, `save(value: newValue)`
    /// when the function's first parameter has a label (from `save(value:)` or from its
    /// declaration in the input).
    static func invocation(of reference: ExprSyntax, argument: String, index: DeclarationIndex, members: [String: Member]) -> String {
        if let declReference = reference.as(DeclReferenceExprSyntax.self), let names = declReference.argumentNames {
            let label = names.arguments.first.map { $0.name.tokenKind == .wildcard ? "" : "\($0.name.text): " } ?? ""
            return "\(declReference.baseName.text)(\(label)\(argument))"
        }
        var label: String?
        if let declReference = reference.as(DeclReferenceExprSyntax.self) {
            let name = declReference.baseName.text
            label = members[name]?.firstLabel ?? index.globalFunctionFirstLabels[name] ?? nil
        } else if let member = reference.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            label = members[member.declName.baseName.text]?.firstLabel
        }
        return "\(reference.trimmedDescription)(\(label.map { "\($0): " } ?? "")\(argument))"
    }
}
