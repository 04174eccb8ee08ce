import Foundation

/// A gesture that recognizes one or more taps.
///
/// ```swift
/// Image(systemName: "heart")
///     .gesture(TapGesture(count: 2).onEnded { liked.toggle() })
/// try host.tapGesture("heart", count: 2)
/// ```
///
/// Performed by ``ViewHost/tapGesture(_:count:)`` with its count, as `onTapGesture` is.
public struct TapGesture: Gesture {
    /// The required number of tap events.
    public var count: Int

    /// Creates a tap gesture with the number of required taps.
    ///
    /// ```swift
    /// TapGesture(count: 2)
    /// ```
    public init(count: Int = 1) { self.count = count }

    public typealias Value = Void
    public typealias Body = Never

    /// Recognizes a tap of its count, at its end.
    public func _makeRecognizer(_ path: _GesturePath) -> _GestureRecognizer<Void> {
        let count = count
        return _GestureRecognizer(primitives: [.tap(count: count)]) { _, phase, event in
            guard phase == .ended, case .tap(count) = event else { return nil }
            return ()
        }
    }
}

/// A gesture that recognizes one or more taps and reports their location.
///
/// ```swift
/// Color.blue.gesture(SpatialTapGesture().onEnded { print($0.location) })
/// ```
///
/// Performed by ``ViewHost/tapGesture(_:count:)``, which touches the view at its top
/// leading corner: the location, in the view's own coordinate space, is `CGPoint.zero`.
public struct SpatialTapGesture: Gesture {
    /// The attributes of a tap gesture.
    public struct Value: Equatable, Sendable {
        /// The location of the tap gesture's current event.
        public var location: CGPoint
    }

    /// The required number of tap events.
    public var count: Int
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a tap gesture with the number of required taps and the coordinate space
    /// of the gesture's location.
    ///
    /// ```swift
    /// SpatialTapGesture(count: 2, coordinateSpace: .global)
    /// ```
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    public typealias Body = Never

    /// Recognizes a tap of its count, at its end.
    public func _makeRecognizer(_ path: _GesturePath) -> _GestureRecognizer<Value> {
        let count = count
        return _GestureRecognizer(primitives: [.tap(count: count)]) { _, phase, event in
            guard phase == .ended, case .tap(count) = event else { return nil }
            return Value(location: .zero)
        }
    }
}
