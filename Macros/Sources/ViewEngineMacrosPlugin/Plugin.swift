import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin of `ViewEngineMacros`.
@main
struct ViewEngineMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        PreviewMacro.self,
        PreviewableMacro.self,
        EntryMacro.self,
        EntryDefaultValueMacro.self,
        ModelMacro.self,
        PersistedPropertyMacro.self,
        SchemaMarkerMacro.self,
    ]
}
