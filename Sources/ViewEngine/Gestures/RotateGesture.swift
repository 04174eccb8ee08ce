import Foundation

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation.
///
/// ```swift
/// @State private var angle = Angle.zero
/// Rectangle()
///     .rotationEffect(angle)
///     .gesture(RotateGesture().onChanged { angle = $0.rotation })
/// try host.rotate("Rectangle", by: .degrees(90))
/// ```
///
/// Performed by ``ViewHost/rotate(_:by:)``: four steps from zero to the angle, then the
/// end. Steps smaller than `minimumAngleDelta` are not delivered. The anchor is `.center`,
/// the start location the view's top leading corner (`.zero`) and the velocity zero.
public struct RotateGesture: Gesture {
    /// The attributes of a rotate gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has rotated by.
        public var rotation: Angle
        /// The current rotation velocity.
        public var velocity: Angle
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    ///
    /// ```swift
    /// RotateGesture(minimumAngleDelta: .degrees(5))
    /// ```
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    public typealias Body = Never

    /// Recognizes a rotation step once it is `minimumAngleDelta` from zero.
    public func _makeRecognizer(_ path: _GesturePath) -> _GestureRecognizer<Value> {
        let minimum = minimumAngleDelta.radians
        return _GestureRecognizer(primitives: [.rotate]) { session, _, event in
            guard case .rotate(let angle) = event, abs(angle.radians) >= minimum else { return nil }
            return Value(time: session.time, rotation: angle, velocity: .zero, startAnchor: .center, startLocation: .zero)
        }
    }
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation
/// (deprecated in favor of ``RotateGesture``).
///
/// ```swift
/// RotationGesture().onChanged { angle = $0 }
/// ```
///
/// Performed by ``ViewHost/rotate(_:by:)``, as ``RotateGesture`` is; its value is the angle.
public struct RotationGesture: Gesture {
    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    ///
    /// ```swift
    /// RotationGesture(minimumAngleDelta: .degrees(5))
    /// ```
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    public typealias Value = Angle
    public typealias Body = Never

    /// Recognizes a rotation step once it is `minimumAngleDelta` from zero.
    public func _makeRecognizer(_ path: _GesturePath) -> _GestureRecognizer<Angle> {
        let minimum = minimumAngleDelta.radians
        return _GestureRecognizer(primitives: [.rotate]) { _, _, event in
            guard case .rotate(let angle) = event, abs(angle.radians) >= minimum else { return nil }
            return angle
        }
    }
}
