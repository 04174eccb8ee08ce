import Foundation

/// A dragging motion that invokes an action as the drag-event sequence changes.
///
/// ```swift
/// @State private var offset = CGSize.zero
/// Text("Card")
///     .offset(offset)
///     .gesture(
///         DragGesture()
///             .onChanged { offset = $0.translation }
///             .onEnded { _ in offset = .zero }
///     )
/// try host.drag("Card", by: CGSize(width: 100, height: 0))
/// ```
///
/// Performed by ``ViewHost/drag(_:by:)``: four steps along the translation, each a frame
/// of its own, then the end. The drag starts at the view's top leading corner, in the
/// view's own coordinate space (`startLocation` is `.zero`), so `location` is the
/// translation; `time` is the host's
/// virtual clock, which the drag does not move; `velocity` is zero, so the predicted end
/// is where the drag ends. Steps shorter than `minimumDistance` are not delivered: the
/// gesture has not begun; a drag that never reaches it ends unrecognized.
public struct DragGesture: Gesture {
    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        /// The current drag velocity.
        public var velocity: CGSize
        /// A prediction, based on the current drag velocity, of where the final location
        /// will be if dragging stopped now.
        public var predictedEndLocation: CGPoint

        /// The total translation from the start of the drag gesture to the current event.
        ///
        /// ```swift
        /// DragGesture().onChanged { offset = $0.translation }
        /// ```
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// A prediction, based on the current drag velocity, of what the final translation
        /// will be if dragging stopped now.
        ///
        /// ```swift
        /// DragGesture().onEnded { if $0.predictedEndTranslation.height > 200 { dismiss() } }
        /// ```
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }

        /// A drag from the view's origin by `translation`, at `time`, with no velocity.
        init(translation: CGSize, time: Date) {
            self.init(startLocation: .zero, location: CGPoint(x: translation.width, y: translation.height), time: time)
        }

        /// A drag from `startLocation` now at `location` (the view's coordinates), at
        /// `time`, with no velocity.
        init(startLocation: CGPoint, location: CGPoint, time: Date) {
            self.time = time
            self.startLocation = startLocation
            self.location = location
            velocity = .zero
            predictedEndLocation = location
        }
    }

    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a dragging gesture with the minimum dragging distance before the gesture
    /// succeeds and the coordinate space of the gesture's location.
    ///
    /// ```swift
    /// DragGesture(minimumDistance: 0, coordinateSpace: .global)
    /// ```
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public typealias Body = Never

    /// Recognizes a drag step once the drag has gone `minimumDistance`.
    public func _makeRecognizer(_ path: _GesturePath) -> _GestureRecognizer<Value> {
        let minimumDistance = minimumDistance
        return _GestureRecognizer(primitives: [.drag]) { _, _, event in
            guard case .drag(let value) = event else { return nil }
            let distance = (value.translation.width * value.translation.width + value.translation.height * value.translation.height).squareRoot()
            return distance >= minimumDistance ? value : nil
        }
    }
}
