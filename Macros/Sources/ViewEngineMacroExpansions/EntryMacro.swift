import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Entry`: a property of `EnvironmentValues` (or `Transaction`, `ContainerValues`,
/// `FocusedValues`) backed by a key the macro declares.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
/// ```
///
/// expands, as SwiftUI's does, to accessors through the container's subscript and a
/// private key whose default value is the initializer, evaluated at each read of the
/// default (a computed `defaultValue`):
///
/// ```swift
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[__Key_accent.self] }
///         set { self[__Key_accent.self] = newValue }
///     }
///     private struct __Key_accent: ViewEngine.EnvironmentKey {
///         typealias Value = Color
///         static var defaultValue: Value { .blue }
///     }
/// }
/// ```
///
/// An optional type without an initializer defaults to `nil`. Without a type annotation
/// (`@Entry var isCompact = false`), the key's `defaultValue` is declared with the
/// initializer and `@_EntryDefaultValue` makes it computed, so its type is inferred as the
/// property's is. A `FocusedValues` entry is optional and has no default: its key's
/// `Value` is the wrapped type, as `FocusedValueKey` requires.
public struct EntryMacro: AccessorMacro, PeerMacro {
    /// The structure the entry extends, and the protocol of its keys.
    enum Container: String {
        case environment = "EnvironmentValues"
        case transaction = "Transaction"
        case container = "ContainerValues"
        case focused = "FocusedValues"

        var keyProtocol: String {
            switch self {
            case .environment: "ViewEngine.EnvironmentKey"
            case .transaction: "ViewEngine.TransactionKey"
            case .container: "ViewEngine.ContainerValueKey"
            case .focused: "ViewEngine.FocusedValueKey"
            }
        }
    }

    /// What the macro needs of the variable.
    struct Entry {
        var container: Container
        var name: TokenSyntax
        var type: TypeSyntax?
        var initializer: ExprSyntax?

        var keyName: TokenSyntax { .identifier("__Key_\(name.text)") }

        /// The wrapped type, when `type` is optional.
        var wrappedType: TypeSyntax? {
            guard let type else { return nil }
            if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType }
            if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return optional.wrappedType }
            if let named = type.as(IdentifierTypeSyntax.self), named.name.text == "Optional",
               let arguments = named.genericArgumentClause?.arguments, arguments.count == 1,
               case .type(let wrapped) = arguments.first!.argument {
                return wrapped
            }
            return nil
        }
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let entry = try entry(of: declaration, attribute: node, in: context)
        return [
            "get { self[\(entry.keyName).self] }",
            "set { self[\(entry.keyName).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        // The accessor expansion reports what is wrong; reporting it here too would say it twice.
        guard let entry = try? entry(of: declaration, attribute: node, in: context) else { return [] }
        let key = entry.keyName
        let conformance = entry.container.keyProtocol
        if entry.container == .focused {
            return ["private struct \(key): \(raw: conformance) { typealias Value = \(entry.wrappedType!) }"]
        }
        switch (entry.type, entry.initializer) {
        case (let type?, let initializer?):
            return [
                """
                private struct \(key): \(raw: conformance) {
                    typealias Value = \(type)
                    static var defaultValue: Value { \(initializer) }
                }
                """,
            ]
        case (let type?, nil):
            return [
                """
                private struct \(key): \(raw: conformance) {
                    typealias Value = \(type)
                    static var defaultValue: Value { nil }
                }
                """,
            ]
        case (nil, let initializer?):
            return [
                """
                private struct \(key): \(raw: conformance) {
                    @_EntryDefaultValue static var defaultValue = \(initializer)
                }
                """,
            ]
        case (nil, nil):
            return []   // `entry(of:)` has thrown: not an entry
        }
    }

    /// The entry `declaration` declares, or the diagnostics that say why it declares none.
    static func entry(
        of declaration: some DeclSyntaxProtocol, attribute: AttributeSyntax, in context: some MacroExpansionContext
    ) throws -> Entry {
        func failure(_ message: String, at node: some SyntaxProtocol) -> DiagnosticsError {
            DiagnosticsError(diagnostics: [Diagnostic(node: node, message: MacroMessage.error(message))])
        }
        let containers = "an extension of EnvironmentValues, Transaction, ContainerValues or FocusedValues"
        guard let extended = context.lexicalContext.first?.as(ExtensionDeclSyntax.self)?.extendedType,
              let container = Container(rawValue: extended.lastName) else {
            throw failure("'@Entry' declares a property in \(containers)", at: attribute)
        }
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var) else {
            throw failure("'@Entry' declares a 'var'", at: declaration)
        }
        if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) {
            throw failure("'@Entry' declares an instance property", at: variable.modifiers)
        }
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else {
            throw failure("'@Entry' declares one property, named by an identifier", at: variable.bindings)
        }
        if let accessors = binding.accessorBlock {
            throw failure("'@Entry' writes the accessors of the property; remove these", at: accessors)
        }
        let entry = Entry(
            container: container, name: name.trimmed, type: binding.typeAnnotation?.type.trimmed,
            initializer: binding.initializer?.value.trimmed
        )
        if container == .focused {
            guard entry.wrappedType != nil else {
                throw failure("a FocusedValues entry has an optional type (its value is nil where no view sets it)", at: binding)
            }
            if let value = binding.initializer?.value, !value.is(NilLiteralExprSyntax.self) {
                throw failure("a FocusedValues entry has no default value (it is nil where no view sets it)", at: value)
            }
            return entry
        }
        if entry.initializer == nil && entry.wrappedType == nil {
            throw failure("'@Entry' needs a default value (an initializer), unless the type is optional", at: binding)
        }
        return entry
    }
}

/// `@_EntryDefaultValue`: makes a key's `static var defaultValue = expression`, which an
/// untyped `@Entry` declares, computed: a getter that evaluates the initializer, whose type
/// the compiler infers as for any initialized variable.
public struct EntryDefaultValueMacro: AccessorMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let binding = declaration.as(VariableDeclSyntax.self)?.bindings.first, let value = binding.initializer?.value else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: node, message: MacroMessage.error("'@_EntryDefaultValue' makes an initialized variable computed")),
            ])
        }
        return ["get { \(value.trimmed) }"]
    }
}

extension TypeSyntax {
    /// The last component of the type's name: `EnvironmentValues` for `SwiftUI.EnvironmentValues`.
    var lastName: String {
        if let member = self.as(MemberTypeSyntax.self) { return member.name.text }
        if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        return trimmedDescription
    }
}
