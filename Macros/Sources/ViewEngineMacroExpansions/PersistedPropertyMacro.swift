import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@_PersistedProperty`, which `@Model` puts on each persisted `var`: the value lives in
/// a private stored `_name` (a peer, with the declaration's type and initializer), and the
/// property reads and writes it through the model, which tells Observation and the model's
/// context:
///
/// ```swift
/// var name: String {
///     @storageRestrictions(initializes: _name)
///     init(initialValue) { _name = initialValue }
///     get { _$get(\.name, \._name) }
///     set { _$set(\.name, \._name, newValue) }
/// }
/// @Transient private var _name: String
/// ```
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let name = try property(of: declaration, attribute: node)
        return [
            """
            @storageRestrictions(initializes: _\(raw: name))
            init(initialValue) {
                _\(raw: name) = initialValue
            }
            """,
            "get { _$get(\\.\(raw: name), \\._\(raw: name)) }",
            "set { _$set(\\.\(raw: name), \\._\(raw: name), newValue) }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard (try? property(of: declaration, attribute: node)) != nil,
              let binding = declaration.as(VariableDeclSyntax.self)?.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return [] }
        let type = binding.typeAnnotation.map { ": \($0.type.trimmedDescription)" } ?? ""
        let value = binding.initializer.map { " = \($0.value.trimmedDescription)" } ?? ""
        return ["@Transient private var _\(raw: name)\(raw: type)\(raw: value)"]
    }

    /// The name of the property `declaration` declares, or the diagnostic that says why it
    /// cannot be persisted this way.
    static func property(of declaration: some DeclSyntaxProtocol, attribute: AttributeSyntax) throws -> String {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
              variable.bindings.count == 1, let binding = variable.bindings.first, binding.accessorBlock == nil,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: attribute, message: MacroMessage.error("'@_PersistedProperty' applies to one stored 'var' of a '@Model' class")),
            ])
        }
        return name
    }
}
