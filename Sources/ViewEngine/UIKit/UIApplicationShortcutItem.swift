#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A Home Screen quick action — UIKit's `UIApplicationShortcutItem`: what the system hands
/// an app's scene as it connects (``UIScene/ConnectionOptions/shortcutItem``) or when the
/// user picks one while it runs, and what an app lists as its dynamic quick actions
/// (``UIApplication/shortcutItems``). It keeps every value it is made with.
///
/// ```swift
/// let item = UIApplicationShortcutItem(type: "NewMaintenance", localizedTitle: "New Maintenance")
/// ActionType(rawValue: item.type)   // .newMaintenance
/// ```
open class UIApplicationShortcutItem: NSObject {
    /// The app-defined string that identifies the action.
    open var type: String { storedType }
    /// The title shown for the action.
    open var localizedTitle: String { storedTitle }
    /// The subtitle shown under the title, if any.
    open var localizedSubtitle: String? { storedSubtitle }
    /// The icon shown beside the title, if any.
    open var icon: UIApplicationShortcutIcon? { storedIcon }
    /// App-defined information handed back with the action.
    open var userInfo: [String: any NSSecureCoding]? { storedUserInfo }
    /// The identifier of the content the action targets, which picks the scene it opens in.
    open var targetContentIdentifier: Any? { storedTarget }

    fileprivate var storedType: String
    fileprivate var storedTitle: String
    fileprivate var storedSubtitle: String?
    fileprivate var storedIcon: UIApplicationShortcutIcon?
    fileprivate var storedUserInfo: [String: any NSSecureCoding]?
    fileprivate var storedTarget: Any?

    /// A quick action of `type` titled `localizedTitle`, with an optional subtitle, icon and
    /// information for the app.
    ///
    /// ```swift
    /// UIApplicationShortcutItem(type: "Search", localizedTitle: "Search", localizedSubtitle: nil,
    ///                           icon: UIApplicationShortcutIcon(type: .search), userInfo: nil)
    /// ```
    public init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
                userInfo: [String: any NSSecureCoding]? = nil) {
        storedType = type
        storedTitle = localizedTitle
        storedSubtitle = localizedSubtitle
        storedIcon = icon
        storedUserInfo = userInfo
    }

    /// A quick action of `type` titled `localizedTitle`, with no subtitle, icon or information.
    ///
    /// ```swift
    /// UIApplicationShortcutItem(type: "AddVehicle", localizedTitle: "Add Vehicle")
    /// ```
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }
}

/// A quick action whose values an app changes — UIKit's `UIMutableApplicationShortcutItem`.
///
/// ```swift
/// let item = UIMutableApplicationShortcutItem(type: "Recent", localizedTitle: "Recent")
/// item.localizedSubtitle = lastOpened.title
/// UIApplication.shared.shortcutItems = [item]
/// ```
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
    /// The app-defined string that identifies the action.
    open override var type: String { get { storedType } set { storedType = newValue } }
    /// The title shown for the action.
    open override var localizedTitle: String { get { storedTitle } set { storedTitle = newValue } }
    /// The subtitle shown under the title, if any.
    open override var localizedSubtitle: String? { get { storedSubtitle } set { storedSubtitle = newValue } }
    /// The icon shown beside the title, if any.
    open override var icon: UIApplicationShortcutIcon? { get { storedIcon } set { storedIcon = newValue } }
    /// App-defined information handed back with the action.
    open override var userInfo: [String: any NSSecureCoding]? { get { storedUserInfo } set { storedUserInfo = newValue } }
    /// The identifier of the content the action targets.
    open override var targetContentIdentifier: Any? { get { storedTarget } set { storedTarget = newValue } }
}

/// The icon of a quick action — UIKit's `UIApplicationShortcutIcon`: one of the system's,
/// an SF Symbol, or a template image of the app's.
///
/// ```swift
/// UIApplicationShortcutIcon(systemImageName: "car")
/// ```
open class UIApplicationShortcutIcon: NSObject {
    /// Where the icon comes from.
    public enum Source: Hashable, Sendable {
        /// One of the system's icons.
        case system(IconType)
        /// An SF Symbol, by name.
        case symbol(String)
        /// A template image in the app's bundle, by name.
        case template(String)
    }

    /// Constants for system-provided icons, with UIKit's raw values.
    public enum IconType: Int, Hashable, Sendable, CaseIterable {
        /// Compose new content.
        case compose = 0
        /// Play media.
        case play
        /// Pause media playback.
        case pause
        /// Add an item.
        case add
        /// The user's current location.
        case location
        /// Search.
        case search
        /// Share content.
        case share
        /// Block or prohibit.
        case prohibit
        /// A contact.
        case contact
        /// Home.
        case home
        /// Mark a location.
        case markLocation
        /// Mark a favorite.
        case favorite
        /// Love an item.
        case love
        /// The cloud.
        case cloud
        /// An invitation.
        case invitation
        /// Confirm.
        case confirmation
        /// Mail.
        case mail
        /// A message.
        case message
        /// A date.
        case date
        /// A time.
        case time
        /// Take a photo.
        case capturePhoto
        /// Record a video.
        case captureVideo
        /// A task.
        case task
        /// A completed task.
        case taskCompleted
        /// An alarm.
        case alarm
        /// A bookmark.
        case bookmark
        /// Shuffle.
        case shuffle
        /// Audio.
        case audio
        /// An update.
        case update
    }

    /// Where this icon comes from.
    public let source: Source

    /// One of the system's icons.
    ///
    /// ```swift
    /// UIApplicationShortcutIcon(type: .add)
    /// ```
    public init(type: IconType) { source = .system(type) }

    /// An SF Symbol.
    ///
    /// ```swift
    /// UIApplicationShortcutIcon(systemImageName: "wrench")
    /// ```
    public init(systemImageName: String) { source = .symbol(systemImageName) }

    /// A template image of the app's, by its name in the bundle.
    ///
    /// ```swift
    /// UIApplicationShortcutIcon(templateImageName: "Selfie")
    /// ```
    public init(templateImageName: String) { source = .template(templateImageName) }
}
#endif
