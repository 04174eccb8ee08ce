#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// Navigational controls that display in a bar along the top of the screen — UIKit's
/// `UINavigationBar`, whose appearance proxy apps set in their `App`'s `init()` to style
/// SwiftUI's navigation bars. Its settings are kept and read back; the engine's navigation
/// bar (`NavigationStack`) is drawn with the proxy's ``standardAppearance`` and
/// ``scrollEdgeAppearance`` (background, shadow line, titles' colors) and its title
/// attributes' colors; the other settings are kept only.
///
/// ```swift
/// UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.white]
/// ```
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's background tint.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// Whether titles show large.
    open var prefersLargeTitles = false
    /// The attributes of the inline title.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The appearance of a standard-height bar.
    open var standardAppearance = UINavigationBarAppearance()
    /// The appearance of a compact-height bar; `nil`: the standard one.
    open var compactAppearance: UINavigationBarAppearance?
    /// The appearance when the content's edge meets the bar; `nil`: the standard one.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The image of the bar's shadow line.
    open var shadowImage: UIImage?
}
#endif
