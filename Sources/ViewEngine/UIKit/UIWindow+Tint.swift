// The window's tint, which SwiftUI's accent color follows in a hosted view: UIKit's
// `tintColor` is inherited from the window by every view in it ("the first nondefault tint
// color value in the view's hierarchy, ascending from and starting with the view
// itself"), and a SwiftUI view's `Color.accentColor` is that tint where the app names no
// other. An app sets it on its windows (`window.tintColor = …`) or on all of them
// through the appearance proxy (`UIWindow.appearance().tintColor = …`); the engine's
// host has one window, whose tint is the proxy's.
#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
extension UIWindow {
    /// The name of the tint the app gave every window through the appearance proxy, or
    /// `nil` when it gave none (the accent color is then the `AccentColor` asset or blue).
    static var appearanceTintName: String? {
        appearance().tintColor.map { $0.name }
    }
}
#endif
