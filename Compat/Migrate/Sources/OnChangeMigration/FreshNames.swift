import SwiftSyntax

/// Fresh identifiers that clash with nothing in a closure or around it.
struct FreshNames {
    private var taken: Set<String>

    init(avoiding closure: some SyntaxProtocol, and names: Set<String>) {
        taken = names
        for token in closure.tokens(viewMode: .sourceAccurate) {
            if case .identifier = token.tokenKind { taken.insert(Identifiers.plain(token.text)) }
        }
    }

    /// `base`, or `base2`, `base3`, ... the first that is free; then taken.
    mutating func make(_ base: String) -> String {
        var candidate = base
        var suffix = 2
        while taken.contains(candidate) {
            candidate = "\(base)\(suffix)"
            suffix += 1
        }
        taken.insert(candidate)
        return candidate
    }
}
