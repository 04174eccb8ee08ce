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
/// expands to a registration type, whose static `record` the compiler places in a section
/// of its own (`vepreviews`), where `Preview.all` finds every preview linked into the
/// program:
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
///                 var body: some ViewEngine.View {
///                     ViewEngine.AnyView(__body())
///                 }
///                 @ViewEngine.ViewBuilder func __body() -> any ViewEngine.View {
///                     Button("+\(n)") { n += 1 }
///                 }
///             }
///             return __Previewable()
///         }
///     }
///     @section("vepreviews") @used
///     static let record: (Swift.UInt32, @convention(c) (Swift.UnsafeMutableRawPointer) -> Swift.Void) = …
/// }
/// ```
///
/// The arguments go to `Preview`'s initializer unchanged, so they mean what they meant
/// when the compiler checked them against the macro's declaration. `@Previewable`
/// variables become stored properties of a view made for the preview, so `@State` keeps
/// its value from one body evaluation to the next; the other statements become that
/// view's body, where the variables are its properties. Names from this package are not
/// qualified by its module (`-module-alias SwiftUI=ViewEngineMacros` forbids spelling it);
/// `_Preview` is the registry protocol's alias, so an app's own `Preview` type is no
/// obstacle.
public struct PreviewMacro: DeclarationMacro {
    /// The record's first word: the layout of the record, for the reader in `Preview.all`.
    static let recordTag = "0x5650_5231"

    /// The expansion is laid out here, the body as its author indented it.
    public static var formatMode: FormatMode { .disabled }

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
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let fileID = location?.file ?? ExprSyntax(literal: "")
        let line = location?.line ?? ExprSyntax(literal: 0)
        let column = location?.column ?? ExprSyntax(literal: 0)

        // The initializer's arguments: the macro's own, less a `body:` label moved out.
        let list = arguments.map { $0.with(\.trailingComma, nil).trimmedDescription }.joined(separator: ", ")
        let call = arguments.isEmpty ? "_Preview" : "_Preview(\(list))"
        let closure = try closure(of: body, indentation: "        ")

        // A static constant: the section's contents are written by the compiler, not at run
        // time, and a global would be a local variable in a file of top-level code.
        let record = [
            "static let record: (Swift.UInt32, @convention(c) (Swift.UnsafeMutableRawPointer) -> Swift.Void) = (\(recordTag), { slot in",
            "        slot.initializeMemory(as: (any _PreviewRegistry.Type).self, repeating: \(registry.text).self, count: 1)",
            "    })",
        ].joined(separator: "\n")
        return [
            """
            @MainActor struct \(registry): _PreviewRegistry {
                static let fileID = \(fileID)
                static let line = \(line)
                static let column = \(column)
                static func makePreview() -> _Preview {
                    \(raw: call) \(raw: closure)
                }
                #if canImport(Darwin)
                @section("__DATA_CONST,__vepreviews") @used
                \(raw: record)
                #else
                @section("vepreviews") @used
                \(raw: record)
                #endif
            }
            """,
        ]
    }

    /// The text of the preview's body, for a line indented by `indentation`: the closure as
    /// written, or with its `@Previewable` variables lifted into a view of their own.
    static func closure(of body: ClosureExprSyntax, indentation: String) throws -> String {
        var lifted: [VariableDeclSyntax] = []
        var rest: [CodeBlockItemSyntax] = []
        for item in body.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: \.isPreviewable) {
                lifted.append(variable.with(\.attributes, variable.attributes.filter { !$0.isPreviewable }))
            } else {
                rest.append(item)
            }
        }
        let signature = body.signature.map { " " + $0.trimmedDescription } ?? ""
        let inner = indentation + "    "
        guard !lifted.isEmpty else {
            return "{\(signature)\n\(reindented(body.statements.description, by: inner))\n\(indentation)}"
        }
        if let parameters = body.signature?.parameterClause {
            // The lifted view's body could not see the closure's parameters.
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: parameters, message: MacroMessage.error("'@Previewable' variables need a #Preview body without parameters")),
            ])
        }
        let member = inner + "    "
        let properties = lifted.map { reindented($0.description, by: member) + "\n" }.joined()
        return """
            {\(signature)
            \(inner)struct __Previewable: ViewEngine.View {
            \(properties)\(member)var body: some ViewEngine.View {
            \(member)    ViewEngine.AnyView(__body())
            \(member)}
            \(member)@ViewEngine.ViewBuilder func __body() -> any ViewEngine.View {
            \(reindented(rest.map(\.description).joined(), by: member + "    "))
            \(member)}
            \(inner)}
            \(inner)return __Previewable()
            \(indentation)}
            """
    }

    /// `code` without its blank first and last lines and the indentation its lines share,
    /// each line indented by `indentation` instead. Every line moves by the same amount, so
    /// a multi-line string literal keeps its value.
    static func reindented(_ code: String, by indentation: String) -> String {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map { $0.droppingTrailingSpaces }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        let shared = lines.filter { !$0.isEmpty }.map { $0.prefix(while: { $0 == " " || $0 == "\t" }).count }.min() ?? 0
        return lines.map { $0.isEmpty ? "" : indentation + $0.dropFirst(shared) }.joined(separator: "\n")
    }
}

extension Substring {
    /// The line without the spaces and tabs at its end.
    var droppingTrailingSpaces: Substring {
        var line = self
        while let last = line.last, last == " " || last == "\t" { line = line.dropLast() }
        return line
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
