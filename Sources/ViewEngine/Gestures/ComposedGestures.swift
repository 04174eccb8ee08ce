/// A gesture containing two gestures that can happen at the same time with neither of
/// them preceding the other.
///
/// ```swift
/// MagnifyGesture().simultaneously(with: RotateGesture())
/// ```
///
/// An event reaches both; the value holds the value of each that recognized it.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a simultaneous gesture that indicates which of its two gestures
    /// receives events.
    public struct Value {
        /// The value of the first gesture, if it recognized the event.
        public var first: First.Value?
        /// The value of the second gesture, if it recognized the event.
        public var second: Second.Value?
    }

    /// The first of two gestures that can happen simultaneously.
    public var first: First
    /// The second of two gestures that can happen simultaneously.
    public var second: Second

    /// Creates a gesture with two gestures that can receive updates or succeed
    /// independently of each other.
    ///
    /// ```swift
    /// SimultaneousGesture(DragGesture(), LongPressGesture())
    /// ```
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public typealias Body = Never

    /// Delivers each event to both gestures.
    public func _makeRecognizer(_ path: _GesturePath) -> _GestureRecognizer<Value> {
        let first = first._makeRecognizer(path.appending(0))
        let second = second._makeRecognizer(path.appending(1))
        return _GestureRecognizer(primitives: first.primitives + second.primitives, deliver: { session, phase, event in
            let a = first.deliver(session, phase, event)
            let b = second.deliver(session, phase, event)
            guard a != nil || b != nil else { return nil }
            return Value(first: a, second: b)
        }, reset: {
            first.reset()
            second.reset()
        })
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// A gesture that's a sequence of two gestures: the second is recognized only after the
/// first succeeds.
///
/// ```swift
/// LongPressGesture().sequenced(before: DragGesture())
///     .updating($dragState) { value, state, _ in
///         if case .second(true, let drag?) = value { state = drag.translation }
///     }
/// ```
///
/// A driver performs it in order: events the first gesture recognizes reach it
/// (`.first`); an event only the second recognizes first performs the first whole if it
/// is a tap or a long press (as a press held before a drag), then reaches the second
/// (`.second(firstValue, secondValue)`).
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a sequence gesture that helps to detect whether the first gesture
    /// succeeded, so the second gesture can start.
    public enum Value {
        /// The first gesture hasn't ended.
        case first(First.Value)
        /// The first gesture has ended.
        case second(First.Value, Second.Value?)
    }

    /// The first gesture in a sequence of two gestures.
    public var first: First
    /// The second gesture in a sequence of two gestures.
    public var second: Second

    /// Creates a sequence gesture with two gestures.
    ///
    /// ```swift
    /// SequenceGesture(LongPressGesture(), DragGesture())
    /// ```
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public typealias Body = Never

    /// Delivers each event to the first gesture, or to the second once the first succeeded.
    public func _makeRecognizer(_ path: _GesturePath) -> _GestureRecognizer<Value> {
        let first = first._makeRecognizer(path.appending(0))
        let second = second._makeRecognizer(path.appending(1))
        return _GestureRecognizer(primitives: first.primitives + second.primitives, deliver: { session, phase, event in
            if first.recognizes(event.kind) {
                return first.deliver(session, phase, event).map(Value.first)
            }
            guard second.recognizes(event.kind) else { return nil }
            if session[path] == nil,
               let opening = first.primitives.lazy.compactMap(\.discreteEvent).first,
               first.deliver(session, .changed, opening) != nil,
               let ended = first.deliver(session, .ended, opening) {
                session[path] = ended
            }
            guard let firstValue = session[path] as? First.Value else { return nil }
            return second.deliver(session, phase, event).map { Value.second(firstValue, $0) }
        }, reset: {
            first.reset()
            second.reset()
        })
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// A gesture that consists of two gestures where only one of them can succeed: the first
/// has precedence.
///
/// ```swift
/// TapGesture(count: 2).onEnded { zoom() }
///     .exclusively(before: TapGesture().onEnded { select() })
/// ```
///
/// An event reaches the first gesture if it recognizes it, otherwise the second.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of an exclusive gesture that indicates which of two gestures succeeded.
    public enum Value {
        /// The first of two gestures succeeded.
        case first(First.Value)
        /// The second of two gestures succeeded.
        case second(Second.Value)
    }

    /// The first of two gestures.
    public var first: First
    /// The second of two gestures.
    public var second: Second

    /// Creates a gesture from two gestures where only one of them succeeds.
    ///
    /// ```swift
    /// ExclusiveGesture(TapGesture(count: 2), TapGesture())
    /// ```
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public typealias Body = Never

    /// Delivers each event to the first gesture that recognizes its kind.
    public func _makeRecognizer(_ path: _GesturePath) -> _GestureRecognizer<Value> {
        let first = first._makeRecognizer(path.appending(0))
        let second = second._makeRecognizer(path.appending(1))
        return _GestureRecognizer(primitives: first.primitives + second.primitives, deliver: { session, phase, event in
            if first.recognizes(event.kind) { return first.deliver(session, phase, event).map(Value.first) }
            return second.deliver(session, phase, event).map(Value.second)
        }, reset: {
            first.reset()
            second.reset()
        })
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// Combines a gesture with another gesture to create a new gesture that recognizes
    /// both gestures at the same time.
    ///
    /// ```swift
    /// MagnifyGesture().simultaneously(with: RotateGesture())
    /// ```
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// Sequences a gesture with another one to create a new gesture, which results in the
    /// second gesture only receiving events after the first gesture succeeds.
    ///
    /// ```swift
    /// LongPressGesture().sequenced(before: DragGesture())
    /// ```
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// Combines two gestures exclusively to create a new gesture where only one gesture
    /// succeeds, giving precedence to the first gesture.
    ///
    /// ```swift
    /// TapGesture(count: 2).exclusively(before: TapGesture())
    /// ```
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// A type-erased gesture.
///
/// ```swift
/// var gesture: AnyGesture<Void> {
///     isEditing ? AnyGesture(TapGesture(count: 2)) : AnyGesture(TapGesture())
/// }
/// ```
public struct AnyGesture<Value>: Gesture {
    private let make: (_GesturePath) -> _GestureRecognizer<Value>

    /// Creates an instance from another gesture.
    ///
    /// ```swift
    /// AnyGesture(DragGesture().map { $0.translation })
    /// ```
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        make = { gesture._makeRecognizer($0) }
    }

    public typealias Body = Never

    /// The wrapped gesture's recognizer.
    public func _makeRecognizer(_ path: _GesturePath) -> _GestureRecognizer<Value> { make(path) }
}
