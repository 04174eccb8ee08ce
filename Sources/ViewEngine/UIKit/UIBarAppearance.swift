#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An object for customizing the appearance of a bar — UIKit's `UIBarAppearance`, the base
/// of ``UINavigationBarAppearance`` and ``UITabBarAppearance``. Its settings are kept and
/// read back; the engine draws its bars itself and does not apply them.
@preconcurrency @MainActor
open class UIBarAppearance {
    /// The bar's background color.
    open var backgroundColor: UIColor?
    /// The color of the bar's shadow line; `nil` hides it.
    open var shadowColor: UIColor? = UIBarAppearance.defaultShadowColor
    /// The background's blur, as last configured (``configureWithDefaultBackground()`` and
    /// the others).
    public private(set) var backgroundConfiguration: BackgroundConfiguration = .defaultBackground

    /// The shadow line's color a configured background has: black at 30 % in light mode,
    /// white at 15 % in dark mode (Measures §3 "Bar shadow line").
    nonisolated static var defaultShadowColor: UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3) }
    }

    /// An appearance with the default background.
    ///
    /// ```swift
    /// let appearance = UINavigationBarAppearance()
    /// ```
    nonisolated public required init() {}

    /// The background: translucent with a blur, and a shadow line.
    open func configureWithDefaultBackground() {
        backgroundConfiguration = .defaultBackground
        backgroundColor = nil
        shadowColor = UIBarAppearance.defaultShadowColor
    }

    /// The background: opaque, in the system background color, with a shadow line.
    ///
    /// ```swift
    /// appearance.configureWithOpaqueBackground()
    /// ```
    open func configureWithOpaqueBackground() {
        backgroundConfiguration = .opaqueBackground
        backgroundColor = .systemBackground
        shadowColor = UIBarAppearance.defaultShadowColor
    }

    /// The background: clear, without a shadow line.
    open func configureWithTransparentBackground() {
        backgroundConfiguration = .transparentBackground
        backgroundColor = nil
        shadowColor = nil
    }

    /// Which of the three configurations was applied last.
    public enum BackgroundConfiguration: Sendable {
        /// ``configureWithDefaultBackground()``.
        case defaultBackground
        /// ``configureWithOpaqueBackground()``.
        case opaqueBackground
        /// ``configureWithTransparentBackground()``.
        case transparentBackground
    }
}

/// An object for customizing the appearance of a navigation bar — UIKit's
/// `UINavigationBarAppearance`.
///
/// ```swift
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
/// UINavigationBar.appearance().standardAppearance = appearance
/// ```
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The attributes of the inline title.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// An object for customizing the appearance of a tab bar — UIKit's `UITabBarAppearance`.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {}
#endif
