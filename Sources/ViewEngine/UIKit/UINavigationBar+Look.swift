// How the app's navigation bar appearance proxy (`UINavigationBar.appearance()`) makes
// SwiftUI's navigation bars look (NavigationBar+Background.swift): the appearance UIKit
// uses — at the scroll edge the proxy's `scrollEdgeAppearance`, or, when it is `nil`, its
// `standardAppearance` "modified to use a transparent background"; else the standard one —
// gives the background (its configuration's material under its `backgroundColor`), the
// shadow line (`shadowColor`, below the bar: Measures §3 "Bar shadow line") and the titles' colors (the `foregroundColor` of its title
// attributes, or of the proxy's own `titleTextAttributes` and `largeTitleTextAttributes`).
#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

extension NavigationBarLook {
    /// The look the app's appearance proxy gives a bar at the scroll edge or scrolled.
    static func proxied(atScrollEdge: Bool) -> NavigationBarLook {
        let bar = UINavigationBar.appearance()
        let edge = atScrollEdge ? bar.scrollEdgeAppearance : nil
        let appearance = edge ?? bar.standardAppearance
        var look = NavigationBarLook()
        if !atScrollEdge || edge != nil {
            switch appearance.backgroundConfiguration {
            case .defaultBackground: look.background.append(Material.bar)
            case .opaqueBackground, .transparentBackground: break
            }
            if let color = appearance.backgroundColor { look.background.append(Color(uiColor: color)) }
            look.shadow = appearance.shadowColor.map { Color(uiColor: $0) }
        }
        look.titleColor = Self.foreground(of: appearance.titleTextAttributes) ?? Self.foreground(of: bar.titleTextAttributes)
        look.largeTitleColor = Self.foreground(of: appearance.largeTitleTextAttributes) ?? Self.foreground(of: bar.largeTitleTextAttributes)
        return look
    }

    /// The color of `attributes`' `foregroundColor`, if it has one.
    private static func foreground(of attributes: [NSAttributedString.Key: Any]?) -> Color? {
        (attributes?[.foregroundColor] as? UIColor).map { Color(uiColor: $0) }
    }
}
#endif
