import Foundation

/// A container that encapsulates the Core Data stack in your app: the model, the
/// coordinator of its stores, and the view context.
///
/// ```swift
/// let container = NSPersistentContainer(name: "Bookworm")
/// container.loadPersistentStores { description, error in
///     if let error { print("Core Data failed to load: \(error.localizedDescription)") }
/// }
/// let context = container.viewContext
/// ```
///
/// `init(name:)` finds the model `<name>.xcdatamodeld` among the process's bundles and
/// resource bundles (SwiftPM's `<Package>_<Target>.resources`), or in
/// ``modelSearchDirectories``. A store description whose URL is `/dev/null` (as apps write
/// for previews and tests) or whose type is `NSInMemoryStoreType` keeps its objects in
/// memory; otherwise the store is an SQLite file.
open class NSPersistentContainer: NSObject {

    /// The container's name: its model's and its default store's.
    public let name: String
    /// The model of the container's objects.
    public let managedObjectModel: NSManagedObjectModel
    /// The coordinator of the container's stores.
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    /// The stores `loadPersistentStores(completionHandler:)` loads: one SQLite file
    /// `<name>.sqlite` in ``defaultDirectoryURL()`` unless set.
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]

    /// Folders searched for `<name>.xcdatamodeld` (after the bundles): a test sets it to
    /// where the app's model is.
    public static var modelSearchDirectories: [URL] {
        get { searchLock.withLock { searchDirectories } }
        set { searchLock.withLock { searchDirectories = newValue } }
    }
    private static let searchLock = NSLock()
    /// Invariant: read and written only under `searchLock`.
    nonisolated(unsafe) private static var searchDirectories: [URL] = []

    /// A container with the model `<name>.xcdatamodeld` (an empty model when none is found;
    /// Apple's logs "Failed to load model named <name>" then).
    public convenience init(name: String) {
        let model = NSPersistentContainer.findModel(named: name)
        if model == nil { FileHandle.standardError.write(Data("CoreData: error: Failed to load model named \(name)\n".utf8)) }
        self.init(name: name, managedObjectModel: model ?? NSManagedObjectModel())
    }

    /// A container with a model.
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        persistentStoreDescriptions = [NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))]
        super.init()
    }

    /// The folder stores are kept in by default: the application support directory.
    open class func defaultDirectoryURL() -> URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory())
    }

    /// The context on the main queue, for views.
    open private(set) lazy var viewContext: NSManagedObjectContext = {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }()

    /// Loads the stores of ``persistentStoreDescriptions`` and calls `block` for each, with
    /// an error when the store cannot load (a file that is not a store, a folder that
    /// cannot be written): the app decides what to do, as Apple's templates do.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions {
            do {
                try persistentStoreCoordinator.load(description)
                block(description, nil)
            } catch {
                block(description, error)
            }
        }
    }

    /// A new context on a private queue (here its `perform` blocks run at once).
    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    /// Runs `block` with a new background context.
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        block(newBackgroundContext())
    }

    /// Runs `block` with a new background context and returns its result.
    open func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T {
        try block(newBackgroundContext())
    }

    static func findModel(named name: String) -> NSManagedObjectModel? {
        let file = "\(name).xcdatamodeld"
        var directories = (Bundle.allBundles + Bundle.allFrameworks).flatMap { [$0.resourceURL, $0.bundleURL].compactMap { $0 } }
        directories.append(URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent())
        directories.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        directories += modelSearchDirectories
        for directory in directories {
            for url in ModelReader.models(in: directory) where url.lastPathComponent == file {
                if let model = try? NSManagedObjectModel(modelAt: url) { return model }
            }
        }
        return nil
    }
}

/// A description of a store a container loads: its URL and type.
///
/// Invariant (`@unchecked Sendable`, needed because the class is open): every setting and
/// option is in `settings`, read and written only under `lock`.
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    /// invariant: read and written under `lock`.
    private var settings = Settings()

    private struct Settings {
        var url: URL?
        var type = NSSQLiteStoreType
        var configuration: String?
        var isReadOnly = false
        var shouldAddStoreAsynchronously = false
        var shouldMigrateStoreAutomatically = true
        var shouldInferMappingModelAutomatically = true
        var options: [String: NSObject] = [:]
    }

    /// The store's file (`/dev/null`: in memory).
    open var url: URL? {
        get { lock.withLock { settings.url } }
        set { lock.withLock { settings.url = newValue } }
    }
    /// The store's type: `NSSQLiteStoreType` (the default) or `NSInMemoryStoreType`.
    open var type: String {
        get { lock.withLock { settings.type } }
        set { lock.withLock { settings.type = newValue } }
    }
    /// The store's configuration name.
    open var configuration: String? {
        get { lock.withLock { settings.configuration } }
        set { lock.withLock { settings.configuration = newValue } }
    }
    /// Whether the store is opened read-only.
    open var isReadOnly: Bool {
        get { lock.withLock { settings.isReadOnly } }
        set { lock.withLock { settings.isReadOnly = newValue } }
    }
    /// Whether loading waits (always, here).
    open var shouldAddStoreAsynchronously: Bool {
        get { lock.withLock { settings.shouldAddStoreAsynchronously } }
        set { lock.withLock { settings.shouldAddStoreAsynchronously = newValue } }
    }
    /// Whether a store of an older model is migrated (kept).
    open var shouldMigrateStoreAutomatically: Bool {
        get { lock.withLock { settings.shouldMigrateStoreAutomatically } }
        set { lock.withLock { settings.shouldMigrateStoreAutomatically = newValue } }
    }
    /// Whether the mapping model is inferred (kept).
    open var shouldInferMappingModelAutomatically: Bool {
        get { lock.withLock { settings.shouldInferMappingModelAutomatically } }
        set { lock.withLock { settings.shouldInferMappingModelAutomatically = newValue } }
    }

    /// A description of the store at `url`.
    public init(url: URL) {
        settings.url = url
        super.init()
    }

    /// A description with no URL yet.
    public override init() { super.init() }

    /// Sets a store option (kept: persistent history, remote change notifications).
    open func setOption(_ option: NSObject?, forKey key: String) { lock.withLock { settings.options[key] = option } }

    /// Whether the description keeps its objects in memory.
    var isInMemory: Bool {
        let (type, url) = lock.withLock { (settings.type, settings.url) }
        return type == NSInMemoryStoreType || url == nil || url?.path == "/dev/null"
    }
}

