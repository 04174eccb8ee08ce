import SwiftParser
import SwiftSyntax

/// The call an error of the compiler sits in: `frame` for an error on an argument of
/// `.frame(...)`, `Text` for one inside `Text(...)` or at `Text` itself. Errors about
/// overloads name the call this way.
public struct EnclosingCallee {
    private let tree: SourceFileSyntax
    private let converter: SourceLocationConverter

    /// The calls of `source`.
    public init(source: String) {
        tree = Parser.parse(source: source)
        converter = SourceLocationConverter(fileName: "", tree: tree)
    }

    /// The call around the 1-based line and UTF-8 column: `Text`, `.frame` (a member),
    /// `Color.init` (a member of a capitalised name), `@Environment` (an attribute); empty when
    /// the position is in no argument list (a closure, a subscript, a tuple ends the search).
    public func name(line: Int, column: Int) -> String {
        let position = converter.position(ofLine: line, column: column)
        guard let token = tree.token(at: position) else { return "" }
        // at the callee itself, or at its opening parenthesis
        if let parent = token.parent {
            if let call = parent.as(FunctionCallExprSyntax.self), call.leftParen?.id == token.id { return Self.qualified(call.calledExpression) }
            if let attribute = parent.as(AttributeSyntax.self), attribute.leftParen?.id == token.id || attribute.atSign.id == token.id {
                return attribute.leftParen != nil ? "@" + SyntaxNames.attributeName(attribute) : ""
            }
            if let reference = parent.as(DeclReferenceExprSyntax.self) {
                var callee = Syntax(reference)
                if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id { callee = Syntax(access) }
                if let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id {
                    return Self.qualified(call.calledExpression)
                }
            }
        }
        var node: Syntax? = Syntax(token)
        while let current = node {
            if current.is(ClosureExprSyntax.self) || current.is(CodeBlockSyntax.self) || current.is(MemberBlockSyntax.self)
                || current.is(AccessorBlockSyntax.self) {
                return ""
            }
            if let list = current.as(LabeledExprListSyntax.self) {
                if let call = list.parent?.as(FunctionCallExprSyntax.self) { return Self.qualified(call.calledExpression) }
                if let attribute = list.parent?.as(AttributeSyntax.self) { return "@" + SyntaxNames.attributeName(attribute) }
                return ""
            }
            if let call = current.as(FunctionCallExprSyntax.self), call.rightParen?.id == token.id { return Self.qualified(call.calledExpression) }
            node = current.parent
        }
        return ""
    }

    /// `Text`; `.frame`; `Color.init` when the member's base ends with a capitalised name.
    static func qualified(_ callee: ExprSyntax) -> String {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { return qualified(generic.expression) }
        if let access = callee.as(MemberAccessExprSyntax.self) {
            let name = access.declName.baseName.text
            if let last = access.base?.lastToken(viewMode: .sourceAccurate), let base = SyntaxNames.identifier(last), SyntaxNames.isCapitalised(base) {
                return base + "." + name
            }
            return "." + name
        }
        return ""
    }
}
