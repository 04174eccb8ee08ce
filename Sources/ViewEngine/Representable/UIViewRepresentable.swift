/// A view that puts a UIKit view of yours in a SwiftUI hierarchy: you make the view,
/// keep it up to date and tear it down; the engine decides when.
///
/// ```swift
/// struct MapView: UIViewRepresentable {
///     func makeUIView(context: Context) -> MKMapView { MKMapView() }
///     func updateUIView(_ uiView: MKMapView, context: Context) { /* configure it */ }
/// }
/// ```
///
/// The engine has no UIKit: ``UIViewType`` is any class (a `UIView` in an app, a class of your
/// own in a test). The engine lays the representable out as one view, by its `sizeThatFits` or
/// the engine's model of the system's sizing (Measures §10, "Platform views"), and draws a
/// panel with its name where the platform view would be. It drives the calls as
/// SwiftUI does, through its frame loop: when the representable is mounted,
/// ``makeCoordinator()``, then ``makeUIView(context:)``, then ``updateUIView(_:context:)``;
/// when the parent hands it a value that is not the same input (Rules R12), when an
/// environment value above it changes, or when state the update read changes,
/// ``updateUIView(_:context:)`` again with the same object and coordinator; when it leaves the
/// tree, ``dismantleUIView(_:coordinator:)`` at the end of that pass, with the disappear
/// actions (Rules R13). ``ViewHost/render()`` writes one line, the type's name and the
/// protocol: `MapView (UIViewRepresentable)`.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View, _RepresentableWithCoordinator where Body == Never {
    /// The type of view to present: any class here, as the engine has no UIKit.
    associatedtype UIViewType: AnyObject

    /// A type to coordinate with the view; `Void` unless you make one.
    associatedtype Coordinator = Void

    /// The context the methods receive (``UIViewRepresentableContext``).
    typealias Context = _RepresentableContext<Self>

    /// Makes the view and sets it up from the representable and the context; called once,
    /// when the representable is mounted.
    ///
    /// - Parameter context: The coordinator and the current environment.
    func makeUIView(context: Context) -> UIViewType

    /// Brings the view up to date with the representable\'s current values and the context.
    ///
    /// - Parameters:
    ///   - uiView: The object ``makeUIView(context:)`` made: the same one every time.
    ///   - context: The coordinator and the current environment.
    func updateUIView(_ uiView: UIViewType, context: Context)

    /// Tears the view and its coordinator down as they leave the tree (observers to remove,
    /// state to write back); the default does nothing.
    ///
    /// - Parameters:
    ///   - uiView: The object ``makeUIView(context:)`` made.
    ///   - coordinator: The coordinator ``makeCoordinator()`` made.
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)

    /// Given a proposed size, returns the preferred size of the composite view: the size
    /// the layout gives it (Rules R22), for each proposal its parent makes. The default
    /// returns `nil`, the system's sizing, which the engine models: the view's intrinsic
    /// content size where it has one, else what is proposed (Measures §10, "Platform views").
    ///
    /// - Parameters:
    ///   - proposal: The proposed size for the view.
    ///   - uiView: The object ``makeUIView(context:)`` made.
    ///   - context: The coordinator and the current environment.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?

    /// Creates the instance you use to communicate changes from the view to the rest of
    /// your interface (as its delegate, writing through a binding); called before
    /// ``makeUIView(context:)``.
    func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable {
    /// Does nothing.
    ///
    /// - Parameters:
    ///   - uiView: The object ``makeUIView(context:)`` made.
    ///   - coordinator: The coordinator ``makeCoordinator()`` made.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    /// Returns `nil`: the system's sizing (Measures §10, "Platform views").
    ///
    /// - Parameters:
    ///   - proposal: The proposed size for the view.
    ///   - uiView: The object ``makeUIView(context:)`` made.
    ///   - context: The coordinator and the current environment.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    /// Makes the representable's node: its coordinator and its object, made and updated.
    public static func _makeView(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs<Self> {
        _ViewOutputs(RepresentableNode<UIViewBridge<Self>>(view, inputs))
    }

    /// Hands the node the new value; it updates the object unless the value is the same input.
    public static func _updateView(_ view: Self, _ outputs: _ViewOutputs<Self>) {
        outputs.node.apply(view)
    }

    /// The node re-runs its update itself when what it read changes.
    public static func _reevaluateView(_ outputs: _ViewOutputs<Self>) {}
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator: `()`.
    public func makeCoordinator() -> Void {}
}

/// What the engine hands the methods that make and update your UIKit view: the coordinator,
/// the environment and the transaction (the context every representable shares).
public typealias UIViewRepresentableContext<Representable: UIViewRepresentable> = _RepresentableContext<Representable>

/// ``UIViewRepresentable``'s calls, for the node every representable shares.
@MainActor
enum UIViewBridge<Representable: UIViewRepresentable>: RepresentableBridge {
    static var protocolName: String { "UIViewRepresentable" }
    static func makeCoordinator(_ representable: Representable) -> Representable.Coordinator {
        representable.makeCoordinator()
    }
    static func context(_ coordinator: Representable.Coordinator, _ environment: EnvironmentValues) -> Representable.Context {
        Representable.Context(coordinator: coordinator, environment: environment)
    }
    static func make(_ representable: Representable, _ context: Representable.Context) -> Representable.UIViewType {
        representable.makeUIView(context: context)
    }
    static func update(_ representable: Representable, _ represented: Representable.UIViewType, _ context: Representable.Context) {
        representable.updateUIView(represented, context: context)
    }
    static func dismantle(_ represented: Representable.UIViewType, _ coordinator: Representable.Coordinator) {
        Representable.dismantleUIView(represented, coordinator: coordinator)
    }
    static func sizeThatFits(_ representable: Representable, _ proposal: ProposedViewSize, _ represented: Representable.UIViewType,
                             _ context: Representable.Context) -> CGSize? {
        representable.sizeThatFits(proposal, uiView: represented, context: context)
    }
}
