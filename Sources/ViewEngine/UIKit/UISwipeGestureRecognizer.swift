#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A recognizer of swipes in one or more directions — UIKit's `UISwipeGestureRecognizer`.
///
/// ```swift
/// let swipe = UISwipeGestureRecognizer(target: context.coordinator, action: Selector("swiped:"))
/// swipe.direction = [.left, .right]
/// ```
///
/// As every ``UIGestureRecognizer`` here, it keeps what is set on it and recognizes
/// nothing (the engine delivers no touches to UIKit views).
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe, as a set — UIKit's `UISwipeGestureRecognizer.Direction`,
    /// with UIKit's raw values (right 1, left 2, up 4, down 8).
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The directions' bits.
        public let rawValue: UInt
        /// The directions of `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Toward the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Toward the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upward.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downward.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions it recognizes; ``Direction/right`` by default, as UIKit's.
    open var direction: Direction = .right
    /// How many fingers the swipe takes; 1 by default.
    open var numberOfTouchesRequired = 1
}
#endif
