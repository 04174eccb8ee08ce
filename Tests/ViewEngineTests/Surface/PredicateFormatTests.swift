import Foundation
import Testing
@_spi(Predicates) import ViewEngine

/// `NSPredicate(format:)` on Linux, where swift-corelibs-foundation traps: Apple's
/// "Predicate Format String Syntax" evaluated over dictionaries and over objects that name
/// their keys (`PredicateObject`), as Core Data's fetches and UI tests' queries use it.
@Suite("Foundation on Linux: NSPredicate(format:) evaluates Apple's format language")
struct PredicateFormatTests {
    /// An object that names its keys, as a UI test's element does.
    final class Row: PredicateObject {
        let label: String
        let enabled: Bool
        init(_ label: String, enabled: Bool = true) {
            self.label = label
            self.enabled = enabled
        }

        func predicateValue(forKey key: String) throws -> Any? {
            switch key {
            case "label": label
            case "enabled": enabled
            default: throw PredicateEvaluationError(description: "Row has no key \(key)")
            }
        }

        func isPredicateEqual(to other: Any) -> Bool { (other as? Row) === self }
    }

    /// "The format string supports … comparison operators (`=`, `==`, `>=`, `<`, `!=`…),
    /// string comparisons (`BEGINSWITH`, `CONTAINS`, `ENDSWITH`, `LIKE`, `MATCHES`) with
    /// `[c]` and `[d]`, compound predicates (`AND`, `OR`, `NOT`)" and "`%@` is a var arg
    /// substitution for an object value; `%K` is a var arg substitution for a key path".
    @Test func operatorsOptionsAndArguments() {
        let row = Row("New Project 2")
        #expect(NSPredicate(format: "label BEGINSWITH[cd] 'new project'").evaluate(with: row))
        #expect(!NSPredicate(format: "label BEGINSWITH 'new project'").evaluate(with: row))
        #expect(NSPredicate(format: "label ENDSWITH '2' AND enabled == true").evaluate(with: row))
        #expect(NSPredicate(format: "label == %@ OR label BEGINSWITH %@", "Other", "New").evaluate(with: row))
        #expect(NSPredicate(format: "%K LIKE 'New*2'", "label").evaluate(with: row))
        #expect(NSPredicate(format: "NOT (label CONTAINS[c] 'npub1')").evaluate(with: row))
        #expect(NSPredicate(format: "enabled = 1").evaluate(with: row))
        #expect(!NSPredicate(format: "enabled = 0").evaluate(with: row))
        #expect(NSPredicate(format: "label.length > 3").evaluate(with: ["label": "long"]))
        #expect(!NSPredicate(format: "label.length > 4").evaluate(with: ["label": "long"]))
        #expect(NSPredicate(format: "count == 2").evaluate(with: ["count": 2]))
    }

    /// A key the object does not have, and a format that does not parse: the predicate
    /// does not match and says why, in Foundation's words where it has words ("Unable to
    /// parse the format string").
    @Test func badKeysAndBadFormatsSayWhy() throws {
        let missing = #expect(throws: PredicateEvaluationError.self) {
            try PredicateErrors.collecting { NSPredicate(format: "colour == 'red'").evaluate(with: Row("Add")) }
        }
        #expect(missing?.description == "Row has no key colour")
        let bad = NSPredicate(format: "label ===")
        #expect(!bad.evaluate(with: Row("Add")))
        #expect(throws: (any Error).self) { try PredicateErrors.collecting { bad.evaluate(with: Row("Add")) } }
    }
}
