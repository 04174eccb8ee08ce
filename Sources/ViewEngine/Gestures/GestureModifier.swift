/// The modifier behind ``View/gesture(_:including:)``, ``View/simultaneousGesture(_:including:)``
/// and ``View/highPriorityGesture(_:including:)``.
import ViewEngineCore

public struct _GestureModifier<G: Gesture>: ViewModifier {
    let gesture: G
    let priority: GesturePriority
    let mask: GestureMask
    public typealias Body = Never
}

/// How a gesture attached to a view competes with the gestures of the views inside it.
enum GesturePriority: Sendable {
    /// `gesture(_:)`: lower precedence than the gestures the view defines.
    case normal
    /// `highPriorityGesture(_:)`: higher precedence than the gestures the view defines.
    case high
    /// `simultaneousGesture(_:)`: recognized together with the gestures the view defines.
    case simultaneous
}

extension _GestureModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        GestureNode(modifier, inputs)
    }
}

/// Attaches a gesture to its content, which the host's gesture drivers find by the
/// content's text. It is registered as the kind of its gesture (a `TapGesture`, a
/// `LongPressGesture`, a `DragGesture`, a `MagnifyGesture`, a `RotateGesture`), or as a
/// `Gesture` when it combines several kinds.
@MainActor
final class GestureNode<Content: View, G: Gesture>: ModifierNode<Content, _GestureModifier<G>>, AttachedGesture, Gesturing {
    private(set) var kind: AnyControlKind
    var title = ""

    override init(_ modifier: _GestureModifier<G>, _ inputs: _ViewInputs) {
        kind = Self.kind(of: modifier.gesture._makeRecognizer(.root).primitives)
        super.init(modifier, inputs)
    }

    /// The kind a gesture made of `primitives` is registered as. The node provides the
    /// protocols of all of them (`AttachedGesture` and `Gesturing`, in its declaration).
    private static func kind(of primitives: [PrimitiveGesture]) -> AnyControlKind {
        var kinds: [AnyControlKind] = []
        for primitive in primitives {
            let kind = switch primitive {
            case .tap: ControlKind<any Gesturing>.tapGesture.erased
            case .longPress: ControlKind<any Gesturing>.longPressGesture.erased
            case .drag: ControlKind<any AttachedGesture>.dragGesture.erased
            case .magnify: ControlKind<any AttachedGesture>.magnifyGesture.erased
            case .rotate: ControlKind<any AttachedGesture>.rotateGesture.erased
            }
            if !kinds.contains(kind) { kinds.append(kind) }
        }
        return kinds.count == 1 ? kinds[0] : ControlKind<any AttachedGesture & Gesturing>.gesture.erased
    }

    override func didMountContent() { title = content.textContent }

    override func modifierDidUpdate(from old: _GestureModifier<G>) {
        let newKind = Self.kind(of: recognizer.primitives)
        if newKind != kind {
            if isVisible { unregister() }
            kind = newKind
            if isVisible { register() }
        }
        retitle(content.textContent)
    }

    override func didAppear() { register() }
    override func didDisappear() { unregister() }

    private var recognizer: _GestureRecognizer<G.Value> { modifier.gesture._makeRecognizer(.root) }

    // MARK: AttachedGesture

    var priority: GesturePriority { modifier.priority }
    var mask: GestureMask { modifier.mask }

    func recognizes(_ kind: GestureEventKind) -> Bool { recognizer.recognizes(kind) }

    func deliver(_ event: GestureEvent, phase: GesturePhase, in session: GestureSession) {
        _ = recognizer.deliver(session, phase, event)
    }

    func end(_ session: GestureSession) { recognizer.reset() }

    // MARK: Gesturing (taps and long presses)

    func recognizes(_ gesture: DiscreteGesture) -> Bool {
        switch gesture {
        case .tap(let count): recognizes(GestureEventKind.tap(count: count))
        case .longPress: recognizes(GestureEventKind.longPress)
        }
    }

    /// A whole tap or long press, in the frame the driver runs: its change (a long press
    /// begins), its end, and the reset of its gesture states.
    func perform(_ gesture: DiscreteGesture) {
        let session = GestureSession(time: graph.clock.date(at: graph.clock.now))
        let event: GestureEvent = switch gesture {
        case .tap(let count): .tap(count: count)
        case .longPress: .longPress
        }
        deliver(event, phase: .changed, in: session)
        deliver(event, phase: .ended, in: session)
        end(session)
    }
}

