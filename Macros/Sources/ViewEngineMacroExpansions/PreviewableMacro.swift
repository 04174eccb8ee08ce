import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: marks a dynamic property (`@State`, `@FocusState`...) declared in a
/// `#Preview` body. `#Preview` does the work: it lifts the variable into a view made for
/// the preview, so the property behaves as it does in any view. On its own the attribute
/// adds nothing; outside a `#Preview` body it is an error, as the variable would not be
/// lifted.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        // A #Preview body is a closure: the variable is local to it. Anywhere else (a type's
        // member, a global) nothing would lift it.
        if !declaration.is(VariableDeclSyntax.self) || context.lexicalContext.first?.is(ClosureExprSyntax.self) != true {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: node, message: MacroMessage.error("'@Previewable' marks a variable declared in a #Preview body")),
            ])
        }
        return []
    }
}
