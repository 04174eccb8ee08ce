import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros
import ViewEngineMacroExpansions

/// The compiler plugin of `ViewEngineMacros`, `SwiftData` and `WidgetKit`.
///
/// Each declaration says `#externalMacro(module: "ViewEngineMacrosPlugin", type: "PreviewMacro")`,
/// and swift-syntax finds a macro by its type's name qualified with its module, so each type
/// here has the name a declaration gives and expands as its namesake in
/// `ViewEngineMacroExpansions` (the library the expansion tests import).
@main
struct ViewEngineMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        PreviewMacro.self,
        WidgetPreviewMacro.self,
        PreviewableMacro.self,
        EntryMacro.self,
        EntryDefaultValueMacro.self,
        ModelMacro.self,
        PersistedPropertyMacro.self,
        SchemaMarkerMacro.self,
        ModelActorMacro.self,
    ]
}

enum PreviewMacro: DeclarationMacro, ExpandsAs { typealias Expansion = ViewEngineMacroExpansions.PreviewMacro }
enum WidgetPreviewMacro: DeclarationMacro, ExpandsAs { typealias Expansion = ViewEngineMacroExpansions.WidgetPreviewMacro }
enum PreviewableMacro: PeerMacro, ExpandsAs { typealias Expansion = ViewEngineMacroExpansions.PreviewableMacro }
enum EntryMacro: AccessorMacro, PeerMacro, ExpandsAs { typealias Expansion = ViewEngineMacroExpansions.EntryMacro }
enum EntryDefaultValueMacro: AccessorMacro, ExpandsAs { typealias Expansion = ViewEngineMacroExpansions.EntryDefaultValueMacro }
enum ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro, ExpandsAs {
    typealias Expansion = ViewEngineMacroExpansions.ModelMacro

    // Here, not in an extension of `ExpandsAs`: `MemberMacro`'s own extension has one too.
    static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                          conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try Expansion.expansion(of: node, providingMembersOf: declaration, conformingTo: protocols, in: context)
    }
}
enum PersistedPropertyMacro: AccessorMacro, PeerMacro, ExpandsAs {
    typealias Expansion = ViewEngineMacroExpansions.PersistedPropertyMacro
}
enum SchemaMarkerMacro: PeerMacro, DeclarationMacro, ExpandsAs { typealias Expansion = ViewEngineMacroExpansions.SchemaMarkerMacro }
enum ModelActorMacro: MemberMacro, ExtensionMacro, ExpandsAs {
    typealias Expansion = ViewEngineMacroExpansions.ModelActorMacro

    // Here, not in an extension of `ExpandsAs`: `MemberMacro`'s own extension has one too.
    static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                          conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try Expansion.expansion(of: node, providingMembersOf: declaration, conformingTo: protocols, in: context)
    }
}

/// A macro of this plugin that expands as `Expansion` does, in each role `Expansion` has.
protocol ExpandsAs: Macro {
    associatedtype Expansion: Macro
}

extension ExpandsAs {
    static var formatMode: FormatMode { Expansion.formatMode }
}

extension ExpandsAs where Expansion: DeclarationMacro {
    static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try Expansion.expansion(of: node, in: context)
    }
}

extension ExpandsAs where Expansion: PeerMacro {
    static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                          in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try Expansion.expansion(of: node, providingPeersOf: declaration, in: context)
    }
}

extension ExpandsAs where Expansion: AccessorMacro {
    static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                          in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        try Expansion.expansion(of: node, providingAccessorsOf: declaration, in: context)
    }
}

extension ExpandsAs where Expansion: MemberAttributeMacro {
    static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                          providingAttributesFor member: some DeclSyntaxProtocol,
                          in context: some MacroExpansionContext) throws -> [AttributeSyntax] {
        try Expansion.expansion(of: node, attachedTo: declaration, providingAttributesFor: member, in: context)
    }
}

extension ExpandsAs where Expansion: ExtensionMacro {
    static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                          providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                          in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        try Expansion.expansion(of: node, attachedTo: declaration, providingExtensionsOf: type, conformingTo: protocols, in: context)
    }
}
