#if !canImport(Darwin)
import Foundation

// Apple's `NSSortDescriptor(keyPath:ascending:)` takes a key path to any value, compared as
// Objective-C compares it; swift-corelibs-foundation's asks for a `Comparable` value, so a
// key path to an optional one — a Core Data entity's `String?` attribute, as Xcode
// generates them — does not compile ("requires that 'String?' conform to 'Comparable'",
// Swift 6.3.1). This overload orders such values, `nil` first when ascending, as Core
// Data's SQLite store sorts NULL.

extension NSSortDescriptor {
    /// A sort descriptor by the optional value at `keyPath`, ascending or descending: values
    /// in their `Comparable` order, and `nil` before every value when ascending (after, when
    /// descending).
    ///
    /// ```swift
    /// request.sortDescriptors = [NSSortDescriptor(keyPath: \Book.title, ascending: true)]   // title: String?
    /// ```
    public convenience init<Root, Value: Comparable>(keyPath: KeyPath<Root, Value?>, ascending: Bool) {
        self.init(keyPath: keyPath, ascending: ascending) { first, second in
            switch (first as? Value, second as? Value) {
            case (nil, nil): .orderedSame
            case (nil, _): .orderedAscending
            case (_, nil): .orderedDescending
            case let (first?, second?): first == second ? .orderedSame : first < second ? .orderedAscending : .orderedDescending
            }
        }
    }
}
#endif
