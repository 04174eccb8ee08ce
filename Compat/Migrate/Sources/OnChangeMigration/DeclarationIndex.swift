/// What the tool knows about the declarations in the files it migrates: the types, their
/// instance members, and the top-level (global) names.
///
/// Built from every input file before any call is migrated, so that a view split over a
/// declaration and extensions in several files is known whole. Types are keyed by their
/// simple name; nested types of the same name in different places are merged.
struct DeclarationIndex {
    /// The types declared or extended in the input, by simple name.
    var types: [String: TypeFacts] = [:]
    /// Top-level functions, variables and constants of the input.
    var globals: Set<String> = []
    /// The first argument label of each top-level function (nil: unlabelled).
    var globalFunctionFirstLabels: [String: String?] = [:]

    /// The facts about `name`, creating an empty record the first time.
    mutating func withType(_ name: String, _ update: (inout TypeFacts) -> Void) {
        var facts = types[name] ?? TypeFacts(name: name)
        update(&facts)
        types[name] = facts
    }

    /// Whether `name` is a type of the input that is known not to be a view.
    func isKnownNonView(_ name: String) -> Bool {
        guard let facts = types[name], facts.kind != nil else { return false }
        return !facts.isView
    }

    /// Whether `name` is a value type (struct or enum) declared in the input.
    func isValueType(_ name: String) -> Bool {
        guard let kind = types[name]?.kind else { return false }
        return kind == .struct || kind == .enum
    }
}

/// One type of the input: its kind, whether it is a view, and its instance members.
struct TypeFacts {
    /// The kind of declaration that introduces a type.
    enum Kind: Equatable { case `struct`, `class`, `enum`, actor, `protocol` }

    let name: String
    /// nil until the type's own declaration (not an extension) has been seen.
    var kind: Kind?
    /// The names in its inheritance clauses (of the declaration and its extensions).
    var conformances: Set<String> = []
    /// Instance members, by name.
    var members: [String: Member] = [:]

    /// Conforms to `View` (or is `View` itself, for `extension View`).
    var isView: Bool { name == "View" || conformances.contains("View") }
    /// Conforms to `ViewModifier`.
    var isViewModifier: Bool { conformances.contains("ViewModifier") }
}
