#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A container view controller that manages a multiselection interface — UIKit's
/// `UITabBarController`, which code that looks for the topmost controller walks through.
/// Headless, it keeps its controllers and which one is selected.
///
/// ```swift
/// if let tabs = controller as? UITabBarController { return tabs.selectedViewController }
/// ```
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The controllers of the tabs, in order; setting them selects the first.
    open var viewControllers: [UIViewController]? {
        didSet { selectedIndex = 0 }
    }
    /// The index of the selected tab; an index out of range selects none.
    open var selectedIndex = 0
    /// The controller of the selected tab.
    open var selectedViewController: UIViewController? {
        get {
            guard let viewControllers, viewControllers.indices.contains(selectedIndex) else { return nil }
            return viewControllers[selectedIndex]
        }
        set {
            guard let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }
}
#endif
