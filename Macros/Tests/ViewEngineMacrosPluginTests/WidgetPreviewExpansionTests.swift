import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import ViewEngineMacroExpansions

/// WidgetKit's `#Preview(as:)`, by the name it is declared with.
let widgetPreviewMacros: [String: MacroSpec] = ["Preview": MacroSpec(type: WidgetPreviewMacro.self)]

@Suite("WidgetKit's #Preview(as:) expansion")
struct WidgetPreviewExpansionTests {
    @Test("#Preview(as:) { widget } timeline: { entries } makes a WidgetPreview with the arguments unchanged")
    func widgetPreview() {
        assertMacroExpansion("""
            #Preview(as: .systemSmall) {
                EmojiWidget()
            } timeline: {
                EmojiEntry(date: .now)
            }
            """, expandedSource: """
            @MainActor private func __macro_local_7PreviewfMu_() -> WidgetPreview {
                WidgetPreview(as: .systemSmall, widget: {
                EmojiWidget()
            }, timeline: {
                EmojiEntry(date: .now)
            })
            }
            """, macroSpecs: widgetPreviewMacros, testModuleName: "App", testFileName: "Widget.swift") { failure in
            Issue.record(Comment(rawValue: failure.message))
        }
    }

    @Test("#Preview(as:) without a widget: an error that says what it needs")
    func widgetPreviewWithoutWidget() {
        assertMacroExpansion("""
            #Preview(as: .systemSmall)
            """, expandedSource: "#Preview(as: .systemSmall)", diagnostics: [
                DiagnosticSpec(message: "'#Preview(as:)' needs a widget: a closure that returns the widget to preview", line: 1, column: 1),
            ], macroSpecs: widgetPreviewMacros, testModuleName: "App", testFileName: "Widget.swift") { failure in
            Issue.record(Comment(rawValue: failure.message))
        }
    }
}