/// The type of a store in an SQLite file.
public let NSSQLiteStoreType = "SQLite"
/// The type of a store in memory.
public let NSInMemoryStoreType = "InMemory"
/// The type of a store in a binary file (loaded as SQLite here).
public let NSBinaryStoreType = "Binary"
/// The option that turns persistent history tracking on.
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
/// The option that posts remote change notifications.
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"

/// A coordinator that associates persistent stores with a model and mediates between the
/// stores and the contexts.
///
/// Invariant (`@unchecked Sendable`, needed because the class is open): the store, the
/// classes found, the contexts and the loaded descriptions are in `state`, read and written
/// only under `lock` (contexts of any thread reach them); `managedObjectModel` is a `let` of
/// a `Sendable` type.
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    /// The model of the stores' objects.
    public let managedObjectModel: NSManagedObjectModel
    private let lock = NSLock()
    /// invariant: read and written under `lock`.
    private var state = State()
    /// The model of the coordinator made last (the default container's, in an app).
    static var latestModel: NSManagedObjectModel? {
        get { latestLock.withLock { latest } }
        set { latestLock.withLock { latest = newValue } }
    }
    private static let latestLock = NSLock()
    /// Invariant: read and written only under `latestLock`.
    nonisolated(unsafe) private static weak var latest: NSManagedObjectModel?

    private struct State {
        var store: CoreDataStore?
        var classes: [String: NSManagedObject.Type] = [:]
        var contexts: [WeakContext] = []
        var persistentStores: [NSPersistentStoreDescription] = []
    }

    private struct WeakContext { weak var context: NSManagedObjectContext? }

    /// A coordinator of `model`'s stores.
    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
        Self.latestModel = model
    }

    /// The stores loaded, as descriptions.
    open var persistentStores: [NSPersistentStoreDescription] { lock.withLock { state.persistentStores } }

    /// The store the contexts read and save to, once loaded.
    var store: CoreDataStore? { lock.withLock { state.store } }

    func load(_ description: NSPersistentStoreDescription) throws {
        let backing: SQLiteBacking? = description.isInMemory ? nil : try SQLiteBacking(url: description.url!, model: managedObjectModel)
        let store = try CoreDataStore(backing: backing)
        lock.withLock {
            state.store = store
            state.persistentStores.append(description)
        }
    }

    /// Notes that the app's class for the entity named `name` is `type` (replacing what was
    /// known when `replacing`, else only when nothing was).
    func noteClass(_ type: NSManagedObject.Type, forEntityNamed name: String, replacing: Bool) {
        lock.withLock {
            if replacing || state.classes[name] == nil { state.classes[name] = type }
        }
    }

    /// The class of `entity`'s objects: the one the app made or fetched objects of, else
    /// the class the model names (`representedClassName`) found by name in the module of
    /// the app's other entity classes, as Apple's runtime finds an `@objc(Name)` class
    /// (which Linux cannot declare).
    func objectClass(of entity: NSEntityDescription) -> NSManagedObject.Type? {
        let name = entity.name ?? ""
        let classes = lock.withLock { state.classes }
        if let known = classes[name] { return known }
        let modules = Set(classes.values.compactMap { String(reflecting: $0).split(separator: ".").first.map(String.init) })
        let candidates = [entity.managedObjectClassName ?? name] + modules.sorted().map { "\($0).\(entity.className)" }
        for candidate in candidates {
            if let type = NSClassFromString(candidate) as? NSManagedObject.Type {
                noteClass(type, forEntityNamed: name, replacing: false)
                return lock.withLock { state.classes[name] }
            }
        }
        return nil
    }

    func register(_ context: NSManagedObjectContext) {
        lock.withLock {
            state.contexts.removeAll { $0.context == nil }
            state.contexts.append(WeakContext(context: context))
        }
    }

    func contextSaved(_ saver: NSManagedObjectContext, writes: [CoreDataStore.ObjectKey], deletes: [CoreDataStore.ObjectKey]) {
        let contexts = lock.withLock { state.contexts.compactMap(\.context) }
        for context in contexts where context !== saver && context.automaticallyMergesChangesFromParent {
            context.merge(writes: writes, deletes: deletes)
        }
    }
}
