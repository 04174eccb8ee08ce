// A Mac window's size and place, as apps set them up (`setContentSize(_:)`, a minimum
// size, centring on its screen), and the screen it is on.
#if !os(macOS) && !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

extension NSWindow {
    /// The screen the window is on: the main screen, headless.
    ///
    /// ```swift
    /// let visible = window.screen?.visibleFrame
    /// ```
    public var screen: NSScreen? { NSScreen.main }

    /// Sets the size of the window's content; the window's origin stays.
    ///
    /// ```swift
    /// window.setContentSize(NSSize(width: 800, height: 600))
    /// ```
    public func setContentSize(_ size: NSSize) {
        frame.size = NSSize(width: max(0, size.width), height: max(0, size.height))
    }

    /// Moves the window's bottom-left corner to `point`, in screen coordinates.
    ///
    /// ```swift
    /// window.setFrameOrigin(NSPoint(x: 100, y: 100))
    /// ```
    public func setFrameOrigin(_ point: NSPoint) { frame.origin = point }

    /// Sets the window's frame, in screen coordinates.
    ///
    /// ```swift
    /// window.setFrame(NSRect(x: 0, y: 0, width: 800, height: 600), display: true)
    /// ```
    public func setFrame(_ frameRect: NSRect, display flag: Bool) { frame = frameRect }
}

extension NSView {
    /// The window the view is in: the window whose content view it is, or its superview's;
    /// `nil` for a view in no window (a SwiftUI representable's view, headless).
    ///
    /// ```swift
    /// guard let window = view.window else { return }
    /// ```
    public var window: NSWindow? { hostingWindow ?? superview?.window }
}
#endif
