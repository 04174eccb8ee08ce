import SwiftSyntax

/// The edits that turn a legacy action closure's signature into a modern one: the old
/// value's parameter in front of the new value's, and the capture that held the old
/// value removed from the capture list.
///
/// ```
/// { newValue in          →  { _, newValue in
/// { [t] newValue in      →  { t, newValue in
/// { [old = t, y] v in    →  { [y] old, v in
/// { (v: Int) in          →  { (_: Int, v: Int) in
/// { print($0) }          →  { print($1) }
/// { [t] in print($0) }   →  { t, newValue in print(newValue) }
/// ```
enum SignatureEdits {
    static func edits(
        for closure: ClosureExprSyntax, oldName: String, removing capture: ClosureCaptureSyntax?, freshNames: inout FreshNames
    ) -> [TextEdit] {
        let signature = closure.signature
        switch signature?.parameterClause {
        case .simpleInput(let list)?:
            let first = list.first!.positionAfterSkippingLeadingTrivia.utf8Offset
            return insert("\(oldName), ", at: first, removing: capture, from: signature!)
        case .parameterClause(let clause)?:
            let parameter = clause.parameters.first!
            let type = parameter.type.map { ": \($0.trimmedDescription)" } ?? ""
            let afterParen = clause.leftParen.endPositionBeforeTrailingTrivia.utf8Offset
            var edits = [TextEdit(start: afterParen, end: afterParen, text: "\(oldName)\(type), ")]
            if let capture { edits += removal(of: capture, in: signature!, upTo: clause.positionAfterSkippingLeadingTrivia.utf8Offset) }
            return edits
        case nil:
            let uses = AnonymousParameters.uses(in: closure)
            guard let capture, let signature else {
                // `$0` → `$1`: the closure now takes two parameters and uses the second.
                return uses.map { replace($0, with: "$1") }
            }
            let newName = freshNames.make("newValue")
            let inKeyword = signature.inKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
            return uses.map { replace($0, with: newName) }
                + insert("\(oldName), \(newName) ", at: inKeyword, removing: capture, from: signature)
        }
    }

    /// Inserts `text` at `offset`, which is where the parameters (or `in`) start; removes
    /// `capture` from the capture list before it.
    private static func insert(
        _ text: String, at offset: Int, removing capture: ClosureCaptureSyntax?, from signature: ClosureSignatureSyntax
    ) -> [TextEdit] {
        guard let capture else { return [TextEdit(start: offset, end: offset, text: text)] }
        if signature.capture?.items.count == 1 {
            // `[t] newValue in` → `t, newValue in`: the clause and its spacing go.
            let clauseStart = signature.capture!.positionAfterSkippingLeadingTrivia.utf8Offset
            return [TextEdit(start: clauseStart, end: offset, text: text)]
        }
        return removal(of: capture, in: signature, upTo: offset) + [TextEdit(start: offset, end: offset, text: text)]
    }

    /// Removes one capture (with its comma) or, if it is the only one, the whole clause up
    /// to `end` (where the next part of the signature starts).
    private static func removal(of capture: ClosureCaptureSyntax, in signature: ClosureSignatureSyntax, upTo end: Int) -> [TextEdit] {
        guard let clause = signature.capture else { return [] }
        let items = Array(clause.items)
        if items.count == 1 {
            return [TextEdit(start: clause.positionAfterSkippingLeadingTrivia.utf8Offset, end: end, text: "")]
        }
        guard let index = items.firstIndex(where: { $0.id == capture.id }) else { return [] }
        if index + 1 < items.count {
            // `old = t, y` → `y`
            return [TextEdit(start: capture.positionAfterSkippingLeadingTrivia.utf8Offset,
                             end: items[index + 1].positionAfterSkippingLeadingTrivia.utf8Offset, text: "")]
        }
        // `y, t` → `y`
        let previousComma = items[index - 1].trailingComma!
        return [TextEdit(start: previousComma.positionAfterSkippingLeadingTrivia.utf8Offset,
                         end: capture.endPositionBeforeTrailingTrivia.utf8Offset, text: "")]
    }

    private static func replace(_ token: TokenSyntax, with text: String) -> TextEdit {
        TextEdit(start: token.positionAfterSkippingLeadingTrivia.utf8Offset,
                 end: token.endPositionBeforeTrailingTrivia.utf8Offset, text: text)
    }
}
