/// An instance that matches a sequence of events to a gesture, and returns a stream of
/// values for each of its states.
///
/// ```swift
/// Circle()
///     .gesture(
///         DragGesture(minimumDistance: 0)
///             .onChanged { offset = $0.translation }
///             .onEnded { _ in offset = .zero }
///     )
/// try host.drag("Circle", by: CGSize(width: 40, height: 0))
/// ```
///
/// The engine's gestures are `TapGesture`, `SpatialTapGesture`, `LongPressGesture`,
/// `DragGesture`, `MagnifyGesture`, `MagnificationGesture`, `RotateGesture` and
/// `RotationGesture`, with `onChanged`, `onEnded`, `updating` and `map`, combined with
/// `simultaneously(with:)`, `sequenced(before:)` and `exclusively(before:)`. A gesture of
/// your own declares a `body` made of them. The host performs them on the view they are
/// attached to: ``ViewHost/tapGesture(_:count:)``, ``ViewHost/longPress(_:)``,
/// ``ViewHost/drag(_:by:)``, ``ViewHost/magnify(_:by:)`` and ``ViewHost/rotate(_:by:)``.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The type of gesture representing the body of `Self`.
    associatedtype Body: Gesture

    /// The type representing the gesture's value.
    associatedtype Value = Body.Value

    /// The content and behavior of the gesture.
    var body: Body { get }

    /// What the engine performs for this gesture; a gesture of your own gets its body's.
    func _makeRecognizer(_ path: _GesturePath) -> _GestureRecognizer<Value>
}

extension Gesture where Value == Body.Value {
    /// The body's recognizer: a gesture of your own is performed as its body is.
    public func _makeRecognizer(_ path: _GesturePath) -> _GestureRecognizer<Value> {
        body._makeRecognizer(path)
    }
}

extension Gesture where Body == Never {
    /// A gesture the engine implements has no body.
    public var body: Never {
        fatalError("\(Self.self) is a primitive gesture and has no body")
    }
}

extension Never: Gesture {
    /// `Never` is a gesture so that primitive gestures can name it as their body.
    public typealias Value = Never

    /// Never called: there is no value of `Never`.
    public func _makeRecognizer(_ path: _GesturePath) -> _GestureRecognizer<Never> { switch self {} }
}

/// Options that control how adding a gesture to a view affects other gestures recognized
/// by the view and its subviews.
///
/// ```swift
/// Text("Card").gesture(drag, including: .gesture)   // this gesture, not its subviews'
/// ```
public struct GestureMask: OptionSet, Sendable {
    /// The raw value of the mask.
    public let rawValue: UInt32

    /// Creates a mask from its raw value.
    ///
    /// ```swift
    /// GestureMask(rawValue: 3)   // .all
    /// ```
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Disable all gestures in the subview hierarchy, including the added gesture.
    public static let none = GestureMask([])
    /// Enable the added gesture but disable all gestures in the subview hierarchy.
    public static let gesture = GestureMask(rawValue: 1)
    /// Enable all gestures in the subview hierarchy but disable the added gesture.
    public static let subviews = GestureMask(rawValue: 2)
    /// Enable both the added gesture as well as all other gestures on the view and its
    /// subviews.
    public static let all = GestureMask(rawValue: 3)
}
