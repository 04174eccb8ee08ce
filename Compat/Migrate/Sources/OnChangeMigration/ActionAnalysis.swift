import SwiftSyntax

/// Reads a legacy action: which capture holds the old value, which names it reads whose
/// value the migration changes, and the edits of its rewrite.
struct ActionAnalysis {
    let index: DeclarationIndex
    let context: EnclosingContext
    /// The `of:` expression.
    let observed: ExprSyntax

    /// The rewrite of one action and what it would change.
    struct Plan {
        /// The pattern recognised, as the report says it.
        var pattern: String
        /// The names whose value differs after the rewrite; empty: it keeps behaviour.
        var stale: [ReadClassifier.Stale]
        /// The rewrite.
        var edits: [TextEdit]
    }

    private var classifier: ReadClassifier { ReadClassifier(index: index, context: context) }

    func plan(for action: LegacyAction, in call: FunctionCallExprSyntax) -> Plan {
        switch action {
        case .trailingClosure(let closure):
            return plan(for: closure)
        case .performClosure(let closure):
            var plan = plan(for: closure)
            plan.pattern = "perform: closure made trailing; " + plan.pattern
            plan.edits += Self.performToTrailing(call, closure: closure)
            return plan
        case .performReference(let reference):
            return plan(forReference: reference, in: call)
        }
    }

    /// A closure action: captures, reads, signature.
    private func plan(for closure: ClosureExprSyntax) -> Plan {
        let observedText = Self.normalized(observed)
        var freshNames = FreshNames(avoiding: closure, and: context.capturedLocals.union(memberNames))
        var oldName = "_"
        var oldCapture: ClosureCaptureSyntax?
        var pathEdits: [TextEdit] = []
        var pattern = "new value only"
        var notes: [String] = []
        var otherCaptures: [ClosureCaptureSyntax] = []

        for item in closure.signature?.capture?.items ?? [] {
            let name = Identifiers.plain(item.name.text)
            guard oldCapture == nil, item.specifier == nil else { otherCaptures.append(item); continue }
            if let initializer = item.initializer, Self.normalized(initializer.value) == observedText {
                (oldName, oldCapture) = (name, item)
                pattern = "capture list [\(item.trimmedDescription)] becomes the old value \(name)"
            } else if item.initializer == nil, name == observedText {
                (oldName, oldCapture) = (name, item)
                pattern = "capture list [\(name)] becomes the old value \(name)"
            } else if item.initializer == nil, observedText.hasPrefix(name + "."),
                      let path = pathRewrite(root: name, observedText: observedText, in: closure, freshNames: &freshNames, notes: &notes) {
                (oldName, oldCapture, pathEdits) = (path.oldName, item, path.edits)
                pattern = "capture list [\(name)] of \(observedText): \(observedText) becomes the old value \(path.oldName)"
            } else {
                otherCaptures.append(item)
            }
        }

        var reads: [Read] = []
        for item in otherCaptures {
            if let initializer = item.initializer {
                reads += ReadCollector.reads(in: initializer.value)
            } else {
                let name = item.name.tokenKind == .keyword(.self) ? "self" : Identifiers.plain(item.name.text)
                reads.append(Read(name: name, viaSelf: false, inCaptureList: true, position: item.positionAfterSkippingLeadingTrivia))
                if let member = memberFacts(name), member.wrapper == "StateObject" {
                    notes.append("[\(name)] holds the @StateObject, the same instance in every evaluation: \(name)'s properties read as of now before and after, so it stays a capture (it is not the old value)")
                }
            }
        }
        var bound = closure.signature.map(ClosureParameters.names(of:)) ?? []
        for item in closure.signature?.capture?.items ?? [] { bound.insert(Identifiers.plain(item.name.text)) }
        reads += ReadCollector.reads(inBodyOf: closure, bound: bound)

        let edits = SignatureEdits.edits(for: closure, oldName: oldName, removing: oldCapture, freshNames: &freshNames) + pathEdits
        return Plan(pattern: ([pattern] + notes).joined(separator: "; "), stale: classifier.staleReads(reads), edits: edits)
    }

