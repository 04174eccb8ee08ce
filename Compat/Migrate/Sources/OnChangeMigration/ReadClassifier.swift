/// Decides, for each name an action reads, whether its value can differ between the
/// previous evaluation (whose closure the legacy API runs) and the current one (whose
/// closure the modern API runs).
///
/// - Parameters and locals of the action: not reads at all.
/// - Globals, type names, standard-library functions: read when the action runs, the
///   same either way.
/// - State that belongs to the view's identity (`@State`, `@StateObject`, `@FocusState`,
///   `@AppStorage`, `@SceneStorage`, `@GestureState`): read through either evaluation's
///   copy of the view, it is the current value. The same in a capture list only for
///   `@StateObject` (one instance per identity); a captured `@State` is a snapshot.
/// - Anything else of the view (`let`/`var` inputs, computed properties, methods,
///   `@Binding`, `@ObservedObject`, `@EnvironmentObject`, `@Environment`, `self`) and the
///   locals of the enclosing body (`ForEach` elements, `let`s in `body`): one evaluation
///   old before the migration, current after it.
struct ReadClassifier {
    let index: DeclarationIndex
    let context: EnclosingContext

    /// Free functions and values of the standard library an action commonly calls.
    static let standardLibrary: Set<String> = [
        "print", "debugPrint", "dump", "min", "max", "abs", "zip", "stride", "sequence", "swap",
        "assert", "assertionFailure", "precondition", "preconditionFailure", "fatalError", "type",
        "repeatElement", "numericCast", "withExtendedLifetime", "withAnimation", "withTransaction",
        "true", "false", "nil",
    ]

    /// A name whose value differs between the two evaluations, and why.
    struct Stale: Equatable {
        /// The name as the report shows it.
        let name: String
        /// What it is: "let label", "@Binding value", "captured local item", ...
        let what: String
    }

    /// The reads whose value may differ after the migration, in source order, each name once.
    func staleReads(_ reads: [Read]) -> [Stale] {
        var seen: Set<String> = []
        var stale: [Stale] = []
        for read in reads {
            guard let found = classify(read), seen.insert(found.name).inserted else { continue }
            stale.append(found)
        }
        return stale
    }

    /// nil when `read` is the same before and after the migration.
    func classify(_ read: Read) -> Stale? {
        if read.name == "self" {
            return Stale(name: "self", what: "self (the whole view value)")
        }
        if !read.viaSelf, context.capturedLocals.contains(read.name) {
            return Stale(name: read.name, what: "captured local \(read.name)")
        }
        let facts = context.typeName.flatMap { index.types[$0] }
        if let member = member(named: read.name, in: facts) {
            if member.isIdentityStorage {
                if !read.inCaptureList || member.wrapper == "StateObject" || member.wrapper == "Namespace" { return nil }
                return Stale(name: member.name, what: "\(member.describedKind), captured in the list (a snapshot)")
            }
            return Stale(name: member.name, what: member.describedKind)
        }
        if read.viaSelf {
            return Stale(name: "self.\(read.name)", what: "self.\(read.name), not declared in the input")
        }
        if read.name.first?.isUppercase == true || Self.standardLibrary.contains(read.name) || index.globals.contains(read.name) {
            return nil
        }
        // Neither a member nor a global we know of: if the enclosing type's declaration
        // is in the input, the name is a global or an import's; otherwise it may be a
        // member we cannot see.
        if let facts, facts.kind != nil || facts.name == "View" { return nil }
        if context.typeName == nil { return nil }
        return Stale(name: read.name, what: "\(read.name), unresolved (\(context.typeName!) is not declared in the input)")
    }

    /// The member `name` reads: `count` for `count`, `$count` and `_count`.
    private func member(named name: String, in facts: TypeFacts?) -> Member? {
        guard let facts else { return nil }
        if let member = facts.members[name] { return member }
        if name.hasPrefix("_"), let member = facts.members[String(name.dropFirst())], member.wrapper != nil {
            return member
        }
        return nil
    }
}
