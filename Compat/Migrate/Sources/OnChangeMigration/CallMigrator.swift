import SwiftSyntax

/// What the tool decided for one call: the outcome's parts and the edits (empty unless
/// rewritten).
struct CallDecision {
    let position: AbsolutePosition
    let call: String
    let verdict: CallOutcome.Verdict
    let reason: String
    let names: [String]
    let edits: [TextEdit]
}

/// Recognises the legacy `onChange(of:perform:)` in its three spellings (trailing
/// closure, `perform:` closure, `perform:` function reference), decides whether the
/// rewrite keeps behaviour, and makes its edits. Also recognises the modern calls and the
/// data-flow `onReceive` forms, to say why it leaves them.
struct CallMigrator {
    let index: DeclarationIndex
    let options: MigrationOptions

    /// nil when `call` is neither a view's `onChange(of:)` nor a data-flow `onReceive`.
    func decide(_ call: FunctionCallExprSyntax) -> CallDecision? {
        guard let (base, name) = Self.callee(of: call) else { return nil }
        if name.text == "onReceive" { return DataFlowForms.onReceive(call, at: name.positionAfterSkippingLeadingTrivia) }
        guard name.text == "onChange" else { return nil }
        let arguments = Array(call.arguments)
        guard let observed = arguments.first, observed.label?.text == "of" else { return nil }
        let labels = arguments.dropFirst().map { $0.label?.text }
        let context = EnclosingContext.of(Syntax(call))
        let position = name.positionAfterSkippingLeadingTrivia
        let shown = "onChange(of: \(observed.expression.trimmedDescription)\(labels == ["perform"] ? ", perform:" : ""))"
        func decision(_ verdict: CallOutcome.Verdict, _ reason: String, names: [String] = [], edits: [TextEdit] = []) -> CallDecision {
            CallDecision(position: position, call: shown, verdict: verdict, reason: reason, names: names, edits: edits)
        }

        if let notAView = ViewReceiver(index: index, context: context).whyNotAView(base) {
            return decision(.skipped, "not a view's onChange: \(notAView)")
        }
        if labels.contains("initial") { return decision(.skipped, "already modern (initial:)") }

        let action: LegacyAction
        if labels.isEmpty, let closure = call.trailingClosure, call.additionalTrailingClosures.isEmpty {
            let arity = ClosureParameters.count(of: closure.signature) ?? AnonymousParameters.arity(of: closure)
            guard arity == 1 else {
                return decision(.skipped, "already modern (a \(arity == 0 ? "zero" : "two")-parameter action)")
            }
            action = .trailingClosure(closure)
        } else if labels == ["perform"], call.trailingClosure == nil {
            let expression = arguments[1].expression
            if let closure = expression.as(ClosureExprSyntax.self) {
                action = .performClosure(closure)
            } else if FunctionReference.isReference(expression) {
                action = .performReference(expression)
            } else {
                return decision(.skipped, "perform: is an expression, not a closure or a function reference; rewrite it by hand")
            }
        } else {
            return nil   // other labels: another API named onChange
        }

        let analysis = ActionAnalysis(index: index, context: context, observed: observed.expression)
        let plan = analysis.plan(for: action, in: call)
        let r15 = DataFlowForms.observedObjectNote(observed.expression, index: index, context: context)
        if plan.stale.isEmpty {
            return decision(.rewritten, plan.pattern + r15, edits: plan.edits)
        }
        let names = plan.stale.map(\.name)
        let what = plan.stale.map(\.what).joined(separator: ", ")
        if options.acceptCurrentCaptures {
            return decision(.rewritten, "\(plan.pattern); accepted: now reads \(what) as of the current evaluation\(r15)",
                            names: names, edits: plan.edits)
        }
        return decision(.needsReview,
                        "reads \(what): one evaluation old before migrating, current after (MIGRATION.md); --accept-current-captures rewrites it\(r15)",
                        names: names)
    }

    /// The receiver (nil: implicit self) and the called name of `base.name(...)` or `name(...)`.
    static func callee(of call: FunctionCallExprSyntax) -> (ExprSyntax?, TokenSyntax)? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            guard member.base != nil else { return nil }   // `.onChange(...)`: an implicit member
            return (member.base, member.declName.baseName)
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return (nil, reference.baseName)
        }
        return nil
    }
}

/// The action of a legacy call, in the spelling the source uses.
enum LegacyAction {
    /// `.onChange(of: x) { newValue in ... }`
    case trailingClosure(ClosureExprSyntax)
    /// `.onChange(of: x, perform: { newValue in ... })`
    case performClosure(ClosureExprSyntax)
    /// `.onChange(of: x, perform: handler)`
    case performReference(ExprSyntax)
}
