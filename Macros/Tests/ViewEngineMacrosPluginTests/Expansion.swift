import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import ViewEngineMacroExpansions

/// The macros under test, by the names the library declares them with.
let macros: [String: MacroSpec] = [
    "Preview": MacroSpec(type: PreviewMacro.self),
    "Previewable": MacroSpec(type: PreviewableMacro.self),
    "Entry": MacroSpec(type: EntryMacro.self),
    "_EntryDefaultValue": MacroSpec(type: EntryDefaultValueMacro.self),
    "Model": MacroSpec(type: ModelMacro.self, conformances: ["PersistentModel", "Observable"]),
    "_PersistedProperty": MacroSpec(type: PersistedPropertyMacro.self),
    "Attribute": MacroSpec(type: SchemaMarkerMacro.self),
    "Relationship": MacroSpec(type: SchemaMarkerMacro.self),
    "Transient": MacroSpec(type: SchemaMarkerMacro.self),
    "Unique": MacroSpec(type: SchemaMarkerMacro.self),
    "ModelActor": MacroSpec(type: ModelActorMacro.self, conformances: ["ModelActor"]),
]

/// swift-syntax's `assertMacroExpansion`, reporting to Swift Testing: the expansion of
/// `source` must be `expanded`, character for character, with exactly `diagnostics`.
func assertExpansion(
    _ source: String, expandsTo expanded: String, diagnostics: [DiagnosticSpec] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    assertMacroExpansion(
        source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros,
        testModuleName: "App", testFileName: "Counter.swift"
    ) { failure in
        Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
    }
}
