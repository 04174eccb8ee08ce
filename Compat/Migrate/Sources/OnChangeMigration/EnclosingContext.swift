import SwiftSyntax

/// Where a call stands: the type whose member it is in, the locals of the enclosing
/// functions and closures it can capture, and the `content` parameter of a
/// `ViewModifier`'s `body(content:)`.
struct EnclosingContext {
    /// The simple name of the nearest enclosing type or extended type, if any.
    var typeName: String?
    /// Names bound around the call, inside the type: parameters, locals declared before
    /// it, `if let`/`for`/`case` bindings. An action that reads one captures it when the
    /// closure is created, so it sees that evaluation's value.
    var capturedLocals: Set<String> = []
    /// The parameter of `func body(content:)`, whose value is a view.
    var contentParameter: String?

    /// The context of `node`, found by walking up its ancestors.
    static func of(_ node: Syntax) -> EnclosingContext {
        var context = EnclosingContext()
        var child = node
        while let parent = child.parent {
            if let name = typeName(of: parent) {
                context.typeName = name
                return context
            }
            context.capturedLocals.formUnion(names(boundBy: parent, around: child, context: &context))
            child = parent
        }
        return context
    }

    private static func typeName(of node: Syntax) -> String? {
        if let decl = node.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ActorDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ProtocolDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ExtensionDeclSyntax.self) {
            return DeclarationCollector.simpleTypeName(decl.extendedType.trimmedDescription)
        }
        return nil
    }

    /// The names `parent` makes visible to its child `child`.
    private static func names(boundBy parent: Syntax, around child: Syntax, context: inout EnclosingContext) -> Set<String> {
        if let items = parent.as(CodeBlockItemListSyntax.self) {
            // Declarations before the child's statement (and guard bindings).
            var names: Set<String> = []
            for item in items {
                if item.id == child.id { break }
                if let variable = item.item.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings { names.formUnion(PatternNames.of(binding.pattern)) }
                } else if let function = item.item.as(FunctionDeclSyntax.self) {
                    names.insert(function.name.text)
                } else if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                    names.formUnion(conditionNames(guardStatement.conditions))
                }
            }
            return names
        }
        if let closure = parent.as(ClosureExprSyntax.self), let signature = closure.signature {
            let captured = Set(signature.capture?.items.map { Identifiers.plain($0.name.text) } ?? [])
            return ClosureParameters.names(of: signature).union(captured)
        }
        if let function = parent.as(FunctionDeclSyntax.self) {
            let parameters = function.signature.parameterClause.parameters
            if function.name.text == "body", parameters.count == 1, parameters.first?.firstName.text == "content" {
                context.contentParameter = Identifiers.plain((parameters.first!.secondName ?? parameters.first!.firstName).text)
            }
            return Set(parameters.map { Identifiers.plain(($0.secondName ?? $0.firstName).text) })
        }
        if let initializer = parent.as(InitializerDeclSyntax.self) {
            return Set(initializer.signature.parameterClause.parameters.map { Identifiers.plain(($0.secondName ?? $0.firstName).text) })
        }
        if let accessor = parent.as(AccessorDeclSyntax.self) {
            if let name = accessor.parameters?.name { return [name.text] }
            switch accessor.accessorSpecifier.tokenKind {
            case .keyword(.set), .keyword(.willSet): return ["newValue"]
            case .keyword(.didSet): return ["oldValue"]
            default: return []
            }
        }
        if let ifExpression = parent.as(IfExprSyntax.self), child.id == ifExpression.body.id {
            return conditionNames(ifExpression.conditions)
        }
        if let whileStatement = parent.as(WhileStmtSyntax.self), child.id == whileStatement.body.id {
            return conditionNames(whileStatement.conditions)
        }
        if let forStatement = parent.as(ForStmtSyntax.self), child.id == forStatement.body.id {
            return PatternNames.of(forStatement.pattern)
        }
        if let switchCase = parent.as(SwitchCaseSyntax.self) {
            return PatternNames.of(switchCase.label)
        }
        if parent.is(CatchClauseSyntax.self) {
            return PatternNames.of(parent).union(["error"])
        }
        return []
    }

    private static func conditionNames(_ conditions: ConditionElementListSyntax) -> Set<String> {
        var names: Set<String> = []
        for element in conditions {
            switch element.condition {
            case .optionalBinding(let binding): names.formUnion(PatternNames.of(binding.pattern))
            case .matchingPattern(let matching): names.formUnion(PatternNames.of(matching.pattern))
            default: break
            }
        }
        return names
    }
}
