import SwiftSyntax

/// The `ObservableObject` forms of change observation (Rules R15), and what the migration
/// does with them.
///
/// - `onChange(of: model.field)` on a `@StateObject`, `@ObservedObject` or
///   `@EnvironmentObject` model: the object invalidates the whole view, so the call is
///   re-compared whenever any `@Published` property changes, and fires only when `field`
///   differs: the same with both APIs. It is migrated like any other call; the report
///   says so.
/// - `onReceive(model.$field)` and `onReceive(model.objectWillChange)`: not an
///   `onChange`. The publisher sends before the value changes and for equal values too,
///   whether or not the view re-evaluates; `onChange(of: model.field)` runs after a
///   re-evaluation and only for a different value. No rewrite keeps that: left alone.
enum DataFlowForms {
    /// The decision for an `onReceive` call, or nil when it is not a data-flow form.
    static func onReceive(_ call: FunctionCallExprSyntax, at position: AbsolutePosition) -> CallDecision? {
        guard let publisher = call.arguments.first?.expression, call.arguments.first?.label == nil,
              let member = publisher.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        let reason: String
        if name.hasPrefix("$") {
            let field = String(name.dropFirst())
            let model = member.base?.trimmedDescription ?? ""
            let observed = model.isEmpty ? field : "\(model).\(field)"
            reason = "R15: \(publisher.trimmedDescription) sends before \(field) changes and for equal values too; onChange(of: \(observed)) runs after the view re-evaluates and only for a different value, so no rewrite keeps behaviour"
        } else if name == "objectWillChange" {
            reason = "R15: objectWillChange sends before any @Published property changes; no onChange observes that"
        } else {
            return nil
        }
        return CallDecision(position: position, call: "onReceive(\(publisher.trimmedDescription))",
                            verdict: .skipped, reason: reason, names: [], edits: [])
    }

    /// A note for `onChange(of: model.field)` where `model` wraps an `ObservableObject`.
    static func observedObjectNote(_ observed: ExprSyntax, index: DeclarationIndex, context: EnclosingContext) -> String {
        let text = ActionAnalysis.normalized(observed)
        guard let root = text.split(separator: ".").first.map(String.init), text.contains("."),
              let member = context.typeName.flatMap({ index.types[$0]?.members[root] }),
              let wrapper = member.wrapper, Member.observableObjectWrappers.contains(wrapper) else { return "" }
        return "; R15: \(text) of @\(wrapper) \(root) is compared whenever the object publishes, the same with both APIs"
    }
}
