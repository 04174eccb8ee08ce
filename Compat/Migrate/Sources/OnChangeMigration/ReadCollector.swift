import SwiftSyntax

/// A name an action closure reads that it does not declare itself.
struct Read: Equatable {
    /// The name as declared: `count` for `count`, `self.count`, `$count` and `_count`.
    let name: String
    /// Read as `self.name`.
    let viaSelf: Bool
    /// Read in a capture list (`[name]`, `[x = name]`): evaluated when the closure is
    /// created, so a snapshot of that evaluation even for state.
    let inCaptureList: Bool
    /// Where, for messages.
    let position: AbsolutePosition
}

/// Collects the names a closure reads from outside itself, with Swift's scoping: closure
/// and function parameters, `let`/`var` (after their declaration), `if`/`guard`/`while`
/// bindings, `for` patterns, `case` patterns and `catch` bind names; everything else
/// that is an identifier is a read. `x.member` reads `x`; `self.member` reads `member`;
/// key paths and implicit members (`.red`) read nothing.
///
/// The walk errs towards reads: a binding form it does not know leaves the name a read,
/// which can only make the tool ask for a review it did not need.
final class ReadCollector {
    private var scopes: [Set<String>]
    private(set) var reads: [Read] = []
    private var captureDepth = 0

    /// - Parameter bound: names the closure itself binds (its parameters).
    init(bound: Set<String>) {
        scopes = [bound]
    }

    /// The reads in the statements of `closure`; its own capture list is not walked
    /// (the caller decides what each captured item means).
    static func reads(inBodyOf closure: ClosureExprSyntax, bound: Set<String>) -> [Read] {
        let collector = ReadCollector(bound: bound)
        collector.walk(Syntax(closure.statements))
        return collector.reads
    }

    /// The reads in one expression (a capture list item's initializer).
    static func reads(in expression: ExprSyntax, bound: Set<String> = []) -> [Read] {
        let collector = ReadCollector(bound: bound)
        collector.captureDepth = 1
        collector.walk(Syntax(expression))
        return collector.reads
    }

    private func isBound(_ name: String) -> Bool { scopes.contains { $0.contains(name) } }
    private func bind(_ names: Set<String>) { scopes[scopes.count - 1].formUnion(names) }
    private func inScope(_ names: Set<String> = [], _ body: () -> Void) {
        scopes.append(names)
        body()
        scopes.removeLast()
    }

    private func record(_ name: String, viaSelf: Bool, at position: AbsolutePosition) {
        reads.append(Read(name: name, viaSelf: viaSelf, inCaptureList: captureDepth > 0, position: position))
    }

    private func record(_ reference: DeclReferenceExprSyntax) {
        let token = reference.baseName
        switch token.tokenKind {
        case .keyword(.self):
            record("self", viaSelf: false, at: token.positionAfterSkippingLeadingTrivia)
        case .identifier, .dollarIdentifier:
            let text = Identifiers.plain(token.text)
            guard !Identifiers.isAnonymousParameter(text), !isBound(text) else { return }
            // `$count` and `_count` are the wrapper's projection and the wrapper itself.
            let name = text.hasPrefix("$") ? String(text.dropFirst()) : text
            guard !isBound(name) else { return }
            record(name, viaSelf: false, at: token.positionAfterSkippingLeadingTrivia)
        default:
            return   // operators, `Self`, `super`
        }
    }

