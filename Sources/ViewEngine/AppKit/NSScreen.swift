// The display a Mac app's windows are on.
#if !os(macOS) && !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A display a Mac app's windows are on — AppKit's `NSScreen`. Headless there is one: a
/// 13-inch MacBook Air's default, 1440 × 900 points at 2×, with a 25-point menu bar and
/// the Dock hidden.
///
/// ```swift
/// let frame = NSScreen.main?.frame   // (0, 0, 1440, 900)
/// ```
public final class NSScreen: NSObject, Sendable {
    /// The screen with the key window: the one screen.
    public static var main: NSScreen? { screen }
    /// Every screen: the one.
    public static var screens: [NSScreen] { [screen] }
    private static let screen = NSScreen()

    /// The screen's rectangle, in points, its origin at the bottom left.
    public let frame = NSRect(x: 0, y: 0, width: 1440, height: 900)
    /// The rectangle windows may use: the frame less the menu bar at the top.
    public let visibleFrame = NSRect(x: 0, y: 0, width: 1440, height: 875)
    /// Pixels per point.
    public let backingScaleFactor: CGFloat = 2

    private override init() { super.init() }
}
#endif