/// A gesture attached to a view, which the host's continuous gesture drivers (a drag, a
/// magnification, a rotation) perform step by step.
@MainActor
protocol AttachedGesture: RegisteredControl {
    var priority: GesturePriority { get }
    var mask: GestureMask { get }
    /// Whether a primitive gesture inside recognizes events of `kind`.
    func recognizes(_ kind: GestureEventKind) -> Bool
    /// Delivers one step of a performance: the gesture's callbacks for it run.
    func deliver(_ event: GestureEvent, phase: GesturePhase, in session: GestureSession)
    /// The performance is over: the gesture's `@GestureState`s reset.
    func end(_ session: GestureSession)
}

extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by
    /// the view.
    ///
    /// ```swift
    /// Text("Card").gesture(DragGesture().onChanged { offset = $0.translation })
    /// ```
    ///
    /// - Parameters:
    ///   - gesture: A gesture to attach to the view.
    ///   - mask: A value that controls how adding this gesture to the view affects other
    ///     gestures recognized by the view and its subviews.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedContent<Self, _GestureModifier<T>> {
        modifier(_GestureModifier(gesture: gesture, priority: .normal, mask: mask))
    }

    /// Attaches a gesture to the view, enabled or not.
    ///
    /// ```swift
    /// Text("Card").gesture(drag, isEnabled: !isLocked)
    /// ```
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> ModifiedContent<Self, _GestureModifier<T>> {
        modifier(_GestureModifier(gesture: gesture, priority: .normal, mask: isEnabled ? .all : .subviews))
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by
    /// the view.
    ///
    /// ```swift
    /// VStack { Text("Row").onTapGesture { open() } }
    ///     .highPriorityGesture(TapGesture().onEnded { select() })
    /// ```
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedContent<Self, _GestureModifier<T>> {
        modifier(_GestureModifier(gesture: gesture, priority: .high, mask: mask))
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by
    /// the view.
    ///
    /// ```swift
    /// ScrollView { ... }.simultaneousGesture(DragGesture().onChanged { hideKeyboard() })
    /// ```
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedContent<Self, _GestureModifier<T>> {
        modifier(_GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
    }
}

extension ControlKind where Control == any AttachedGesture {
    /// A view with a `DragGesture`, as drivers find it.
    static var dragGesture: Self { Self("DragGesture") }
    /// A view with a `MagnifyGesture` or `MagnificationGesture`, as drivers find it.
    static var magnifyGesture: Self { Self("MagnifyGesture") }
    /// A view with a `RotateGesture` or `RotationGesture`, as drivers find it.
    static var rotateGesture: Self { Self("RotateGesture") }
}

extension ControlKind where Control == any AttachedGesture & Gesturing {
    /// A view with a gesture that combines several kinds, as drivers find it.
    static var gesture: Self { Self("Gesture") }
}

extension GestureNode: PointerTargeting {
    /// A click on the content of a gesture that recognizes a single tap performs it, as
    /// ``ViewHost/tapGesture(_:count:)`` does (`.gesture(TapGesture().onEnded { … })`); a
    /// drag that starts on the content of a gesture that recognizes drags performs it
    /// from the start to the end, as ``ViewHost/drag(from:to:)`` does; a long press, a
    /// magnification or a rotation takes neither.
    var pointerRegions: [PointerRegion] {
        guard let frame = frameInWindow else { return [] }
        var regions: [PointerRegion] = []
        if recognizes(GestureEventKind.drag) {
            regions.append(dragRegion(kind: ControlKind<any AttachedGesture>.dragGesture.name, title: title, frame: frame) { [unowned self, title] start, end, driver in
                driver.drag(self, titled: title, from: start, to: end)
            })
        }
        if recognizes(DiscreteGesture.tap(count: 1)) {
            regions.append(region(kind: ControlKind<any Gesturing>.tapGesture.name, title: title, frame: frame) { [unowned self, title] _, driver in
                driver.perform(.tap(count: 1), on: self, titled: title)
                return "tap gesture on \"\(title)\""
            })
        }
        return regions
    }
}
