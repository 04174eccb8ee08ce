import Foundation

/// An object that manages cookies, disk and memory caches, and other types of data for a
/// web view. Headless, nothing is stored by pages: a store records no data, and removing
/// data calls back at once.
@MainActor
public final class WKWebsiteDataStore: NSObject {
    /// Whether the store keeps data on disk.
    public let isPersistent: Bool
    /// The store's cookies.
    public let httpCookieStore = WKHTTPCookieStore()

    private init(persistent: Bool) {
        isPersistent = persistent
        super.init()
    }

    private static let shared = WKWebsiteDataStore(persistent: true)

    /// The default, persistent data store: the same object each time.
    public static func `default`() -> WKWebsiteDataStore { shared }

    /// A new store that keeps its data in memory only (private browsing).
    public static func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(persistent: false) }

    /// Every type of website data WebKit stores (`WKWebsiteDataTypeCookies`...).
    public static func allWebsiteDataTypes() -> Set<String> {
        ["WKWebsiteDataTypeCookies", "WKWebsiteDataTypeDiskCache", "WKWebsiteDataTypeMemoryCache",
         "WKWebsiteDataTypeLocalStorage", "WKWebsiteDataTypeSessionStorage", "WKWebsiteDataTypeIndexedDBDatabases",
         "WKWebsiteDataTypeWebSQLDatabases", "WKWebsiteDataTypeOfflineWebApplicationCache", "WKWebsiteDataTypeFetchCache",
         "WKWebsiteDataTypeServiceWorkerRegistrations"]
    }

    /// The records of the data of `dataTypes`: none, headless.
    public func fetchDataRecords(ofTypes dataTypes: Set<String>,
                                 completionHandler: @escaping @MainActor @Sendable ([WKWebsiteDataRecord]) -> Void) {
        completionHandler([])
    }

    /// Removes the data of `dataTypes` modified since `date`: there is none; calls
    /// `completionHandler` at once.
    public func removeData(ofTypes dataTypes: Set<String>, modifiedSince date: Date,
                           completionHandler: @escaping @MainActor @Sendable () -> Void) {
        completionHandler()
    }

    /// Removes the data of `dataTypes` modified since `date`.
    public func removeData(ofTypes dataTypes: Set<String>, modifiedSince date: Date) async {}

    /// Removes the data of `dataTypes` for `dataRecords`, then calls `completionHandler`.
    public func removeData(ofTypes dataTypes: Set<String>, for dataRecords: [WKWebsiteDataRecord],
                           completionHandler: @escaping @MainActor @Sendable () -> Void) {
        completionHandler()
    }
}

/// A record of the data a website stored: its display name and the types of data.
@MainActor
public final class WKWebsiteDataRecord: NSObject {
    /// The website's name (its domain).
    public let displayName: String
    /// The types of data stored.
    public let dataTypes: Set<String>

    init(displayName: String, dataTypes: Set<String>) {
        self.displayName = displayName
        self.dataTypes = dataTypes
    }
}

/// An object that manages the HTTP cookies of a data store: the cookies the app sets, kept
/// in memory.
@MainActor
public final class WKHTTPCookieStore: NSObject {
    private var cookies: [HTTPCookie] = []

    /// The cookies, in the order they were set.
    public func getAllCookies(_ completionHandler: @escaping @MainActor @Sendable ([HTTPCookie]) -> Void) {
        completionHandler(cookies)
    }

    /// The cookies, in the order they were set.
    public func allCookies() async -> [HTTPCookie] { cookies }

    /// Sets `cookie`, replacing one of the same name, domain and path.
    public func setCookie(_ cookie: HTTPCookie, completionHandler: (@MainActor @Sendable () -> Void)? = nil) {
        cookies.removeAll { $0.name == cookie.name && $0.domain == cookie.domain && $0.path == cookie.path }
        cookies.append(cookie)
        completionHandler?()
    }

    /// Deletes `cookie`.
    public func delete(_ cookie: HTTPCookie, completionHandler: (@MainActor @Sendable () -> Void)? = nil) {
        cookies.removeAll { $0.name == cookie.name && $0.domain == cookie.domain && $0.path == cookie.path }
        completionHandler?()
    }
}
