import Foundation

/// A description of search criteria used to retrieve data from a persistent store: an
/// entity, a predicate, sort descriptors, a limit and an offset.
///
/// ```swift
/// let request = NSFetchRequest<Book>(entityName: "Book")
/// request.predicate = NSPredicate(format: "author == %@", "Ursula K. Le Guin")
/// request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
/// let books = try context.fetch(request)
/// ```
///
/// Invariant (`@unchecked Sendable`, needed because the class is open): every setting is
/// in `settings`, read and written only under `lock` (a context's fetch fills in
/// ``entityName``, so a request shared by two contexts is written by both).
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest, @unchecked Sendable {
    private let lock = NSLock()
    /// invariant: read and written under `lock`.
    private var settings = Settings()

    private struct Settings {
        var entityName: String?
        var entity: NSEntityDescription?
        var predicate: NSPredicate?
        var sortDescriptors: [NSSortDescriptor]?
        var fetchLimit: Int = 0
        var fetchOffset: Int = 0
        var fetchBatchSize: Int = 0
        var includesPendingChanges: Bool = true
        var returnsObjectsAsFaults: Bool = true
        var relationshipKeyPathsForPrefetching: [String]?
        var resultType: NSFetchRequestResultType = .managedObjectResultType
    }

    /// The name of the entity the request fetches.
    open var entityName: String? {
        get { lock.withLock { settings.entityName } }
        set { lock.withLock { settings.entityName = newValue } }
    }
    /// The entity the request fetches, once known.
    open var entity: NSEntityDescription? {
        get { lock.withLock { settings.entity } }
        set { lock.withLock { settings.entity = newValue } }
    }
    /// The predicate the objects must match (`nil`: every object).
    open var predicate: NSPredicate? {
        get { lock.withLock { settings.predicate } }
        set { lock.withLock { settings.predicate = newValue } }
    }
    /// The order of the results (`nil`: the store's order).
    open var sortDescriptors: [NSSortDescriptor]? {
        get { lock.withLock { settings.sortDescriptors } }
        set { lock.withLock { settings.sortDescriptors = newValue } }
    }
    /// The most objects to fetch (`0`: no limit).
    open var fetchLimit: Int {
        get { lock.withLock { settings.fetchLimit } }
        set { lock.withLock { settings.fetchLimit = newValue } }
    }
    /// How many matching objects to skip.
    open var fetchOffset: Int {
        get { lock.withLock { settings.fetchOffset } }
        set { lock.withLock { settings.fetchOffset = newValue } }
    }
    /// The number of objects fetched at a time (kept; every object is fetched at once).
    open var fetchBatchSize: Int {
        get { lock.withLock { settings.fetchBatchSize } }
        set { lock.withLock { settings.fetchBatchSize = newValue } }
    }
    /// Whether unsaved changes of the context count (`true`).
    open var includesPendingChanges: Bool {
        get { lock.withLock { settings.includesPendingChanges } }
        set { lock.withLock { settings.includesPendingChanges = newValue } }
    }
    /// Whether the objects' values are loaded with them (always).
    open var returnsObjectsAsFaults: Bool {
        get { lock.withLock { settings.returnsObjectsAsFaults } }
        set { lock.withLock { settings.returnsObjectsAsFaults = newValue } }
    }
    /// The relationships to load with the objects (kept).
    open var relationshipKeyPathsForPrefetching: [String]? {
        get { lock.withLock { settings.relationshipKeyPathsForPrefetching } }
        set { lock.withLock { settings.relationshipKeyPathsForPrefetching = newValue } }
    }
    /// What the request returns: objects (the default), identifiers, or a count.
    open var resultType: NSFetchRequestResultType {
        get { lock.withLock { settings.resultType } }
        set { lock.withLock { settings.resultType = newValue } }
    }

    /// A request of the entity named `entityName`.
    public convenience init(entityName: String) {
        self.init()
        self.entityName = entityName
    }

    /// A request with no entity yet.
    public override init() { super.init() }
}

/// What a fetch request returns.
public struct NSFetchRequestResultType: OptionSet, Sendable {
    /// The option's bits.
    public let rawValue: UInt
    /// An option from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Managed objects.
    public static let managedObjectResultType = NSFetchRequestResultType([])
    /// Object identifiers.
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
    /// Dictionaries of values.
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
    /// The count of the objects.
    public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}
