import ViewEngine

/// A type that fetches models using the specified criteria, and manages those models so
/// they remain in sync with the underlying data.
///
/// ```swift
/// struct TripList: View {
///     @Query(sort: \Trip.startDate, order: .reverse) private var trips: [Trip]
///     var body: some View {
///         List(trips) { trip in Text(trip.name) }
///     }
/// }
/// ```
///
/// It fetches from the environment's ``EnvironmentValues/modelContext`` when the view's
/// body reads it, and again at the next evaluation after the context changed (an insert,
/// a delete, a change of a model, a save, a rollback, another context's save), so the
/// view updates when the data does, and `.onChange(of: trips)` sees the old and the new
/// results. A fetch that fails gives no models, and ``fetchError`` says why. The
/// animation (or transaction) is kept with the query: the engine does not animate. The
/// results are an array of the models (`Result` is `[Element]`, as a `@Query`
/// property's type says).
@propertyWrapper
public struct Query<Element: PersistentModel, Result: RangeReplaceableCollection>: DynamicProperty where Result.Element == Element {
    @Environment(\.modelContext) private var context
    @State private var storage = QueryStorage<Element>()
    private let descriptor: FetchDescriptor<Element>
    /// The transaction the query's changes are shown in (its animation), if given.
    public let transaction: Transaction?

    /// The models the query fetched.
    public var wrappedValue: Result {
        Result(storage.results(of: descriptor, in: context))
    }

    /// Why the latest fetch failed, or `nil`.
    public var fetchError: (any Error)? { storage.error }

    /// The context the query fetches from. Read it in the view's `body`.
    ///
    /// ```swift
    /// ChangesIndicator(hasChanges: _recipes.modelContext.hasChanges)
    /// ```
    public var modelContext: ModelContext { context }

    /// Marks the results to be fetched at the next read (each evaluation of the body).
    public mutating func update() {
        storage.needsFetch = true
    }

    /// Creates a query of every model of the type, in the store's order.
    ///
    /// ```swift
    /// @Query private var items: [Item]
    /// ```
    public init() {
        self.init(FetchDescriptor(), transaction: nil)
    }

    /// Creates a query with a fetch descriptor and the animation of its changes.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) {
        self.init(descriptor, transaction: Transaction(animation: animation))
    }

    /// Creates a query with a fetch descriptor.
    ///
    /// ```swift
    /// @Query(FetchDescriptor(predicate: #Predicate<Trip> { $0.isFavorite })) var favorites: [Trip]
    /// ```
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) {
        self.descriptor = descriptor
        self.transaction = transaction
    }

    /// Creates a query with a predicate, a list of sort descriptors and the animation of
    /// its changes.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), animation: animation)
    }

    /// Creates a query with a predicate and a list of sort descriptors (every model of the
    /// type, in the store's order, without them).
    ///
    /// ```swift
    /// @Query(filter: #Predicate<Trip> { !$0.isArchived }, sort: [SortDescriptor(\.name)]) var trips: [Trip]
    /// ```
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), transaction: transaction)
    }

    /// Creates a query with a predicate, a key path to sort by, the order, and the
    /// animation of its changes.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
                                   order: SortOrder = .forward, animation: Animation) {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], animation: animation)
    }

    /// Creates a query with a predicate, a key path to sort by and the order.
    ///
    /// ```swift
    /// @Query(sort: \.startDate, order: .reverse) var trips: [Trip]
    /// ```
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
                                   order: SortOrder = .forward, transaction: Transaction? = nil) {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], transaction: transaction)
    }

    /// Creates a query sorted by an optional property (`nil` first in forward order).
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
                                   order: SortOrder = .forward, animation: Animation) {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], animation: animation)
    }

    /// Creates a query sorted by an optional property (`nil` first in forward order).
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
                                   order: SortOrder = .forward, transaction: Transaction? = nil) {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], transaction: transaction)
    }
}

/// The results of a query, kept with the view (as `@State`): fetched at the first read
/// of each evaluation of the body, and again when the context's changes move on.
final class QueryStorage<Element: PersistentModel> {
    private var results: [Element] = []
    private(set) var error: (any Error)?
    var needsFetch = true
    private var version = -1
    private weak var context: ModelContext?

    /// The results for `descriptor` in `context`; the read is recorded (Observation), so the
    /// body that reads them is evaluated again when the context changes.
    func results(of descriptor: FetchDescriptor<Element>, in context: ModelContext) -> [Element] {
        let version = context.signals.version
        if needsFetch || version != self.version || context !== self.context {
            if context.isUnset && self.context !== context {
                context.warn("a @Query of \(Element.self) reads a view's environment that has no model container; set one with .modelContainer(for:) above it.")
            }
            do {
                results = try context.fetch(descriptor)
                error = nil
            } catch {
                results = []
                self.error = error
            }
            self.version = version
            self.context = context
            needsFetch = false
        }
        return results
    }
}
