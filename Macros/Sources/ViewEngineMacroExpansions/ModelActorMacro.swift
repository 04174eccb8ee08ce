import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// SwiftData's `@ModelActor`: makes an actor a `ModelActor`, with a context of its own.
///
/// ```swift
/// @ModelActor actor Importer {}
/// ```
///
/// expands, beside the conformance (`extension Importer: ModelActor {}`), to:
///
/// ```swift
/// nonisolated let modelExecutor: any ModelExecutor
/// nonisolated let modelContainer: ModelContainer
/// init(modelContainer: ModelContainer) {
///     let modelContext = ModelContext(modelContainer)
///     self.modelExecutor = DefaultSerialModelExecutor(modelContext: modelContext)
///     self.modelContainer = modelContainer
/// }
/// ```
///
/// The members are `public` (or `package`) when the actor is, so that they witness the
/// protocol's requirements. `ModelActor`'s extension gives the actor its `unownedExecutor`,
/// the model executor, and `modelContext`. Names from SwiftData are not qualified by its
/// module, which is `SwiftData` on Linux and another name where the platform has one.
public struct ModelActorMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let actor = declaration.as(ActorDeclSyntax.self) else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: node, message: MacroMessage.error("'@ModelActor' makes an actor a model actor; declare the type as an actor")),
            ])
        }
        let access = actor.modifiers.first { ["public", "package"].contains($0.name.text) }.map { $0.name.text + " " } ?? ""
        return [
            "\(raw: access)nonisolated let modelExecutor: any ModelExecutor",
            "\(raw: access)nonisolated let modelContainer: ModelContainer",
            """
            \(raw: access)init(modelContainer: ModelContainer) {
                let modelContext = ModelContext(modelContainer)
                self.modelExecutor = DefaultSerialModelExecutor(modelContext: modelContext)
                self.modelContainer = modelContainer
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ActorDeclSyntax.self) else { return [] }
        return protocols.map { conformance in
            try! ExtensionDeclSyntax("extension \(type.trimmed): \(conformance.trimmed) {}")
        }
    }
}
