import SwiftSyntax

/// Whether the receiver of an `onChange(of:)` call is a view, so that the call is the
/// view modifier and not a method of the same name on some other type.
struct ViewReceiver {
    let index: DeclarationIndex
    let context: EnclosingContext

    /// nil when `base` (nil: implicit `self`) is, or is taken to be, a view; otherwise why not.
    ///
    /// A chain that starts with a call (`Text("a").padding()`) is a view unless its root is
    /// a type of the input that is not one; a plain name must be `content` of a
    /// `ViewModifier`, `self` of a view, or a property whose declared type is a view.
    func whyNotAView(_ base: ExprSyntax?) -> String? {
        guard let base else { return selfIsAView ? nil : "onChange on self, and \(typeDescription) is not a view" }
        var root = base
        var sawCall = false
        while true {
            if let call = root.as(FunctionCallExprSyntax.self) {
                sawCall = true
                root = call.calledExpression
            } else if let member = root.as(MemberAccessExprSyntax.self), let inner = member.base {
                root = inner
            } else if let unwrap = root.as(ForceUnwrapExprSyntax.self) {
                root = unwrap.expression
            } else if let chain = root.as(OptionalChainingExprSyntax.self) {
                root = chain.expression
            } else {
                break
            }
        }
        guard let reference = root.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = Identifiers.plain(reference.baseName.text)
        if reference.baseName.tokenKind == .keyword(.self) {
            if base.is(DeclReferenceExprSyntax.self), !selfIsAView {
                return "onChange on self, and \(typeDescription) is not a view"
            }
            return nil
        }
        if name.first?.isUppercase == true {
            return index.isKnownNonView(name) ? "the receiver is a \(name), which is not a view" : nil
        }
        if sawCall { return nil }
        let receiver = base.trimmedDescription
        guard base.is(DeclReferenceExprSyntax.self) else { return "the receiver \(receiver) is not known to be a view" }
        if name == context.contentParameter { return nil }
        if !context.capturedLocals.contains(name),
           let typeName = context.typeName.flatMap({ index.types[$0]?.members[name]?.typeName }) {
            if index.types[typeName]?.isView == true || Self.looksLikeAView(typeName) { return nil }
            return "the receiver \(receiver) is a \(typeName), which is not a view"
        }
        return "the receiver \(receiver) is not known to be a view"
    }

    private var selfIsAView: Bool {
        guard let name = context.typeName else { return false }
        if name == "View" || index.types[name]?.isView == true { return true }
        // An extension of a type declared elsewhere (`extension Text`): judged by its name.
        return index.types[name]?.kind == nil && Self.looksLikeAView(name)
    }

    private var typeDescription: String { context.typeName ?? "the top level" }

    /// A type the input does not declare whose name says it is a view.
    private static func looksLikeAView(_ typeName: String) -> Bool {
        typeName.hasSuffix("View") || ["Text", "Button", "VStack", "HStack", "ZStack", "Group", "Form", "List",
                                       "TextField", "Toggle", "Color", "Label", "NavigationStack", "TabView"].contains(typeName)
    }
}
