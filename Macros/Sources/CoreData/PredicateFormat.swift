import Foundation

extension NSPredicate {
    /// A predicate from Apple's predicate format: comparisons (`==`, `!=`, `<`, `<=`, `>`,
    /// `>=`, `BETWEEN`), string operators with `[c]` (case-insensitive) and `[d]`
    /// (diacritic-insensitive) options (`CONTAINS`, `BEGINSWITH`, `ENDSWITH`, `LIKE`,
    /// `MATCHES`), `IN`, `ANY`/`ALL`/`NONE` over to-many relationships, `@count`, `AND`,
    /// `OR`, `NOT`, parentheses, `TRUEPREDICATE` and `FALSEPREDICATE`; `%@` (a value),
    /// `%K` (a key path), `%d`, `%i`, `%f` arguments.
    ///
    /// ```swift
    /// NSPredicate(format: "%K == %@", "author", "Le Guin")
    /// NSPredicate(format: "title CONTAINS[cd] %@ AND rating >= 3", "dune")
    /// ```
    ///
    /// swift-corelibs-foundation has no predicate language; this one evaluates over Core
    /// Data's objects (their values by name) and over dictionaries. A format that does not
    /// parse makes a predicate that a fetch refuses, with Apple's words:
    /// `Unable to parse the format string "title ==="`.
    public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// A predicate from a format and its arguments as an array.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let parsed = Result {
            var parser = PredicateParser(predicateFormat, arguments: arguments ?? [])
            return try parser.parse()
        }
        let evaluator = FormatPredicate(format: predicateFormat, parsed: parsed)
        self.init { object, _ in evaluator.evaluate(object) }
    }
}

/// A parsed format predicate and its evaluation.
///
/// Invariant (`@unchecked Sendable`, needed because the parsed tree holds the app's
/// arguments as `Any`): immutable after `init`, both stored properties are `let`s, and
/// evaluating only reads the tree (`PredicateNode` and its expressions are enums and
/// structs, with no reference of their own).
final class FormatPredicate: @unchecked Sendable {
    let format: String
    let parsed: Result<PredicateNode, any Error>

    init(format: String, parsed: Result<PredicateNode, any Error>) {
        self.format = format
        self.parsed = parsed
    }

    /// Whether `object` matches; an error (a format that did not parse, a key the object
    /// does not have) goes to the fetch that evaluates (``PredicateErrors``), and the object
    /// does not match.
    func evaluate(_ object: Any?) -> Bool {
        do {
            return try parsed.get().evaluate(object)
        } catch {
            PredicateErrors.report(error)
            return false
        }
    }
}

/// Where a fetch hears why its predicate could not be evaluated.
enum PredicateErrors {
    /// The errors of the evaluation in progress.
    ///
    /// Invariant (`@unchecked Sendable`, needed to be a task-local value): `first` is read
    /// and written only on the thread of the ``collecting(_:)`` call that made it: by
    /// ``report(_:)`` during its synchronous `body` (which starts no task), then by it.
    final class Sink: @unchecked Sendable {
        var first: (any Error)?
    }
    @TaskLocal static var sink: Sink?

    static func report(_ error: any Error) {
        if let sink, sink.first == nil { sink.first = error }
    }

    /// Runs `body` and throws the first error a predicate reported in it.
    static func collecting<T>(_ body: () throws -> T) throws -> T {
        let sink = Sink()
        let result = try $sink.withValue(sink) { try body() }
        if let error = sink.first { throw error }
        return result
    }
}
