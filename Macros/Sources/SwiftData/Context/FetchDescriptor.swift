import Foundation

/// A type that describes the criteria, sort order, and any additional configuration to
/// use when performing a fetch.
///
/// ```swift
/// var descriptor = FetchDescriptor<Trip>(
///     predicate: #Predicate { $0.destination == "Paris" },
///     sortBy: [SortDescriptor(\.startDate, order: .reverse)])
/// descriptor.fetchLimit = 10
/// let trips = try context.fetch(descriptor)
/// ```
public struct FetchDescriptor<T: PersistentModel> {
    /// The models the fetch keeps: those for which it evaluates to `true` (all without one).
    public var predicate: Predicate<T>?
    /// The order of the results: by the first descriptor, ties by the next, and so on;
    /// without one, the store's order (the order models were saved), then the
    /// unsaved inserts in the order they were inserted.
    public var sortBy: [SortDescriptor<T>]
    /// The largest number of models the fetch returns.
    public var fetchLimit: Int?
    /// The number of models, from the first, the fetch skips.
    public var fetchOffset: Int?
    /// Whether the fetch includes the context's inserts not yet saved (`true` by default).
    public var includePendingChanges = true
    /// The properties to fetch (all of them are: the headless store reads whole rows).
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// The relationships to prefetch (all of them are read with their models).
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    /// Creates a fetch descriptor.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
