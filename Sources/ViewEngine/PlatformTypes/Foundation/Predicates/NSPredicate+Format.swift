// `NSPredicate(format:)`, which swift-corelibs-foundation declares and traps in: Apple's
// predicate format language, parsed (PredicateParser.swift) and evaluated
// (PredicateEvaluation.swift) here. Declared in `ViewEngine`, which imports Foundation, the
// initializers shadow corelibs' wherever the engine is imported: in an app's files, in
// Core Data's fetches, in UI tests' queries and expectations.

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
    /// swift-corelibs-foundation has no predicate language; this one evaluates over the
    /// objects that name their keys (``PredicateObject``: Core Data's objects, UI tests'
    /// elements), dictionaries and collections. A format that does not parse makes a
    /// predicate that a fetch or a UI test refuses, with Apple's words:
    /// `Unable to parse the format string "title ==="`.
    public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// A predicate from a format and its arguments as an array.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let parsed = Result {
            var parser = PredicateFormatParser(predicateFormat, arguments: arguments ?? [])
            return try parser.parse()
        }
        let evaluator = FormatPredicate(format: predicateFormat, parsed: parsed)
        self.init { object, _ in evaluator.evaluate(object) }
        FormatPredicate.formats.record(predicateFormat, for: self)
    }

    /// The format string this predicate was made from, as Apple's `predicateFormat`
    /// gives it; `nil` for a predicate made otherwise (from a block, from a value).
    @_spi(Predicates) public var formatString: String? {
        FormatPredicate.formats.format(of: self)
    }
}

/// A parsed format predicate and its evaluation.
///
/// Invariant (`@unchecked Sendable`, needed because the parsed tree holds the app's
/// arguments as `Any`): immutable after `init`, both stored properties are `let`s, and
/// evaluating only reads the tree (`PredicateFormatNode` and its expressions are enums and
/// structs, with no reference of their own).
final class FormatPredicate: @unchecked Sendable {
    let format: String
    let parsed: Result<PredicateFormatNode, any Error>

    init(format: String, parsed: Result<PredicateFormatNode, any Error>) {
        self.format = format
        self.parsed = parsed
    }

    /// Whether `object` matches; an error (a format that did not parse, a key the object
    /// does not have) goes to the fetch that evaluates (``PredicateErrors``), and the object
    /// does not match.
    /// The format strings of the predicates made from one, for their messages.
    static let formats = Formats()

    func evaluate(_ object: Any?) -> Bool {
        do {
            return try parsed.get().evaluate(object)
        } catch {
            PredicateErrors.report(error)
            return false
        }
    }
}

extension FormatPredicate {
    /// Which predicate was made from which format string, each held weakly.
    ///
    /// Invariant (`@unchecked Sendable`, needed to be a shared `static let`): `entries` is
    /// read and written only while `lock` is held.
    final class Formats: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [(predicate: Weak, format: String)] = []

        struct Weak {
            weak var predicate: NSPredicate?
        }

        func record(_ format: String, for predicate: NSPredicate) {
            lock.withLock {
                entries.removeAll { $0.predicate.predicate == nil }
                entries.append((Weak(predicate: predicate), format))
            }
        }

        func format(of predicate: NSPredicate) -> String? {
            lock.withLock { entries.last { $0.predicate.predicate === predicate }?.format }
        }
    }
}

/// Where a fetch, or a UI test, hears why its predicate could not be evaluated.
@_spi(Predicates) public enum PredicateErrors {
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
    public static func collecting<T>(_ body: () throws -> T) throws -> T {
        let sink = Sink()
        let result = try $sink.withValue(sink) { try body() }
        if let error = sink.first { throw error }
        return result
    }
}
