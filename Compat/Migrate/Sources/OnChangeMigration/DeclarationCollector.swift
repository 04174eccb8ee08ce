import Foundation
import SwiftSyntax

/// Fills a ``DeclarationIndex`` from one parsed file: types with their instance members,
/// and the file's top-level functions and variables.
final class DeclarationCollector: SyntaxVisitor {
    private(set) var index: DeclarationIndex

    init(into index: DeclarationIndex) {
        self.index = index
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, kind: .struct, node.inheritanceClause, node.memberBlock)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, kind: .class, node.inheritanceClause, node.memberBlock)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, kind: .enum, node.inheritanceClause, node.memberBlock)
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, kind: .actor, node.inheritanceClause, node.memberBlock)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, kind: .protocol, node.inheritanceClause, node.memberBlock)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = Self.simpleTypeName(node.extendedType.trimmedDescription)
        return record(name, kind: nil, node.inheritanceClause, node.memberBlock)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isTopLevel(Syntax(node)) {
            index.globals.insert(node.name.text)
            index.globalFunctionFirstLabels[node.name.text] = Self.firstLabel(of: node)
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isTopLevel(Syntax(node)) {
            for binding in node.bindings {
                index.globals.formUnion(PatternNames.of(binding.pattern))
            }
        }
        return .skipChildren
    }

    private func record(
        _ name: String, kind: TypeFacts.Kind?, _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax
    ) -> SyntaxVisitorContinueKind {
        index.withType(name) { facts in
            if let kind { facts.kind = kind }
            for inherited in inheritance?.inheritedTypes ?? [] {
                facts.conformances.insert(Self.simpleTypeName(inherited.type.trimmedDescription))
            }
            for item in members.members {
                for member in Self.members(of: item.decl) { facts.members[member.name] = member }
            }
        }
        return .visitChildren   // nested types are types too
    }

    /// The instance members one member declaration introduces (none for static ones).
    static func members(of decl: DeclSyntax) -> [Member] {
        if let variable = decl.as(VariableDeclSyntax.self) {
            guard !isStatic(variable.modifiers) else { return [] }
            // A property wrapper is a capitalized attribute that is not a global actor.
            let wrapper = variable.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }
                .map { simpleTypeName($0.attributeName.trimmedDescription) }
                .first { $0.first?.isUppercase == true && !$0.hasSuffix("Actor") }
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            return variable.bindings.flatMap { binding -> [Member] in
                let kind: Member.Kind = isLet ? .storedLet : (isComputed(binding) ? .computed : .storedVar)
                let typeName = binding.typeAnnotation.map { simpleTypeName($0.type.trimmedDescription) }
                    ?? binding.initializer.flatMap { initializerTypeName($0.value) }
                return PatternNames.of(binding.pattern).map {
                    Member(name: $0, kind: kind, wrapper: wrapper, typeName: typeName, firstLabel: nil)
                }
            }
        }
        if let function = decl.as(FunctionDeclSyntax.self), !isStatic(function.modifiers) {
            return [Member(name: function.name.text, kind: .method, wrapper: nil, typeName: nil,
                           firstLabel: firstLabel(of: function))]
        }
        return []
    }

    /// `Foo` for `Foo`, `Module.Foo`, `Foo<Int>`, `Foo?`.
    static func simpleTypeName(_ text: String) -> String {
        var name = text
        if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        name = name.trimmingCharacters(in: ["?", "!", " "])
        return name.split(separator: ".").last.map(String.init) ?? name
    }

    /// The type a `Foo(...)` or `Foo.init(...)` initializer creates, if it reads like one.
    static func initializerTypeName(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression.trimmedDescription.replacingOccurrences(of: ".init", with: "")
        let name = simpleTypeName(callee)
        return name.first?.isUppercase == true ? name : nil
    }

    static func firstLabel(of function: FunctionDeclSyntax) -> String? {
        guard let first = function.signature.parameterClause.parameters.first else { return nil }
        return first.firstName.tokenKind == .wildcard ? nil : first.firstName.text
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
    }

    private static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return false }
        switch accessors {
        case .getter: return true
        case .accessors(let list):
            return list.contains { [.keyword(.get), .keyword(._read)].contains($0.accessorSpecifier.tokenKind) }
        }
    }

    private static func isTopLevel(_ node: Syntax) -> Bool {
        // SourceFile > CodeBlockItemList > CodeBlockItem > decl
        node.parent?.is(CodeBlockItemSyntax.self) == true && node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    }
}
