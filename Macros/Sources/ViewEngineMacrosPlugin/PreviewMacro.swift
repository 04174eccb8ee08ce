import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview`: a preview that a program can list and mount.
///
/// ```swift
/// #Preview("Counter", traits: .sizeThatFitsLayout) {
///     @Previewable @State var n = 0
///     Button("+\(n)") { n += 1 }
/// }
/// ```
///
/// expands to a registration type and a record that points at it:
///
/// ```swift
/// @MainActor struct $s…PreviewfMu_: _PreviewRegistry {
///     static let fileID = "App/Counter.swift"
///     static let line = 1
///     static let column = 1
///     static func makePreview() -> _Preview {
///         _Preview("Counter", traits: .sizeThatFitsLayout) {
///             struct __Previewable: ViewEngine.View {
///                 @State var n = 0
///                 var body: some ViewEngine.View { ViewEngine.AnyView(__body()) }
///                 @ViewEngine.ViewBuilder func __body() -> any ViewEngine.View {
///                     Button("+\(n)") { n += 1 }
///                 }
///             }
///             return __Previewable()
///         }
///     }
/// }
/// @section("vepreviews") @used
/// let $s…recordfMu_: (Swift.UInt32, @convention(c) (Swift.UnsafeMutableRawPointer) -> Swift.Void) = …
/// ```
///
/// The arguments go to `Preview`'s initializer unchanged, so they mean what they meant
/// when the compiler checked them against the macro's declaration. The record is placed in
/// a section of its own, where `Preview.all` finds every preview linked into the program
/// (SwiftUI's canvas finds its registries the same way, by the types' metadata).
/// `@Previewable` variables become stored properties of a view made for the preview, so
/// `@State` keeps its value from one body evaluation to the next; the other statements
/// become that view's body, where the variables are its properties.
public struct PreviewMacro: DeclarationMacro {
    /// The record's first word: the layout of the record, for the reader in `Preview.all`.
    static let recordTag = "0x5650_5231"

    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard context.lexicalContext.isEmpty else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: node, message: MacroMessage.error("'#Preview' declares a preview at file scope, not inside a declaration")),
            ])
        }
        var arguments = node.arguments
        let body: ClosureExprSyntax
        if let trailing = node.trailingClosure {
            body = trailing
        } else if let index = arguments.firstIndex(where: { $0.label?.text == "body" }),
                  let closure = arguments[index].expression.as(ClosureExprSyntax.self) {
            body = closure
            arguments.remove(at: index)
        } else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: node, message: MacroMessage.error("'#Preview' needs a body: a closure that returns the view to preview")),
            ])
        }
        if let extra = node.additionalTrailingClosures.first {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: extra, message: MacroMessage.error("'#Preview' takes one closure, its body; the engine has no preview cameras")),
            ])
        }

        let registry = context.makeUniqueName("Preview")
        let record = context.makeUniqueName("record")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let fileID = location?.file ?? ExprSyntax(literal: "")
        let line = location?.line ?? ExprSyntax(literal: 0)
        let column = location?.column ?? ExprSyntax(literal: 0)

        // The initializer's arguments: the macro's own, less a `body:` label moved out.
        let list = LabeledExprListSyntax(arguments.enumerated().map { index, argument in
            argument.with(\.trailingComma, index == arguments.count - 1 ? nil : .commaToken(trailingTrivia: .space))
        })
        let call = arguments.isEmpty ? "_Preview" : "_Preview(\(list))"
        let closure = try liftingPreviewables(in: body)

        let registration: DeclSyntax = """
            @MainActor struct \(registry): _PreviewRegistry {
                static let fileID = \(fileID)
                static let line = \(line)
                static let column = \(column)
                static func makePreview() -> _Preview {
                    \(raw: call) \(closure)
                }
            }
            """
        let recordType = "(Swift.UInt32, @convention(c) (Swift.UnsafeMutableRawPointer) -> Swift.Void)"
        let recordValue = "(\(recordTag), { $0.initializeMemory(as: (any _PreviewRegistry.Type).self, repeating: \(registry.text).self, count: 1) })"
        let records: DeclSyntax = """
            #if canImport(Darwin)
            @section("__DATA_CONST,__vepreviews") @used
            let \(record): \(raw: recordType) = \(raw: recordValue)
            #else
            @section("vepreviews") @used
            let \(record): \(raw: recordType) = \(raw: recordValue)
            #endif
            """
        return [registration, records]
    }

    /// The body with its `@Previewable` variables lifted into a view of their own, or the
    /// body as written when it has none.
    static func liftingPreviewables(in body: ClosureExprSyntax) throws -> ClosureExprSyntax {
        var lifted: [VariableDeclSyntax] = []
        var rest: [CodeBlockItemSyntax] = []
        for item in body.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: \.isPreviewable) {
                lifted.append(variable.with(\.attributes, variable.attributes.filter { !$0.isPreviewable }).trimmed)
            } else {
                rest.append(item)
            }
        }
        guard !lifted.isEmpty else { return body }
        if let parameters = body.signature?.parameterClause {
            // The lifted view's body could not see the closure's parameters.
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: parameters, message: MacroMessage.error("'@Previewable' variables need a #Preview body without parameters")),
            ])
        }

        let properties = lifted.map { "    \($0.description)\n" }.joined()
        let statements = CodeBlockItemListSyntax(rest.map { $0.trimmed.with(\.leadingTrivia, .newline) })
        let wrapper: DeclSyntax = """
            struct __Previewable: ViewEngine.View {
            \(raw: properties)    var body: some ViewEngine.View {
                    ViewEngine.AnyView(__body())
                }
                @ViewEngine.ViewBuilder func __body() -> any ViewEngine.View {\(statements)
                }
            }
            """
        return ClosureExprSyntax {
            CodeBlockItemSyntax(item: .decl(wrapper))
            CodeBlockItemSyntax(item: .stmt(StmtSyntax("return __Previewable()")))
        }
    }
}

extension AttributeListSyntax.Element {
    /// Whether this is `@Previewable` (or `@ViewEngineMacros.Previewable`).
    var isPreviewable: Bool {
        guard case .attribute(let attribute) = self else { return false }
        let name = attribute.attributeName.trimmedDescription
        return name == "Previewable" || name.hasSuffix(".Previewable")
    }
}
