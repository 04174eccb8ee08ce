// Foundation's user activity, which swift-corelibs-foundation lacks.
#if !canImport(Darwin)
import Foundation

/// A representation of the state of your app at a moment in time — Foundation's
/// `NSUserActivity`, which Handoff, Spotlight and Siri read on Apple's platforms.
///
/// ```swift
/// let activity = NSUserActivity(activityType: "com.example.notes.viewing")
/// activity.title = "Groceries"
/// activity.addUserInfoEntries(from: ["id": 42])
/// activity.becomeCurrent()
/// host.currentUserActivity === activity    // true
/// ```
///
/// Headless there is no other device to hand off to and no index to search: an activity
/// keeps what it is given. ``becomeCurrent()`` makes it the current host's current
/// activity (``ViewHost/currentUserActivity``), ``resignCurrent()`` and ``invalidate()``
/// take that back, and an invalidated activity never becomes current again. SwiftUI's
/// `userActivity(_:isActive:_:)` advertises one, and `onContinueUserActivity(_:perform:)`
/// receives one (``ViewHost/continueUserActivity(_:)``).
open class NSUserActivity: NSObject {
    /// The activity's type, a reverse-DNS string the app declares.
    public let activityType: String
    /// The activity's title, shown to the user.
    open var title: String?
    /// The app-specific state needed to continue the activity.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of ``userInfo`` needed to continue the activity.
    open var requiredUserInfoKeys: Set<String>?
    /// The web page to load in a browser when the activity continues without the app.
    open var webpageURL: URL?
    /// The keywords that find the activity in a search.
    open var keywords: Set<String> = []
    /// The date after which the activity is no longer eligible.
    open var expirationDate: Date?
    /// Whether the activity can continue on another device: `true` by default.
    open var isEligibleForHandoff = true
    /// Whether the activity is added to the device's search index: `false` by default.
    open var isEligibleForSearch = false
    /// Whether the activity is added to the public index: `false` by default.
    open var isEligibleForPublicIndexing = false
    /// Whether the system may suggest the activity (Siri): `false` by default.
    open var isEligibleForPrediction = false
    /// The identifier of the content the activity is about, which picks the scene that
    /// continues it.
    open var targetContentIdentifier: String?
    /// The identifier the app deletes the activity's predictions with.
    open var persistentIdentifier: String?
    /// Whether the activity's state changed and should be saved.
    open var needsSave = false
    /// Whether ``invalidate()`` was called: the activity can no longer become current.
    private var isInvalidated = false

    /// Creates an activity of `activityType`.
    ///
    /// ```swift
    /// let activity = NSUserActivity(activityType: "com.example.notes.viewing")
    /// ```
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds the contents of `otherDictionary` to ``userInfo`` (made if it is `nil`); a key
    /// already there takes the new value.
    ///
    /// ```swift
    /// activity.addUserInfoEntries(from: ["id": note.id.uuidString])
    /// ```
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }

    /// Marks the activity as the one currently in use by the user: the current host's
    /// ``ViewHost/currentUserActivity``, in place of the one before. An invalidated
    /// activity does not become current.
    ///
    /// ```swift
    /// activity.becomeCurrent()
    /// ```
    open func becomeCurrent() {
        guard !isInvalidated else { return }
        HostSystem.current.setCurrentUserActivity(self)
    }

    /// Marks the activity as no longer in use: the host has no current activity if it was
    /// this one.
    ///
    /// ```swift
    /// activity.resignCurrent()
    /// ```
    open func resignCurrent() {
        HostSystem.current.resignCurrentUserActivity(self)
    }

    /// Invalidates the activity when it is no longer eligible to continue: it resigns, and
    /// never becomes current again.
    ///
    /// ```swift
    /// activity.invalidate()
    /// ```
    open func invalidate() {
        isInvalidated = true
        resignCurrent()
    }
}
#endif
