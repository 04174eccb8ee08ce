import SwiftSyntax

/// The parameter names a closure signature declares.
enum ClosureParameters {
    static func names(of signature: ClosureSignatureSyntax) -> Set<String> {
        switch signature.parameterClause {
        case .simpleInput(let list)?:
            return Set(list.map { Identifiers.plain($0.name.text) }).subtracting(["_"])
        case .parameterClause(let clause)?:
            return Set(clause.parameters.map { Identifiers.plain(($0.secondName ?? $0.firstName).text) }).subtracting(["_"])
        case nil:
            return []
        }
    }

    /// How many parameters the signature declares; nil when it declares none by name
    /// (the closure then takes as many as the `$n` it uses).
    static func count(of signature: ClosureSignatureSyntax?) -> Int? {
        switch signature?.parameterClause {
        case .simpleInput(let list)?: return list.count
        case .parameterClause(let clause)?: return clause.parameters.count
        case nil: return nil
        }
    }
}
