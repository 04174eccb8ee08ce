// AppKit's input events, as a Mac app's view passes a scroll on to the view around it.
#if !os(macOS) && !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An input event — AppKit's `NSEvent`: what a responder's event methods
/// (``NSResponder/scrollWheel(with:)``) receive, and read the movement of.
///
/// ```swift
/// override func scrollWheel(with event: NSEvent) {
///     if abs(event.deltaX) > abs(event.deltaY) { nextResponder?.scrollWheel(with: event) }
/// }
/// ```
///
/// The host delivers no AppKit events to views (it drives SwiftUI's controls and gestures
/// itself), so apps meet events only in the methods they override.
open class NSEvent: NSObject {
    /// The event's type.
    public let type: EventType
    /// The horizontal movement: of the mouse, or of a scroll wheel's lines.
    public let deltaX: CGFloat
    /// The vertical movement: of the mouse, or of a scroll wheel's lines.
    public let deltaY: CGFloat
    /// The movement along the z axis (a scroll wheel's third axis): zero.
    public let deltaZ: CGFloat

    /// An event of `type` that moved `deltaX` and `deltaY` (the engine's own: AppKit makes
    /// events from the window server's).
    package init(type: EventType, deltaX: CGFloat = 0, deltaY: CGFloat = 0) {
        self.type = type
        self.deltaX = deltaX
        self.deltaY = deltaY
        deltaZ = 0
        super.init()
    }

    /// The horizontal scroll, in points: the wheel's lines as the trackpad would give them.
    public var scrollingDeltaX: CGFloat { deltaX }
    /// The vertical scroll, in points.
    public var scrollingDeltaY: CGFloat { deltaY }

    /// The kinds of events — AppKit's `NSEvent.EventType`, with its raw values.
    public enum EventType: UInt, Sendable {
        /// The left mouse button went down.
        case leftMouseDown = 1
        /// The left mouse button went up.
        case leftMouseUp = 2
        /// The right mouse button went down.
        case rightMouseDown = 3
        /// The right mouse button went up.
        case rightMouseUp = 4
        /// The mouse moved.
        case mouseMoved = 5
        /// A key went down.
        case keyDown = 10
        /// A key went up.
        case keyUp = 11
        /// The scroll wheel moved.
        case scrollWheel = 22
    }
}
#endif
