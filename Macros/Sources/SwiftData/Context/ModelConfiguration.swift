import Foundation

/// A type that describes the configuration of an app's schema or specific group of models:
/// where their store is and whether it can be written.
///
/// ```swift
/// ModelConfiguration(isStoredInMemoryOnly: true)                 // a store of its own, in memory
/// ModelConfiguration(url: URL(filePath: "/tmp/trips.store"))      // an SQLite file
/// ModelConfiguration("Trips")                                     // <directory>/Trips.store
/// ```
///
/// An on-disk store without a URL is `<name>.store` in ``defaultDirectory``, which is the
/// user's application support directory unless a test sets it, for the calls made
/// inside `withValue`:
///
/// ```swift
/// try ModelConfiguration.$defaultDirectory.withValue(temporaryDirectory) {
///     let host = ViewHost(app: TripsApp())   // its `.modelContainer(for:)` store is in there
/// }
/// ```
public struct ModelConfiguration: Hashable, Sendable, Identifiable {
    /// The configuration's name (`"default"` unless given).
    public let name: String
    /// The store's file (`/dev/null` for a store in memory).
    public let url: URL
    /// Whether the store lives in memory only, and goes away with its container.
    public let isStoredInMemoryOnly: Bool
    /// Whether contexts may save to the store.
    public let allowsSave: Bool
    /// The models this configuration stores, or `nil` for all of the container's.
    public var schema: Schema?
    /// The app group the store is shared through (recorded).
    public let groupContainer: GroupContainer
    /// The CloudKit database the store syncs with (recorded: nothing syncs here).
    public let cloudKitDatabase: CloudKitDatabase

    /// The configuration's identity: its name.
    public var id: String { name }

    /// The directory of stores made without a URL: the user's application support
    /// directory, or the one a test sets for the code it runs (a task-local value).
    @TaskLocal public static var defaultDirectory: URL = ModelConfiguration.applicationSupportDirectory

    /// The user's application support directory (on Linux, `$XDG_DATA_HOME` or `~/.local/share`).
    static var applicationSupportDirectory: URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
    }

    /// Creates a configuration: in memory, or a store named after the configuration in
    /// ``defaultDirectory``.
    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
        groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.name = name ?? "default"
        self.schema = schema
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
        url = isStoredInMemoryOnly ? URL(fileURLWithPath: "/dev/null")
            : Self.defaultDirectory.appendingPathComponent("\(name ?? "default").store")
    }

    /// Creates a basic configuration: in memory, or the default store in
    /// ``defaultDirectory``.
    ///
    /// ```swift
    /// let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    /// ```
    public init(isStoredInMemoryOnly: Bool = false) {
        self.init(nil, schema: nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    /// Creates a configuration for the model types `forTypes` (a schema of them and the
    /// models they relate to): in memory, or the default store in ``defaultDirectory``.
    ///
    /// ```swift
    /// let configuration = ModelConfiguration(for: Trip.self, isStoredInMemoryOnly: true)
    /// let container = try ModelContainer(for: Trip.self, configurations: configuration)
    /// ```
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    /// Creates a configuration whose store is the file at `url`.
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
                cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        self.schema = schema
        self.url = url
        isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
        groupContainer = .automatic
        self.cloudKitDatabase = cloudKitDatabase
    }

    /// The app group a store is shared through.
    public struct GroupContainer: Hashable, Sendable {
        let identifier: String?
        /// The app's first app group, if it has one.
        public static let automatic = GroupContainer(identifier: nil)
        /// No app group.
        public static let none = GroupContainer(identifier: nil)
        /// The app group with this identifier.
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(identifier: groupName) }
    }

    /// The CloudKit database a store syncs with.
    public struct CloudKitDatabase: Hashable, Sendable {
        let identifier: String?
        /// The app's first CloudKit container, if it has one.
        public static let automatic = CloudKitDatabase(identifier: nil)
        /// No CloudKit database.
        public static let none = CloudKitDatabase(identifier: nil)
        /// The private database of the CloudKit container with this identifier.
        public static func `private`(_ dbName: String) -> CloudKitDatabase { CloudKitDatabase(identifier: dbName) }
    }
}
