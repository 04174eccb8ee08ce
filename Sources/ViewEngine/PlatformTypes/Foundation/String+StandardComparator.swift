#if !canImport(Darwin)
import Foundation

// iOS's localized string comparators (`SortDescriptor(\.name, comparator: .localizedStandard)`
// in a `@Query`): Linux's Foundation builds only the lexical comparator and refuses any
// other configuration of `String.StandardComparator`, so here each is the lexical one — a
// documented fallback: such a sort orders capitals first and "Item 10" before "Item 9",
// where the Finder-like order of iOS puts "item" beside "Item" and 9 before 10.
extension String.StandardComparator {
    /// The Finder-like localized comparator on iOS; here the lexical comparator.
    public static var localizedStandard: String.StandardComparator { .lexical }

    /// The localized comparator on iOS; here the lexical comparator.
    public static var localized: String.StandardComparator { .lexical }
}
#endif
