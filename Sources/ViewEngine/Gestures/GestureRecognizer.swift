import Foundation

/// What the engine performs for a gesture: the primitive gestures it is made of, and
/// how an event reaches its callbacks. Made from the gesture value of the latest
/// evaluation at every step, so a step runs the closures the view has now.
///
/// You don't use it: ``Gesture/_makeRecognizer(_:)`` makes it.
public struct _GestureRecognizer<Value> {
    /// The primitive gestures inside, in order.
    let primitives: [PrimitiveGesture]
    /// Delivers one event: the gesture's value for it, if it recognizes it (its callbacks
    /// have run); `nil` if it does not.
    let deliver: (GestureSession, GesturePhase, GestureEvent) -> Value?
    /// The gesture ended: its `@GestureState` properties return to their initial values.
    let reset: () -> Void

    init(primitives: [PrimitiveGesture], deliver: @escaping (GestureSession, GesturePhase, GestureEvent) -> Value?,
         reset: @escaping () -> Void = {}) {
        self.primitives = primitives
        self.deliver = deliver
        self.reset = reset
    }

    /// Whether a primitive gesture inside recognizes events of `kind`.
    func recognizes(_ kind: GestureEventKind) -> Bool {
        primitives.contains { $0.recognizes(kind) }
    }
}

/// Where a gesture is inside the gesture attached to a view (`0.1.0`): the key of what a
/// composed gesture remembers between the steps of one performance.
///
/// You don't use it: the engine passes it to ``Gesture/_makeRecognizer(_:)``.
public struct _GesturePath: Hashable, Sendable {
    let components: [UInt8]

    /// The path of the gesture attached to a view.
    static let root = _GesturePath(components: [])

    /// The path of the `index`-th part of a composed gesture.
    func appending(_ index: UInt8) -> _GesturePath { _GesturePath(components: components + [index]) }
}

/// One performance of a gesture (a drag from touch-down to lift-off): what its composed
/// gestures remember between steps.
@MainActor
final class GestureSession {
    /// When the gesture is performed: the host's virtual time, which a performance does
    /// not move.
    let time: Date
    private var values: [_GesturePath: Any] = [:]

    init(time: Date) { self.time = time }

    subscript(path: _GesturePath) -> Any? {
        get { values[path] }
        set { values[path] = newValue }
    }
}

/// The phase of an event: a change (a step of the performance) or its end.
enum GesturePhase: Equatable {
    case changed
    case ended
}

/// What the host does to a view: a tap, a long press, one step of a drag, a
/// magnification or a rotation.
enum GestureEvent {
    case tap(count: Int)
    case longPress
    case drag(DragGesture.Value)
    case magnify(CGFloat)
    case rotate(Angle)

    var kind: GestureEventKind {
        switch self {
        case .tap(let count): .tap(count: count)
        case .longPress: .longPress
        case .drag: .drag
        case .magnify: .magnify
        case .rotate: .rotate
        }
    }
}

/// The kind of a ``GestureEvent``, without its value.
enum GestureEventKind: Hashable {
    case tap(count: Int)
    case longPress
    case drag
    case magnify
    case rotate
}

/// A gesture the engine recognizes by itself.
enum PrimitiveGesture: Equatable {
    case tap(count: Int)
    case longPress
    case drag
    case magnify
    case rotate

    func recognizes(_ kind: GestureEventKind) -> Bool {
        switch (self, kind) {
        case (.tap(let a), .tap(let b)): a == b
        case (.longPress, .longPress), (.drag, .drag), (.magnify, .magnify), (.rotate, .rotate): true
        default: false
        }
    }

    /// The discrete event that performs it whole (a sequence's first gesture before its
    /// second), if it is discrete.
    var discreteEvent: GestureEvent? {
        switch self {
        case .tap(let count): .tap(count: count)
        case .longPress: .longPress
        case .drag, .magnify, .rotate: nil
        }
    }
}
