import Foundation

/// Reads `predicateFormat` through a protocol: swift-corelibs-foundation deprecates it, but
/// for a predicate made with `NSPredicate(value:)` it is `TRUEPREDICATE` or
/// `FALSEPREDICATE`, which is how a query tells such a predicate from a block.
protocol PredicateFormatReading {
    var predicateFormat: String { get }
}

extension NSPredicate: PredicateFormatReading {}
