import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// SwiftData's `@Model`: makes a class a `PersistentModel` that is `Observable`.
///
/// ```swift
/// @Model final class Item {
///     @Attribute(.unique) var name: String
///     var tags: [Tag] = []
///     @Transient var isEditing = false
///     init(name: String) { self.name = name }
/// }
/// ```
///
/// expands, beside the conformances (`extension Item: PersistentModel {}` and
/// `extension Item: Observation.Observable {}`), to:
///
/// - `@_PersistedProperty` on each stored `var` that is not `@Transient`, `static`, `lazy`
///   or wrapped: its value is kept in a private `_name` and read and written through the
///   model's observation registrar and its context (changes, undo, inverses);
/// - the members the framework reads:
///
/// ```swift
/// @Transient let _$backing = _ModelBacking()
/// static var _$properties: [_PropertyDescriptor] {
///     [
///         _$property("name", \Item.name, \Item._name, .attribute(.unique)),
///         _$property("tags", \Item.tags, \Item._tags, .none),
///     ]
/// }
/// required init(_$loader: _ModelLoader) throws {
///     _name = try _$loader.value("name")
///     _tags = try _$loader.value("tags")
/// }
/// ```
///
/// The descriptor and the loader are overloaded on the property's type, so the compiler,
/// not the macro, tells an attribute (any `Codable` value) from a relationship (a model,
/// an optional model, an array of models). `let` properties are persisted and loaded, but
/// never written after the model's initializer. Names from SwiftData are not qualified by
/// its module, which is `SwiftData` on Linux and another name where the platform has one.
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    /// A stored property the model persists.
    struct Persisted {
        var name: String
        var isLet: Bool
        /// The `_PropertyOptions` expression: `.none`, `.attribute(...)`, `.relationship(...)`.
        var options: String
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let model = declaration.as(ClassDeclSyntax.self) else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: node, message: MacroMessage.error("'@Model' makes a class a persistent model; declare the type as a class")),
            ])
        }
        let type = model.name.trimmedDescription
        let access = model.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        let (properties, diagnostics) = persisted(in: model.memberBlock.members)
        if !diagnostics.isEmpty { throw DiagnosticsError(diagnostics: diagnostics) }

        let descriptors = properties.map { property in
            property.isLet
                ? "_$property(\"\(property.name)\", \\\(type).\(property.name), \(property.options))"
                : "_$property(\"\(property.name)\", \\\(type).\(property.name), \\\(type)._\(property.name), \(property.options))"
        }
        let loads = properties.map { property in
            "\(property.isLet ? "" : "_")\(property.name) = try _$loader.value(\"\(property.name)\")"
        }
        var members: [DeclSyntax] = [
            "@Transient \(raw: access)let _$backing = _ModelBacking()",
            """
            \(raw: access)static var _$properties: [_PropertyDescriptor] {
                [\(raw: descriptors.map { "\n        " + $0 + "," }.joined())\(raw: descriptors.isEmpty ? "" : "\n    ")]
            }
            """,
            """
            \(raw: access)required init(_$loader: _ModelLoader) throws {\(raw: loads.map { "\n    " + $0 }.joined())
            }
            """,
        ]
        let unique = uniqueConstraints(in: model.memberBlock.members)
        if !unique.isEmpty {
            members.append("""
                \(raw: access)static var _$uniqueConstraints: [[AnyKeyPath]] {
                    [\(raw: unique.map { "\n        " + $0 + "," }.joined())
                    ].flatMap { $0 }
                }
                """)
        }
        return members
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard declaration.is(ClassDeclSyntax.self), let variable = member.as(VariableDeclSyntax.self),
              variable.bindingSpecifier.tokenKind == .keyword(.var), isPersisted(variable),
              variable.bindings.count == 1, let binding = variable.bindings.first,
              binding.pattern.is(IdentifierPatternSyntax.self), binding.accessorBlock == nil else {
            return []
        }
        return ["@_PersistedProperty"]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else { return [] }
        return protocols.map { conformance in
            let name = conformance.trimmedDescription == "Observable" ? "Observation.Observable" : conformance.trimmedDescription
            return try! ExtensionDeclSyntax("extension \(type.trimmed): \(raw: name) {}")
        }
    }

    /// The persisted properties among `members`, in declaration order, and what is wrong
    /// with the members that cannot be persisted as written.
    static func persisted(in members: MemberBlockItemListSyntax) -> ([Persisted], [Diagnostic]) {
        var properties: [Persisted] = []
        var diagnostics: [Diagnostic] = []
        for item in members {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            if variable.hasAttribute("Transient") {
                for binding in variable.bindings where binding.initializer == nil && binding.accessorBlock == nil
                    && !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) {
                    diagnostics.append(Diagnostic(node: binding, message: MacroMessage.error(
                        "a '@Transient' property needs a default value: a model read from its store is made without running your initializer")))
                }
                continue
            }
            guard isPersisted(variable) else { continue }
            let stored = variable.bindings.filter { binding in
                guard let accessors = binding.accessorBlock else { return true }
                if case .accessors(let list) = accessors.accessors,
                   list.allSatisfy({ [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }) {
                    diagnostics.append(Diagnostic(node: accessors, message: MacroMessage.error(
                        "a persisted property of a '@Model' class cannot have 'willSet' or 'didSet'; observe it with Observation, or mark it '@Transient'")))
                }
                return false
            }
            guard !stored.isEmpty else { continue }
            if variable.bindings.count > 1 {
                diagnostics.append(Diagnostic(node: variable.bindings, message: MacroMessage.error(
                    "declare each persisted property of a '@Model' class with its own 'var' or 'let'")))
                continue
            }
            guard let binding = stored.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else {
                diagnostics.append(Diagnostic(node: variable.bindings, message: MacroMessage.error(
                    "a persisted property of a '@Model' class is named by an identifier")))
                continue
            }
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            if isLet && binding.initializer != nil {
                continue   // a constant with its value in the declaration: nothing to store or load
            }
            properties.append(Persisted(name: name.text, isLet: isLet, options: options(of: variable)))
        }
        return (properties, diagnostics)
    }

    /// Whether `variable` is an instance property the model persists (as far as its
    /// attributes and modifiers tell): not `static`, `class` or `lazy`, not `@Transient`,
    /// not wrapped by a property wrapper, and not one of the macro's own members.
    static func isPersisted(_ variable: VariableDeclSyntax) -> Bool {
        if variable.modifiers.contains(where: { [.keyword(.static), .keyword(.class), .keyword(.lazy)].contains($0.name.tokenKind) }) {
            return false
        }
        for attribute in variable.attributes {
            guard case .attribute(let attribute) = attribute else { return false }
            if !["Attribute", "Relationship"].contains(attribute.attributeName.lastName) { return false }
        }
        if let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name.hasPrefix("_$") {
            return false
        }
        return true
    }

    /// The `_PropertyOptions` that `@Attribute(...)` or `@Relationship(...)` on `variable`
    /// stand for, with their arguments as written.
    static func options(of variable: VariableDeclSyntax) -> String {
        for case .attribute(let attribute) in variable.attributes {
            let kind: String
            switch attribute.attributeName.lastName {
            case "Attribute": kind = "attribute"
            case "Relationship": kind = "relationship"
            default: continue
            }
            let arguments = attribute.arguments?.as(LabeledExprListSyntax.self)?.trimmedDescription ?? ""
            return ".\(kind)(\(arguments))"
        }
        return ".none"
    }

    /// The arguments of each `#Unique<T>(...)` among `members`, as an expression of
    /// `[[AnyKeyPath]]`.
    static func uniqueConstraints(in members: MemberBlockItemListSyntax) -> [String] {
        members.compactMap { item in
            guard let expansion = item.decl.as(MacroExpansionDeclSyntax.self), expansion.macroName.text == "Unique" else { return nil }
            let generic = expansion.genericArgumentClause?.trimmedDescription ?? ""
            return "Schema.Unique\(generic)(\(expansion.arguments.trimmedDescription)).keyPaths"
        }
    }
}

extension VariableDeclSyntax {
    /// Whether an attribute of the declaration is named `name`.
    func hasAttribute(_ name: String) -> Bool {
        attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return attribute.attributeName.lastName == name
        }
    }
}
