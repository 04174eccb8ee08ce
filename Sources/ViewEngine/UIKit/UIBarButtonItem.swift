#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An item on a bar — UIKit's `UIBarItem`, the base of the buttons bars show: its title,
/// image and per-state title attributes.
@preconcurrency @MainActor
open class UIBarItem: NSObject, UIAppearance {
    /// The item's title.
    open var title: String?
    /// The item's image.
    open var image: UIImage?
    /// Whether the item is enabled.
    open var isEnabled = true
    /// A number that identifies the item in the app.
    open var tag = 0
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// An item with no title or image.
    nonisolated public required override init() { super.init() }

    /// Sets the attributes of the item's title in `state` (`nil` removes them).
    ///
    /// ```swift
    /// UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .normal)
    /// ```
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The attributes of the item's title in `state`, as set.
    ///
    /// ```swift
    /// UIBarButtonItem.appearance().titleTextAttributes(for: .normal)?[.foregroundColor]
    /// ```
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}

extension UIAppearance where Self: UIBarItem {
    /// The appearance proxy of the class: the same instance at every call, the process's
    /// as a view class's is (``UIAppearance``).
    ///
    /// ```swift
    /// UIBarButtonItem.appearance().tintColor = .systemOrange
    /// ```
    public static func appearance() -> Self {
        appearanceProxy(of: Self.self, containers: "") { Self() }
    }

    /// The appearance proxy of the class for items inside containers of the given classes,
    /// kept apart from ``appearance()``'s.
    ///
    /// ```swift
    /// UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor = .white
    /// ```
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearanceProxy(of: Self.self, containers: containerTypes.map { "\($0)" }.joined(separator: ",")) { Self() }
    }
}

/// A button on a navigation bar or toolbar — UIKit's `UIBarButtonItem`, whose appearance
/// proxy apps set to style the bar buttons SwiftUI draws with UIKit. Its settings are kept
/// and read back; the engine draws its bars' buttons itself.
///
/// ```swift
/// UIBarButtonItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 16)], for: .normal)
/// let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
/// ```
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// The item's style.
    open var style: Style = .plain
    /// The color of the item's title and image.
    open var tintColor: UIColor?
    /// The object that receives the item's action.
    open weak var target: AnyObject?
    /// The action sent when the item is tapped.
    open var action: Selector?

    /// A plain item with no title.
    nonisolated public required init() { super.init() }

    /// An item with `title` in `style`, sending `action` to `target`.
    ///
    /// ```swift
    /// UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
    /// ```
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// An item showing `image` in `style`, sending `action` to `target`.
    ///
    /// ```swift
    /// UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil)
    /// ```
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// The styles of a bar button item.
    public enum Style: Int, Sendable {
        /// A plain button.
        case plain = 0
        /// A button with a border (deprecated in UIKit: `.plain`).
        case bordered = 1
        /// A button for a done action: a bold title.
        case done = 2
    }
}
#endif
