import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftData's `@Attribute`, `@Relationship`, `@Transient` and `#Index`: they add nothing
/// themselves; `@Model` reads them (their arguments are checked against their declarations
/// by the compiler, and passed on to the model's property descriptors).
public struct SchemaMarkerMacro: PeerMacro, DeclarationMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard declaration.is(VariableDeclSyntax.self) else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: node, message: MacroMessage.error("'@\(node.attributeName.trimmedDescription)' marks a property of a '@Model' class")),
            ])
        }
        return []
    }

    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
