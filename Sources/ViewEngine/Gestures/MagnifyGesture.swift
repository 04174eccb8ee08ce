import Foundation

/// A gesture that recognizes a magnification motion and tracks the amount of magnification.
///
/// ```swift
/// @GestureState private var magnification: CGFloat = 1
/// Image("photo")
///     .scaleEffect(magnification)
///     .gesture(MagnifyGesture().updating($magnification) { value, state, _ in state = value.magnification })
/// try host.magnify("photo", by: 2)
/// ```
///
/// Performed by ``ViewHost/magnify(_:by:)``: four steps from 1 to the scale, then the end.
/// Steps closer to 1 than `minimumScaleDelta` are not delivered. The anchor is `.center`,
/// the start location the view's top leading corner (`.zero`) and the velocity zero.
public struct MagnifyGesture: Gesture {
    /// The attributes of a magnify gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has magnified by.
        public var magnification: CGFloat
        /// How quickly the magnification is changing, in units per second.
        public var velocity: CGFloat
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnify gesture with a given minimum delta for the gesture to start.
    ///
    /// ```swift
    /// MagnifyGesture(minimumScaleDelta: 0.05)
    /// ```
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    public typealias Body = Never

    /// Recognizes a magnification step once it is `minimumScaleDelta` away from 1.
    public func _makeRecognizer(_ path: _GesturePath) -> _GestureRecognizer<Value> {
        let minimum = minimumScaleDelta
        return _GestureRecognizer(primitives: [.magnify]) { session, _, event in
            guard case .magnify(let scale) = event, abs(scale - 1) >= minimum else { return nil }
            return Value(time: session.time, magnification: scale, velocity: 0, startAnchor: .center, startLocation: .zero)
        }
    }
}

/// A gesture that recognizes a magnification motion and tracks the amount of
/// magnification (deprecated in favor of ``MagnifyGesture``).
///
/// ```swift
/// MagnificationGesture().onChanged { scale = $0 }
/// ```
///
/// Performed by ``ViewHost/magnify(_:by:)``, as ``MagnifyGesture`` is; its value is the
/// magnification.
public struct MagnificationGesture: Gesture {
    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnification gesture with a given minimum delta for the gesture to start.
    ///
    /// ```swift
    /// MagnificationGesture(minimumScaleDelta: 0.05)
    /// ```
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    public typealias Value = CGFloat
    public typealias Body = Never

    /// Recognizes a magnification step once it is `minimumScaleDelta` away from 1.
    public func _makeRecognizer(_ path: _GesturePath) -> _GestureRecognizer<CGFloat> {
        let minimum = minimumScaleDelta
        return _GestureRecognizer(primitives: [.magnify]) { _, _, event in
            guard case .magnify(let scale) = event, abs(scale - 1) >= minimum else { return nil }
            return scale
        }
    }
}
