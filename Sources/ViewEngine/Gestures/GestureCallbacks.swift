/// A gesture that runs an action when its content's value changes (``Gesture/onChanged(_:)``).
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    let content: Content
    let action: (Content.Value) -> Void

    public typealias Value = Content.Value
    public typealias Body = Never

    /// Runs the action for each change whose value differs from the previous one.
    public func _makeRecognizer(_ path: _GesturePath) -> _GestureRecognizer<Value> {
        let content = content._makeRecognizer(path.appending(0))
        let action = action
        return _GestureRecognizer(primitives: content.primitives, deliver: { session, phase, event in
            guard let value = content.deliver(session, phase, event) else { return nil }
            if phase == .changed, session[path] as? Value != value {
                session[path] = value
                action(value)
            }
            return value
        }, reset: content.reset)
    }
}

/// A gesture that runs an action when its content ends (``Gesture/onEnded(_:)``).
public struct _EndedGesture<Content: Gesture>: Gesture {
    let content: Content
    let action: (Content.Value) -> Void

    public typealias Value = Content.Value
    public typealias Body = Never

    /// Runs the action when the content is recognized at its end.
    public func _makeRecognizer(_ path: _GesturePath) -> _GestureRecognizer<Value> {
        let content = content._makeRecognizer(path.appending(0))
        let action = action
        return _GestureRecognizer(primitives: content.primitives, deliver: { session, phase, event in
            guard let value = content.deliver(session, phase, event) else { return nil }
            if phase == .ended { action(value) }
            return value
        }, reset: content.reset)
    }
}

/// A gesture whose values are its content's, transformed (``Gesture/map(_:)``).
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
    let transform: (Content.Value) -> Value

    public typealias Body = Never

    /// Transforms each value of the content.
    public func _makeRecognizer(_ path: _GesturePath) -> _GestureRecognizer<Value> {
        let content = content._makeRecognizer(path.appending(0))
        let transform = transform
        return _GestureRecognizer(primitives: content.primitives, deliver: { session, phase, event in
            content.deliver(session, phase, event).map(transform)
        }, reset: content.reset)
    }
}

extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    ///
    /// ```swift
    /// DragGesture().onChanged { value in offset = value.translation }
    /// ```
    ///
    /// The action runs at each step of the gesture whose value differs from the previous
    /// step's (``ViewHost/drag(_:by:)`` makes four).
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension Gesture {
    /// Adds an action to perform when the gesture ends.
    ///
    /// ```swift
    /// TapGesture(count: 2).onEnded { liked.toggle() }
    /// DragGesture().onEnded { value in position.width += value.translation.width }
    /// ```
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Returns a gesture that's the result of mapping the given closure over the gesture.
    ///
    /// ```swift
    /// DragGesture().map { $0.translation.width }.onChanged { width = $0 }
    /// ```
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}
