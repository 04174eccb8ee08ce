import SwiftSyntax

/// How the facts and the error attribution name syntax: identifiers, qualifiers, callees.
enum SyntaxNames {
    /// The identifier a token spells (without backticks); `nil` for keywords, operators and
    /// literals.
    static func identifier(_ token: TokenSyntax) -> String? {
        guard case .identifier = token.tokenKind else { return nil }
        return token.identifier?.name ?? token.text
    }

    /// Whether a name starts with a capital letter (a type, by Swift's conventions).
    static func isCapitalised(_ name: String) -> Bool { name.first?.isUppercase ?? false }

    /// `State` for `@State` and `@SwiftUI.State`.
    static func attributeName(_ attribute: AttributeSyntax) -> String {
        if let simple = attribute.attributeName.as(IdentifierTypeSyntax.self) { return simple.name.text }
        if let member = attribute.attributeName.as(MemberTypeSyntax.self) { return member.name.text }
        return attribute.attributeName.trimmedDescription
    }

    /// Whether an expression is called: the callee of a call (parentheses or a trailing
    /// closure) or specialised with generic arguments.
    static func isCalled(_ node: Syntax) -> Bool {
        guard let parent = node.parent else { return false }
        if let call = parent.as(FunctionCallExprSyntax.self) { return call.calledExpression.id == node.id }
        if let generic = parent.as(GenericSpecializationExprSyntax.self) { return generic.expression.id == node.id }
        return false
    }

    /// The capitalised names that end a member's base, joined: `Font.Weight` for the base of
    /// `Font.Weight.bold`, `Bar` for that of `foo.Bar.baz`; `nil` when the base does not end
    /// with a capitalised name.
    static func qualifier(_ base: ExprSyntax) -> String? {
        var parts: [String] = []
        var current: ExprSyntax? = base
        while let expression = current {
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                if let name = identifier(reference.baseName), isCapitalised(name) { parts.insert(name, at: 0) }
                break
            }
            guard let access = expression.as(MemberAccessExprSyntax.self),
                  let name = identifier(access.declName.baseName), isCapitalised(name) else { break }
            parts.insert(name, at: 0)
            current = access.base
        }
        return parts.isEmpty ? nil : parts.joined(separator: ".")
    }

    /// The same for a type: `Font.Weight` for the base type of `Font.Weight.Value`.
    static func qualifier(_ base: TypeSyntax) -> String? {
        var parts: [String] = []
        var current: TypeSyntax? = base
        while let type = current {
            if let simple = type.as(IdentifierTypeSyntax.self) {
                if let name = identifier(simple.name), isCapitalised(name) { parts.insert(name, at: 0) }
                break
            }
            guard let member = type.as(MemberTypeSyntax.self), let name = identifier(member.name), isCapitalised(name) else { break }
            parts.insert(name, at: 0)
            current = member.baseType
        }
        return parts.isEmpty ? nil : parts.joined(separator: ".")
    }

    /// The last name of a callee: `environment` for `.environment`, `Text` for `Text`.
    static func lastName(_ callee: ExprSyntax) -> String {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let access = callee.as(MemberAccessExprSyntax.self) { return access.declName.baseName.text }
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { return lastName(generic.expression) }
        return ""
    }

    /// The name of the call (or attribute) whose argument `node` is directly; empty if none.
    static func enclosingCallName(of node: Syntax) -> String {
        guard let list = node.parent?.as(LabeledExprSyntax.self)?.parent?.as(LabeledExprListSyntax.self) else { return "" }
        if let call = list.parent?.as(FunctionCallExprSyntax.self) { return lastName(call.calledExpression) }
        if let attribute = list.parent?.as(AttributeSyntax.self) { return attributeName(attribute) }
        return ""
    }
}
