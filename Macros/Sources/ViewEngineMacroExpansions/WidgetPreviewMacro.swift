import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// WidgetKit's `#Preview(as:widget:timeline:)`: a widget previewed in a family with a
/// timeline of entries.
///
/// ```swift
/// #Preview(as: .systemSmall) {
///     EmojiWidget()
/// } timeline: {
///     EmojiEntry(date: .now, emoji: "😃")
/// }
/// ```
///
/// expands to a main-actor function that makes the preview, a `WidgetPreview`, with the
/// macro's arguments unchanged (its trailing closures by their labels, the first one's
/// being `widget`), so they mean what they meant when the compiler checked them against
/// the macro's declaration; a test makes the same `WidgetPreview` and shows it with
/// `WidgetHost(preview:)`:
///
/// ```swift
/// @MainActor private func $s…PreviewfMu_() -> WidgetPreview {
///     WidgetPreview(as: .systemSmall, widget: {
///         EmojiWidget()
///     }, timeline: {
///         EmojiEntry(date: .now, emoji: "😃")
///     })
/// }
/// ```
public struct WidgetPreviewMacro: DeclarationMacro {
    /// The expansion is laid out here, the closures as their author indented them.
    public static var formatMode: FormatMode { .disabled }

    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        var arguments = node.arguments.map { $0.with(\.trailingComma, nil).trimmedDescription }
        if let trailing = node.trailingClosure { arguments.append("widget: " + trailing.trimmedDescription) }
        for closure in node.additionalTrailingClosures {
            arguments.append("\(closure.label.text): \(closure.closure.trimmedDescription)")
        }
        guard arguments.contains(where: { $0.hasPrefix("widget:") }) else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: node, message: MacroMessage.error("'#Preview(as:)' needs a widget: a closure that returns the widget to preview")),
            ])
        }
        let name = context.makeUniqueName("Preview")
        return ["""
            @MainActor private func \(name)() -> WidgetPreview {
                WidgetPreview(\(raw: arguments.joined(separator: ", ")))
            }
            """]
    }
}