    private func walk(_ node: Syntax) {
        if let reference = node.as(DeclReferenceExprSyntax.self) {
            record(reference)
        } else if let member = node.as(MemberAccessExprSyntax.self) {
            walkMemberAccess(member)
        } else if node.is(KeyPathExprSyntax.self) || node.is(MacroExpansionExprSyntax.self) {
            return
        } else if let closure = node.as(ClosureExprSyntax.self) {
            walkClosure(closure)
        } else if let items = node.as(CodeBlockItemListSyntax.self) {
            inScope { for item in items { walk(Syntax(item)) } }
        } else if let variable = node.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                if let initializer = binding.initializer { walk(Syntax(initializer.value)) }
                if let accessors = binding.accessorBlock { walk(Syntax(accessors)) }
            }
            bind(variable.bindings.reduce(into: Set<String>()) { $0.formUnion(PatternNames.of($1.pattern)) })
        } else if let function = node.as(FunctionDeclSyntax.self) {
            bind([function.name.text])
            let parameters = Set(function.signature.parameterClause.parameters.map {
                Identifiers.plain(($0.secondName ?? $0.firstName).text)
            })
            if let body = function.body { inScope(parameters) { walk(Syntax(body)) } }
        } else if let ifExpression = node.as(IfExprSyntax.self) {
            inScope {
                walkConditions(ifExpression.conditions)
                walk(Syntax(ifExpression.body))
            }
            if let elseBody = ifExpression.elseBody { walk(Syntax(elseBody)) }
        } else if let whileStatement = node.as(WhileStmtSyntax.self) {
            inScope {
                walkConditions(whileStatement.conditions)
                walk(Syntax(whileStatement.body))
            }
        } else if let guardStatement = node.as(GuardStmtSyntax.self) {
            var names: Set<String> = []
            inScope {
                walkConditions(guardStatement.conditions)
                names = scopes[scopes.count - 1]
            }
            walk(Syntax(guardStatement.body))
            bind(names)   // visible after the guard, not in its else
        } else if let forStatement = node.as(ForStmtSyntax.self) {
            walk(Syntax(forStatement.sequence))
            inScope(PatternNames.of(forStatement.pattern)) {
                if let whereClause = forStatement.whereClause { walk(Syntax(whereClause)) }
                walk(Syntax(forStatement.body))
            }
        } else if let switchCase = node.as(SwitchCaseSyntax.self) {
            inScope(PatternNames.of(switchCase.label)) {
                walk(Syntax(switchCase.label))
                walk(Syntax(switchCase.statements))
            }
        } else if let catchClause = node.as(CatchClauseSyntax.self) {
            inScope(PatternNames.of(catchClause.catchItems).union(["error"])) {
                walk(Syntax(catchClause.body))
            }
        } else {
            for child in node.children(viewMode: .sourceAccurate) { walk(child) }
        }
    }

    private func walkMemberAccess(_ member: MemberAccessExprSyntax) {
        guard let base = member.base else { return }   // `.red`
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self) {
            let name = Identifiers.plain(member.declName.baseName.text)
            record(name, viaSelf: true, at: member.declName.positionAfterSkippingLeadingTrivia)
        } else {
            walk(Syntax(base))
        }
    }

    private func walkConditions(_ conditions: ConditionElementListSyntax) {
        for element in conditions {
            switch element.condition {
            case .optionalBinding(let binding):
                if let initializer = binding.initializer {
                    walk(Syntax(initializer.value))
                } else {
                    // `if let name` reads `name` before binding it.
                    for name in PatternNames.of(binding.pattern) where !isBound(name) {
                        record(name, viaSelf: false, at: binding.pattern.positionAfterSkippingLeadingTrivia)
                    }
                }
                bind(PatternNames.of(binding.pattern))
            case .matchingPattern(let matching):
                walk(Syntax(matching.initializer.value))
                bind(PatternNames.of(matching.pattern))
            default:
                walk(Syntax(element.condition))
            }
        }
    }

    private func walkClosure(_ closure: ClosureExprSyntax) {
        var bound: Set<String> = []
        if let signature = closure.signature {
            for item in signature.capture?.items ?? [] {
                captureDepth += 1
                if let initializer = item.initializer {
                    walk(Syntax(initializer.value))
                } else if item.name.tokenKind == .keyword(.self) {
                    record("self", viaSelf: false, at: item.name.positionAfterSkippingLeadingTrivia)
                } else {
                    let name = Identifiers.plain(item.name.text)
                    if !isBound(name) { record(name, viaSelf: false, at: item.name.positionAfterSkippingLeadingTrivia) }
                }
                captureDepth -= 1
                bound.insert(Identifiers.plain(item.name.text))
            }
            bound.formUnion(ClosureParameters.names(of: signature))
        }
        inScope(bound) { walk(Syntax(closure.statements)) }
    }
}
