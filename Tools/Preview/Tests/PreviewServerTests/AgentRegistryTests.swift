import Foundation
import Testing
@testable import PreviewServer

/// The agent's registry of the package's `PreviewProvider`s. A package often has a module
/// named as its main type (the package `SymbolPicker`, its `struct SymbolPicker`): there
/// `SymbolPicker.SymbolPicker_Previews` is looked up in the struct and does not compile, so
/// each module's providers are named unqualified in a file that imports that module alone.
@Suite("Previews: the agent's registry of providers")
struct AgentRegistryTests {
    @Test func eachModulesProvidersAreNamedInAFileThatImportsItAlone() {
        let sources = PreviewBuilder.registrySources([
            .init(module: "SymbolPicker", typeName: "SymbolPicker_Previews", fileID: "SymbolPicker/SymbolPicker.swift", line: 40),
            .init(module: "App", typeName: "ContentView_Previews", fileID: "App/ContentView.swift", line: 12),
            .init(module: "App", typeName: "Row_Previews", fileID: "App/Row.swift", line: 8),
        ])
        #expect(sources.map(\.name) == ["Registry.swift", "Registry-0.swift", "Registry-1.swift"])
        #expect(sources[0].text == """
            // Written by onchange-preview: the package's previews, its #Previews and its modules' PreviewProviders.
            import ViewEngine

            @MainActor
            func registeredPreviews() -> [RegisteredPreview] {
                macroPreviews() + registeredPreviews0() + registeredPreviews1()
            }

            """)
        #expect(sources[1].text == """
            // Written by onchange-preview: the PreviewProviders of App, found in its sources.
            import ViewEngine
            @testable import App

            @MainActor
            func registeredPreviews0() -> [RegisteredPreview] {
                [
                    providerPreview(ContentView_Previews.self, file: "App/ContentView.swift", line: 12),
                    providerPreview(Row_Previews.self, file: "App/Row.swift", line: 8),
                ]
            }

            """)
        #expect(sources[2].text.contains("@testable import SymbolPicker\n"))
        #expect(sources[2].text.contains("providerPreview(SymbolPicker_Previews.self, file: \"SymbolPicker/SymbolPicker.swift\", line: 40),"))
        #expect(!sources[2].text.contains("import App"))
    }

    @Test func aPackageWithoutProvidersHasItsMacroPreviewsAlone() {
        let sources = PreviewBuilder.registrySources([])
        #expect(sources.map(\.name) == ["Registry.swift"])
        #expect(sources[0].text.contains("    macroPreviews()\n}"))
    }
}
