#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A view controller that you use to offer standard services from your app — UIKit's
/// `UIActivityViewController`, the share sheet apps present from SwiftUI code
/// (`rootViewController?.present(activityController, animated: true)`).
///
/// Headless, it keeps the items to share; ``complete(with:)`` stands in for the user
/// choosing an activity (or none), and runs ``completionWithItemsHandler``.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// The items to share.
    public private(set) var activityItems: [Any] = []
    /// The app's own activities offered beside the system's.
    public private(set) var applicationActivities: [UIActivity] = []
    /// The system activities not offered.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Runs when the sheet closes: the activity chosen (`nil` if none), whether it
    /// completed, the items it returned, and its error.
    open var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void)?

    /// A share sheet for `activityItems`.
    ///
    /// ```swift
    /// UIActivityViewController(activityItems: [url], applicationActivities: nil)
    /// ```
    public convenience init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.init()
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
    }

    /// The user chose `activity` (or closed the sheet, `nil`): the handler runs and the
    /// sheet is dismissed.
    public func complete(with activity: UIActivity.ActivityType?) {
        completionWithItemsHandler?(activity, activity != nil, nil, nil)
        dismiss(animated: true)
    }
}

/// An abstract class that you subclass to implement app-specific services — UIKit's
/// `UIActivity`.
@preconcurrency @MainActor
open class UIActivity {
    /// A new activity.
    public init() {}

    /// The activity's type.
    open var activityType: ActivityType? { nil }
    /// The activity's title in the sheet.
    open var activityTitle: String? { nil }

    /// The type of an activity.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        /// The type's name.
        public let rawValue: String
        /// A type named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A type named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Copy to the pasteboard.
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Send by Mail.
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Send by Messages.
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// AirDrop.
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Print.
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Save to Photos.
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Add to Reading List.
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    }
}

/// The methods an object implements to give a share sheet its data as it is needed —
/// UIKit's `UIActivityItemSource`.
@MainActor
public protocol UIActivityItemSource: AnyObject {
    /// A placeholder of the item's type, before the data is ready.
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    /// The item for `activityType`.
    func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
}
#endif
