import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftData's `@Attribute`, `@Relationship`, `@Transient` and `#Index`: they add nothing
/// themselves; `@Model` reads them (their arguments are checked against their declarations
/// by the compiler, and passed on to the model's property descriptors). Written before
/// anything but a property, one does nothing and says so in a warning.
public struct SchemaMarkerMacro: PeerMacro, DeclarationMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        // Xcode builds a file that puts one before another declaration (RsyncUI's
        // `@Relationship(inverse:)` left above an `init`), so Apple's add nothing there; it
        // builds here too, with a warning that it does nothing.
        if !declaration.is(VariableDeclSyntax.self) {
            context.diagnose(Diagnostic(node: node, message: MacroMessage.warning(
                "'@\(node.attributeName.trimmedDescription)' has no effect here: it marks a property of a '@Model' class")))
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
