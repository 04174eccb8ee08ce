/// What the check and the inventory read from one Swift file: its imports, the names it
/// declares and the names it uses. Collected from the file's syntax tree (`SwiftParser`) by
/// ``FactsCollector``; nothing of the tree is kept.
public struct FileFacts: Sendable {
    /// The file's path relative to its app folder.
    public var path: String
    /// Every `import`, in every `#if` branch.
    public var imports: [ImportFact] = []
    /// Type names it declares: types, type aliases, associated types, generic parameters.
    public var types: Set<String> = []
    /// Functions it declares (methods, free functions, macros), by base name.
    public var funcs: Set<String> = []
    /// Properties, locals, parameters, enum cases and names bound by patterns.
    public var values: Set<String> = []
    /// Static members and enum cases: what `.name` can reach with a contextual type.
    public var statics: Set<String> = []
    /// Names declared inside an `#if` block (maybe inactive on this platform).
    public var conditional: Set<String> = []
    /// Types declared at the top level (an `#if` at the top level included): two folders
    /// that declare the same one are two targets.
    public var toplevel: Set<String> = []
    /// Modules named by `canImport(...)` in the file's `#if` conditions.
    public var canImportModules: Set<String> = []
    /// Whether it has an `@main` type.
    public var hasMain = false
    /// The names it uses (see ``Use``).
    public var uses: [Use] = []
    /// SF Symbol names written as string literals where a symbol is named: the arguments
    /// labelled `systemName:` (`Image(systemName:)`, `UIImage(systemName:)`), `systemImage:`
    /// (`Label`, `Button`, `Tab`, `ContentUnavailableView`...) and `systemSymbolName:`
    /// (`NSImage`), every literal of the argument counted (both of `flag ? "a" : "b"`), in
    /// the file's order; literals with interpolation are not names.
    public var systemSymbols: [String] = []
    /// Symbol arguments (as for ``systemSymbols``) with no literal name: a variable, a
    /// property, an interpolated string.
    public var computedSystemSymbols = 0

    /// Empty facts for the file at `path`.
    public init(path: String) { self.path = path }

    /// Whether the file imports `module` (in any branch).
    public func importsModule(_ module: String) -> Bool { imports.contains { $0.module == module } }
}

/// One `import` of a file.
public struct ImportFact: Sendable, Equatable {
    /// The module's name (the first component of `import A.B`).
    public var module: String
    /// Its 1-based line.
    public var line: Int
    /// Whether it is `@testable`.
    public var testable: Bool
    /// The `#if` clauses around it, outermost first: it is compiled when each is the active
    /// clause of its `#if`.
    public var regions: [ConditionalRegion]

    /// Whether it sits inside an `#if` (the compiler decides).
    public var conditional: Bool { !regions.isEmpty }

    /// An import of `module` at `line`.
    public init(module: String, line: Int, testable: Bool = false, regions: [ConditionalRegion] = []) {
        self.module = module
        self.line = line
        self.testable = testable
        self.regions = regions
    }
}

/// One clause of an `#if`: the conditions of all its clauses (their source text, `nil` for
/// `#else`) and which of them holds the code in question.
public struct ConditionalRegion: Sendable, Hashable {
    /// The conditions of the `#if`'s clauses in order; `nil` for an `#else`.
    public var conditions: [String?]
    /// The index of the clause that holds the code.
    public var clause: Int

    /// The clause `clause` of an `#if` with `conditions`.
    public init(conditions: [String?], clause: Int) {
        self.conditions = conditions
        self.clause = clause
    }
}

/// One use of a name in a file: a candidate framework name, before the inventory decides
/// whose it is.
public struct Use: Sendable, Equatable {
    /// How the name is written.
    public enum Kind: String, Sendable {
        /// `Text`, `VStack` (a capitalised name, as a type or called).
        case type
        /// `withAnimation`, `print`: a lower-case name not after a dot.
        case free
        /// `@State`.
        case attribute
        /// `#Preview`.
        case macro
        /// `.padding()` on a value.
        case member
        /// `.leading`, with a contextual type.
        case implicit
        /// `Color.red`, `Font.Weight.bold`.
        case qualified
        /// `\.name` elsewhere than in an environment call.
        case keypath
        /// `\.dismiss` in `@Environment(...)`, `.environment(...)`.
        case envkey
    }

    /// How it is written.
    public var kind: Kind
    /// The name (the member's, for members).
    public var name: String
    /// The qualifier of a qualified member (`Color` in `Color.red`); empty otherwise.
    public var base: String
    /// Its 1-based line.
    public var line: Int
    /// Called: followed by an argument list or a trailing closure (or, for a type, generic
    /// arguments in an expression).
    public var call: Bool
    /// A member on the result of a call or closure: `...).name`, `}.name`.
    public var chained: Bool

    /// A use of `name`.
    public init(_ kind: Kind, _ name: String, base: String = "", line: Int, call: Bool = false, chained: Bool = false) {
        self.kind = kind
        self.name = name
        self.base = base
        self.line = line
        self.call = call
        self.chained = chained
    }
}
