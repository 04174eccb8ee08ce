import Foundation
@_spi(Predicates) import ViewEngine

/// Sorts fetched objects by a request's sort descriptors: by key (`NSSortDescriptor(key:
/// ascending:)`, the objects' values by name) or by key path (`NSSortDescriptor(keyPath:
/// ascending:)`, Foundation's comparison); `nil` sorts first in ascending order.
enum FetchSorting {
    static func sort(_ objects: [NSManagedObject], by descriptors: [NSSortDescriptor], entity: NSEntityDescription) throws -> [NSManagedObject] {
        for descriptor in descriptors {
            if let key = descriptor.recordedKey, let first = key.split(separator: ".").first,
               entity.propertiesByName[String(first)] == nil, !entity.properties.isEmpty {
                throw CoreDataError.unsupportedFetch("keypath \(key) not found in entity \(entity.name ?? "?")")
            }
        }
        return objects.sorted { a, b in
            for descriptor in descriptors {
                let order: ComparisonResult
                if let key = descriptor.recordedKey {
                    order = compare(a.value(forKeyPath: key), b.value(forKeyPath: key))
                    let result = descriptor.ascending ? order : order.reversed
                    if result != .orderedSame { return result == .orderedAscending }
                } else {
                    let result = descriptor.compare(a, to: b)
                    if result != .orderedSame { return result == .orderedAscending }
                }
            }
            return false
        }
    }

    /// How two values order: `nil` first, strings by their characters (as SQLite's
    /// binary collation), numbers and dates by value.
    static func compare(_ a: Any?, _ b: Any?) -> ComparisonResult {
        switch (a, b) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        case (let a as String, let b as String): return a == b ? .orderedSame : a < b ? .orderedAscending : .orderedDescending
        default: return PredicateFormatValue.order(a, b, fold: { $0 }) ?? .orderedSame
        }
    }
}

extension ComparisonResult {
    /// The opposite order.
    var reversed: ComparisonResult {
        switch self {
        case .orderedAscending: .orderedDescending
        case .orderedDescending: .orderedAscending
        case .orderedSame: .orderedSame
        }
    }
}