    /// `[data]` with `of: data.t`, when exact: the new parameter's name and the edits that
    /// put it where the action reads `data.t`.
    private func pathRewrite(
        root: String, observedText: String, in closure: ClosureExprSyntax, freshNames: inout FreshNames, notes: inout [String]
    ) -> (oldName: String, edits: [TextEdit])? {
        let path = observedText.split(separator: ".").map(String.init)
        guard path.allSatisfy(Self.isIdentifier) else { return nil }
        guard !context.capturedLocals.contains(root), let member = memberFacts(root) else { return nil }
        guard let typeName = member.typeName, index.isValueType(typeName),
              member.wrapper.map({ !Member.observableObjectWrappers.contains($0) }) ?? true else {
            if member.wrapper.map(Member.observableObjectWrappers.contains) != true {
                notes.append("[\(root)] is not known to be a value (a class is not copied by a capture), so \(observedText) in it is not the old value")
            }
            return nil
        }
        guard let uses = ObservedValuePath.uses(of: root, path: path, in: closure) else {
            notes.append("the action reads more of [\(root)] than \(observedText)")
            return nil
        }
        let last = path.last!
        let oldName = freshNames.make("old" + last.prefix(1).uppercased() + last.dropFirst())
        let edits = uses.map {
            TextEdit(start: $0.positionAfterSkippingLeadingTrivia.utf8Offset, end: $0.endPositionBeforeTrailingTrivia.utf8Offset, text: oldName)
        }
        return (oldName, edits)
    }

    /// `perform: handler` → a trailing closure that calls it.
    private func plan(forReference reference: ExprSyntax, in call: FunctionCallExprSyntax) -> Plan {
        let stale = classifier.staleReads(ReadCollector.reads(in: reference))
        let parameter = reference.trimmedDescription.contains("newValue") ? "value" : "newValue"
        let invocation = FunctionReference.invocation(of: reference, argument: parameter, index: index,
                                                      members: context.typeName.flatMap { index.types[$0]?.members } ?? [:])
        let observedArgument = call.arguments.first!
        let start = observedArgument.expression.endPositionBeforeTrailingTrivia.utf8Offset
        let end = call.rightParen!.endPositionBeforeTrailingTrivia.utf8Offset
        let edit = TextEdit(start: start, end: end, text: ") { _, \(parameter) in \(invocation) }")
        return Plan(pattern: "function reference \(reference.trimmedDescription) called from a modern action", stale: stale, edits: [edit])
    }

    /// `.onChange(of: x, perform: { ... })` → `.onChange(of: x) { ... }`.
    private static func performToTrailing(_ call: FunctionCallExprSyntax, closure: ClosureExprSyntax) -> [TextEdit] {
        let observedArgument = call.arguments.first!
        let afterObserved = observedArgument.expression.endPositionBeforeTrailingTrivia.utf8Offset
        let closureEnd = closure.endPositionBeforeTrailingTrivia.utf8Offset
        return [
            TextEdit(start: afterObserved, end: closure.positionAfterSkippingLeadingTrivia.utf8Offset, text: ") "),
            TextEdit(start: closureEnd, end: call.rightParen!.endPositionBeforeTrailingTrivia.utf8Offset, text: ""),
        ]
    }

    private var memberNames: Set<String> {
        Set(context.typeName.flatMap { index.types[$0]?.members.keys.map { $0 } } ?? [])
    }

    private func memberFacts(_ name: String) -> Member? {
        context.typeName.flatMap { index.types[$0]?.members[name] }
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// `self.data . t` → `data.t`: the spelling two expressions are compared by.
    static func normalized(_ expression: ExprSyntax) -> String {
        var text = expression.trimmedDescription.filter { !$0.isWhitespace }
        if text.hasPrefix("self.") { text.removeFirst(5) }
        return text
    }
}
