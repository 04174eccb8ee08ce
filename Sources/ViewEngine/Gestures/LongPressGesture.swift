import Foundation

/// A gesture that succeeds when the user performs a long press.
///
/// ```swift
/// @GestureState var isDetectingLongPress = false
/// Circle()
///     .gesture(
///         LongPressGesture(minimumDuration: 3)
///             .updating($isDetectingLongPress) { currentState, gestureState, _ in
///                 gestureState = currentState
///             }
///             .onEnded { _ in completedLongPress = true }
///     )
/// try host.longPress("Circle")
/// ```
///
/// Performed by ``ViewHost/longPress(_:)``, in one frame: the press begins (its value
/// `true` reaches `onChanged` and `updating`), the press succeeds (`onEnded(true)`), the
/// gesture ends (its `@GestureState`s reset). It takes no virtual time; `minimumDuration`
/// and `maximumDistance` are recorded.
public struct LongPressGesture: Gesture {
    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat

    /// Creates a long-press gesture with a minimum duration and a maximum distance that
    /// the interaction can move before the gesture fails.
    ///
    /// ```swift
    /// LongPressGesture(minimumDuration: 1)
    /// ```
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public typealias Value = Bool
    public typealias Body = Never

    /// Recognizes a long press: `true` when it begins and when it succeeds.
    public func _makeRecognizer(_ path: _GesturePath) -> _GestureRecognizer<Bool> {
        _GestureRecognizer(primitives: [.longPress]) { _, _, event in
            guard case .longPress = event else { return nil }
            return true
        }
    }
}
