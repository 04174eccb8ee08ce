import SwiftParser
import SwiftSyntax

/// Reads a Swift file's ``FileFacts`` from its syntax tree: what it imports (and under which
/// `#if`), what it declares, and the names it uses. Every branch of every `#if` is read, as
/// the inventory counts names whatever the platform; the conditions themselves are not uses.
public enum FactsCollector {
    /// The facts of `source`, the file at `path` (relative to its app folder).
    public static func facts(path: String, source: String) -> FileFacts {
        let tree = Parser.parse(source: source)
        let visitor = FactsVisitor(path: path, converter: SourceLocationConverter(fileName: path, tree: tree))
        visitor.walk(tree)
        var facts = visitor.facts
        // Names the language binds without a declaration in the file.
        facts.values.formUnion(["newValue", "oldValue", "error", "$0", "$1", "$2", "$3"])
        return facts
    }
}

/// The walk behind ``FactsCollector``.
final class FactsVisitor: SyntaxVisitor {
    var facts: FileFacts
    private let converter: SourceLocationConverter
    /// The `#if` clauses around the current node, outermost first.
    private var regions: [ConditionalRegion] = []
    /// Braces around the current node (member blocks, code blocks, closures, accessors).
    private var nesting = 0

    init(path: String, converter: SourceLocationConverter) {
        facts = FileFacts(path: path)
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: helpers

    private func line(_ node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    private func declare(_ name: String, _ set: WritableKeyPath<FileFacts, Set<String>>) {
        facts[keyPath: set].insert(name)
        if !regions.isEmpty { facts.conditional.insert(name) }
    }

    private func declare(_ token: TokenSyntax?, _ set: WritableKeyPath<FileFacts, Set<String>>) {
        if let token, let name = SyntaxNames.identifier(token) { declare(name, set) }
    }

    private func use(_ kind: Use.Kind, _ name: String, base: String = "", at node: some SyntaxProtocol, call: Bool = false, chained: Bool = false) {
        facts.uses.append(Use(kind, name, base: base, line: line(node), call: call, chained: chained))
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    // MARK: #if

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        let conditions = node.clauses.map { $0.condition?.trimmedDescription }
        for (index, clause) in node.clauses.enumerated() {
            if let condition = clause.condition { collectCanImport(condition) }
            regions.append(ConditionalRegion(conditions: conditions, clause: index))
            if let elements = clause.elements { walk(elements) }
            regions.removeLast()
        }
        return .skipChildren
    }

    private func collectCanImport(_ condition: ExprSyntax) {
        for call in NodeCollector<FunctionCallExprSyntax>.all(in: condition)
        where call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "canImport" {
            if let module = call.arguments.first?.expression.trimmedDescription.split(separator: ".").first {
                facts.canImportModules.insert(String(module))
            }
        }
    }

    // MARK: nesting (what is top level)

    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { nesting += 1; return .visitChildren }
    override func visitPost(_ node: MemberBlockSyntax) { nesting -= 1 }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { nesting += 1; return .visitChildren }
    override func visitPost(_ node: CodeBlockSyntax) { nesting -= 1 }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { nesting += 1; return .visitChildren }
    override func visitPost(_ node: AccessorBlockSyntax) { nesting -= 1 }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { nesting += 1; return .visitChildren }
    override func visitPost(_ node: ClosureExprSyntax) { nesting -= 1 }

    // MARK: imports

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first {
            let testable = node.attributes.contains { $0.as(AttributeSyntax.self).map(SyntaxNames.attributeName) == "testable" }
            facts.imports.append(ImportFact(module: first.name.text, line: line(node.importKeyword), testable: testable, regions: regions))
        }
        return .skipChildren
    }

    // MARK: declarations

    private func declareType(_ name: TokenSyntax, topLevelCandidate: Bool = true) {
        guard let text = SyntaxNames.identifier(name) else { return }
        declare(text, \.types)
        if topLevelCandidate && nesting == 0 { facts.toplevel.insert(text) }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { declareType(node.name); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { declareType(node.name); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declareType(node.name); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { declareType(node.name); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { declareType(node.name); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { declareType(node.name); return .visitChildren }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
        declareType(node.name, topLevelCandidate: false)
        return .visitChildren
    }
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
        declareType(node.name, topLevelCandidate: false)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let name = SyntaxNames.identifier(node.name) {
            declare(name, \.funcs)
            if Self.isStatic(node.modifiers) { declare(name, \.statics) }
        }
        return .visitChildren
    }

    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name, \.funcs); return .visitChildren }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        declare(node.firstName, \.values)
        declare(node.secondName, \.values)
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        declare(node.firstName, \.values)
        declare(node.secondName, \.values)
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name, \.values)
        return .visitChildren
    }

    override func visit(_ node: AccessorParametersSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name, \.values)
        return .visitChildren
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        declare(node.identifier, \.values)
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isStatic(node.modifiers) {
            for binding in node.bindings {
                for pattern in NodeCollector<IdentifierPatternSyntax>.all(in: binding.pattern) {
                    declare(pattern.identifier, \.statics)
                }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name, \.values)
        declare(node.name, \.statics)
        return .visitChildren
    }

