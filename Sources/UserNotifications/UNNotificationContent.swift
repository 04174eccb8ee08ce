#if !canImport(Darwin)
import Foundation

/// The sound a notification plays — UserNotifications' `UNNotificationSound`.
///
/// ```swift
/// content.sound = .default
/// ```
/// Invariant (`@unchecked Sendable`): its one stored property is a `let`.
public final class UNNotificationSound: NSObject, @unchecked Sendable {
    /// The sound's name: `default`, `defaultCritical`, or a sound file's.
    public let name: String

    init(soundName: String) { name = soundName }

    /// A sound from a file of the app's bundle.
    ///
    /// ```swift
    /// UNNotificationSound(named: UNNotificationSoundName("chime.caf"))
    /// ```
    public convenience init(named name: UNNotificationSoundName) { self.init(soundName: name.rawValue) }

    /// The default notification sound.
    public static let `default` = UNNotificationSound(soundName: "default")
    /// The default sound for critical alerts.
    public static let defaultCritical = UNNotificationSound(soundName: "defaultCritical")
    /// The default ringtone (incoming calls).
    public static let defaultRingtone = UNNotificationSound(soundName: "defaultRingtone")

    /// Sounds are equal when their names are.
    public override func isEqual(_ object: Any?) -> Bool { (object as? UNNotificationSound)?.name == name }
    /// Hashes the name.
    public override var hash: Int { name.hashValue }
    /// The sound's name.
    public override var description: String { name }
}

/// The name of a sound file — UserNotifications' `UNNotificationSoundName`.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    /// The file's name.
    public let rawValue: String
    /// A sound file's name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sound file's name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// How urgently a notification asks for attention — UserNotifications'
/// `UNNotificationInterruptionLevel`.
public enum UNNotificationInterruptionLevel: UInt, Hashable, Sendable {
    /// Added to the list without lighting up the screen or playing a sound.
    case passive = 0
    /// Presented at once, lighting up the screen, perhaps with a sound.
    case active = 1
    /// Presented at once, breaking through Focus.
    case timeSensitive = 2
    /// Presented at once, with a sound even when the device is muted.
    case critical = 3
}

/// A notification's content — UserNotifications' `UNNotificationContent`: read-only; make
/// one with ``UNMutableNotificationContent``. A request keeps a copy of the content it was
/// given.
/// Invariant (`@unchecked Sendable`): as Apple's: content is filled in by one thread before it
/// is handed over, and a request keeps a copy of its own that nothing writes.
open class UNNotificationContent: NSObject, @unchecked Sendable {
    /// The stored values (one struct, so a copy is one assignment).
    struct Values {
        var title = "", subtitle = "", body = "", categoryIdentifier = "", threadIdentifier = ""
        var launchImageName = "", targetContentIdentifier: String?
        var badge: NSNumber?
        var sound: UNNotificationSound?
        var userInfo: [AnyHashable: Any] = [:]
        var interruptionLevel = UNNotificationInterruptionLevel.active
        var relevanceScore = 0.0
    }
    var values = Values()

    /// Empty content.
    public override init() { super.init() }

    /// A copy of `content`'s values.
    init(copying content: UNNotificationContent) {
        values = content.values
        super.init()
    }

    /// The notification's title.
    open var title: String { values.title }
    /// The notification's subtitle.
    open var subtitle: String { values.subtitle }
    /// The notification's message.
    open var body: String { values.body }
    /// The number the app's icon shows.
    open var badge: NSNumber? { values.badge }
    /// The sound played.
    open var sound: UNNotificationSound? { values.sound }
    /// Custom information for the app.
    open var userInfo: [AnyHashable: Any] { values.userInfo }
    /// The notification's category (its actions).
    open var categoryIdentifier: String { values.categoryIdentifier }
    /// The thread the notification is grouped in.
    open var threadIdentifier: String { values.threadIdentifier }
    /// The launch image shown when the notification opens the app.
    open var launchImageName: String { values.launchImageName }
    /// The window the notification brings forward.
    open var targetContentIdentifier: String? { values.targetContentIdentifier }
    /// How urgently the notification asks for attention.
    open var interruptionLevel: UNNotificationInterruptionLevel { values.interruptionLevel }
    /// How the notification ranks in a summary, from 0 to 1.
    open var relevanceScore: Double { values.relevanceScore }

    /// The content as a line: its title, subtitle and body.
    open override var description: String {
        [title, subtitle, body].filter { !$0.isEmpty }.joined(separator: " — ")
    }
}

/// Content to schedule a notification with — UserNotifications'
/// `UNMutableNotificationContent`.
///
/// ```swift
/// let content = UNMutableNotificationContent()
/// content.title = "Feed the cat"
/// content.body = "It looks hungry"
/// content.sound = .default
/// ```
/// Invariant (`@unchecked Sendable`): as Apple's: content is filled in by one thread before it
/// is handed over, and a request keeps a copy of its own that nothing writes.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    /// Empty content.
    public override init() { super.init() }

    /// The notification's title.
    open override var title: String { get { values.title } set { values.title = newValue } }
    /// The notification's subtitle.
    open override var subtitle: String { get { values.subtitle } set { values.subtitle = newValue } }
    /// The notification's message.
    open override var body: String { get { values.body } set { values.body = newValue } }
    /// The number the app's icon shows.
    open override var badge: NSNumber? { get { values.badge } set { values.badge = newValue } }
    /// The sound played.
    open override var sound: UNNotificationSound? { get { values.sound } set { values.sound = newValue } }
    /// Custom information for the app.
    open override var userInfo: [AnyHashable: Any] { get { values.userInfo } set { values.userInfo = newValue } }
    /// The notification's category (its actions).
    open override var categoryIdentifier: String { get { values.categoryIdentifier } set { values.categoryIdentifier = newValue } }
    /// The thread the notification is grouped in.
    open override var threadIdentifier: String { get { values.threadIdentifier } set { values.threadIdentifier = newValue } }
    /// The launch image shown when the notification opens the app.
    open override var launchImageName: String { get { values.launchImageName } set { values.launchImageName = newValue } }
    /// The window the notification brings forward.
    open override var targetContentIdentifier: String? {
        get { values.targetContentIdentifier } set { values.targetContentIdentifier = newValue }
    }
    /// How urgently the notification asks for attention.
    open override var interruptionLevel: UNNotificationInterruptionLevel {
        get { values.interruptionLevel } set { values.interruptionLevel = newValue }
    }
    /// How the notification ranks in a summary, from 0 to 1.
    open override var relevanceScore: Double { get { values.relevanceScore } set { values.relevanceScore = newValue } }
}
#endif
