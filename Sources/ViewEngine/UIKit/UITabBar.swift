#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A control that displays one or more buttons in a tab bar — UIKit's `UITabBar`, whose
/// appearance proxy apps set to style SwiftUI's `TabView`. Its settings are kept and read
/// back; the engine draws its tab bar by its own rules.
///
/// ```swift
/// UITabBar.appearance().unselectedItemTintColor = .gray
/// ```
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The bar's background tint.
    open var barTintColor: UIColor?
    /// The tint of the items that are not selected.
    open var unselectedItemTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The bar's appearance.
    open var standardAppearance = UITabBarAppearance()
    /// The appearance when the content's edge meets the bar; `nil`: the standard one.
    open var scrollEdgeAppearance: UITabBarAppearance?
}
#endif
