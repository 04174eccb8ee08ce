#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

extension UIWindow {
    /// The positioning of windows relative to each other — UIKit's `UIWindow.Level`. A
    /// higher level stacks above a lower one ("even the bottom window in a level obscures
    /// the top window of the next level down"); the levels have UIKit's raw values:
    /// ``normal`` 0, ``statusBar`` 1000, ``alert`` 2000.
    ///
    /// ```swift
    /// let overlay = UIWindow(windowScene: scene)
    /// overlay.windowLevel = .alert
    /// UIApplication.shared.windows.sorted { $0.windowLevel.rawValue < $1.windowLevel.rawValue }
    /// ```
    public struct Level: RawRepresentable, Hashable, Sendable {
        /// The level's position: a window of a higher value is in front.
        public var rawValue: CGFloat

        /// A level of `rawValue`.
        ///
        /// ```swift
        /// UIWindow.Level(rawValue: 1500)
        /// ```
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// A level of `rawValue`.
        ///
        /// ```swift
        /// UIWindow.Level(UIWindow.Level.alert.rawValue + 1)
        /// ```
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The default level, 0: an app's windows.
        ///
        /// ```swift
        /// window.windowLevel == .normal   // a new window's
        /// ```
        public static let normal = Level(0)
        /// The level of a status window, 1000: on top of the app's main window, below alerts.
        ///
        /// ```swift
        /// banner.windowLevel = .statusBar
        /// ```
        public static let statusBar = Level(1000)
        /// The level of an alert, 2000: on top of the status bar.
        ///
        /// ```swift
        /// overlay.windowLevel = .alert
        /// ```
        public static let alert = Level(2000)
    }
}
#endif