    // MARK: uses

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = SyntaxNames.attributeName(node)
        if name == "main" { facts.hasMain = true }
        guard !SwiftBuiltins.compilerAttributes.contains(name) else { return .skipChildren }
        use(.attribute, name, at: node, call: node.leftParen != nil)
        if let arguments = node.arguments { walk(arguments) }
        return .skipChildren
    }

    private func macro(_ name: TokenSyntax, called: Bool, at node: some SyntaxProtocol) {
        let text = name.text
        if !SwiftBuiltins.poundDirectives.contains(text) { use(.macro, text, at: node, call: called) }
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        macro(node.macroName, called: node.leftParen != nil || node.trailingClosure != nil, at: node)
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        macro(node.macroName, called: node.leftParen != nil || node.trailingClosure != nil, at: node)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // A member's name is the member access's; a key path's components are the key path's.
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id { return .skipChildren }
        guard let name = SyntaxNames.identifier(node.baseName), !name.hasPrefix("$") else { return .skipChildren }
        let called = SyntaxNames.isCalled(Syntax(node))
        use(SyntaxNames.isCapitalised(name) ? .type : .free, name, at: node, call: called)
        return .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = SyntaxNames.identifier(node.declName.baseName) else { return .visitChildren }
        let nameToken = node.declName.baseName
        let called = SyntaxNames.isCalled(Syntax(node))
        guard let base = node.base else {
            if Self.continuesPostfixIfConfig(node) {
                // `.frame(...)` under an `#if` that follows an expression: a member of that expression
                use(.member, name, at: nameToken, call: called, chained: true)
            } else {
                use(.implicit, name, at: nameToken, call: called)
            }
            return .visitChildren
        }
        if let reference = base.as(DeclReferenceExprSyntax.self),
           [.keyword(.self), .keyword(.super)].contains(reference.baseName.tokenKind) {
            return .visitChildren
        }
        if let qualifier = SyntaxNames.qualifier(base) {
            use(.qualified, name, base: qualifier, at: nameToken, call: called)
        } else {
            use(.member, name, at: nameToken, call: called, chained: Self.isChained(base: base, period: node.period))
        }
        return .visitChildren
    }

    /// Whether a member access without a base heads an `#if` clause of a postfix `#if`
    /// (`Text("a")` then `#if os(macOS) .frame(width: 100) #endif`).
    private static func continuesPostfixIfConfig(_ node: MemberAccessExprSyntax) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id {
                current = parent
            } else if let access = parent.as(MemberAccessExprSyntax.self), access.base?.id == current.id {
                current = parent
            } else {
                return parent.is(IfConfigClauseSyntax.self) && parent.parent?.parent?.parent?.is(PostfixIfConfigExprSyntax.self) == true
            }
        }
        return false
    }

    /// A member on the result of a call or a closure (`...).name`, `}.name`), or one written
    /// on a new line after a bracket.
    private static func isChained(base: ExprSyntax, period: TokenSyntax) -> Bool {
        guard let last = base.lastToken(viewMode: .sourceAccurate) else { return false }
        switch last.tokenKind {
        case .rightParen, .rightBrace: return true
        case .rightSquare, .rightAngle: return period.leadingTrivia.contains { $0.isNewline }
        default: return false
        }
    }

    /// The argument labels that name an SF Symbol.
    static let systemSymbolLabels: Set<String> = ["systemName", "systemImage", "systemSymbolName"]

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        guard let label = node.label?.text, Self.systemSymbolLabels.contains(label) else { return .visitChildren }
        let names = NodeCollector<StringLiteralExprSyntax>.all(in: node.expression).compactMap { literal -> String? in
            var text = ""
            for segment in literal.segments {
                guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }   // interpolated
                text += piece.content.text
            }
            return text.isEmpty ? nil : text
        }
        if names.isEmpty { facts.computedSystemSymbols += 1 } else { facts.systemSymbols += names }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if let name = SyntaxNames.identifier(node.name) { use(.type, name, at: node) }
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if let name = SyntaxNames.identifier(node.name), let qualifier = SyntaxNames.qualifier(node.baseType) {
            use(.qualified, name, base: qualifier, at: node.name)
        }
        return .visitChildren
    }

    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        var rootName: String?
        if let root = node.root {
            walk(root)
            rootName = SyntaxNames.qualifier(root)
        }
        for (index, component) in node.components.enumerated() {
            switch component.component {
            case .property(let property):
                guard let name = SyntaxNames.identifier(property.declName.baseName) else { continue }
                if index > 0 {
                    use(.member, name, at: property)
                } else if let rootName {
                    use(.qualified, name, base: rootName, at: property)
                } else if node.root == nil {
                    let inside = SyntaxNames.enclosingCallName(of: Syntax(node))
                    use(SwiftBuiltins.environmentCalls.contains(inside) ? .envkey : .keypath, name, at: property)
                } else {
                    use(.member, name, at: property)
                }
            case .subscript(let subscriptComponent):
                walk(subscriptComponent.arguments)
            default:
                continue
            }
        }
        return .skipChildren
    }
}

/// Every node of one kind in a subtree (the subtree's root included).
final class NodeCollector<Node: SyntaxProtocol>: SyntaxAnyVisitor {
    private var found: [Node] = []

    static func all(in root: some SyntaxProtocol) -> [Node] {
        let collector = NodeCollector(viewMode: .sourceAccurate)
        collector.walk(root)
        return collector.found
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let match = node.as(Node.self) { found.append(match) }
        return .visitChildren
    }
}
