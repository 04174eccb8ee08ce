/// A view that puts a AppKit view of yours in a SwiftUI hierarchy: you make the view,
/// keep it up to date and tear it down; the engine decides when.
///
/// ```swift
/// struct WebView: NSViewRepresentable {
///     func makeNSView(context: Context) -> WKWebView { WKWebView() }
///     func updateNSView(_ nsView: WKWebView, context: Context) { /* configure it */ }
/// }
/// ```
///
/// The engine has no AppKit: ``NSViewType`` is any class (an `NSView` in an app, a class of your
/// own in a test). The engine lays the representable out as one view, by its `sizeThatFits` or
/// the engine's model of the system's sizing (Measures §10, "Platform views"), and draws a
/// panel with its name where the platform view would be. It drives the calls as
/// SwiftUI does, through its frame loop: when the representable is mounted,
/// ``makeCoordinator()``, then ``makeNSView(context:)``, then ``updateNSView(_:context:)``;
/// when the parent hands it a value that is not the same input (Rules R12), when an
/// environment value above it changes, or when state the update read changes,
/// ``updateNSView(_:context:)`` again with the same object and coordinator; when it leaves the
/// tree, ``dismantleNSView(_:coordinator:)`` at the end of that pass, with the disappear
/// actions (Rules R13). ``ViewHost/render()`` writes one line, the type's name and the
/// protocol: `WebView (NSViewRepresentable)`.
@MainActor @preconcurrency
public protocol NSViewRepresentable: View, _RepresentableWithCoordinator where Body == Never {
    /// The type of view to present: any class here, as the engine has no AppKit.
    associatedtype NSViewType: AnyObject

    /// A type to coordinate with the view; `Void` unless you make one.
    associatedtype Coordinator = Void

    /// The context the methods receive (``NSViewRepresentableContext``).
    typealias Context = _RepresentableContext<Self>

    /// Makes the view and sets it up from the representable and the context; called once,
    /// when the representable is mounted.
    ///
    /// - Parameter context: The coordinator and the current environment.
    func makeNSView(context: Context) -> NSViewType

    /// Brings the view up to date with the representable\'s current values and the context.
    ///
    /// - Parameters:
    ///   - nsView: The object ``makeNSView(context:)`` made: the same one every time.
    ///   - context: The coordinator and the current environment.
    func updateNSView(_ nsView: NSViewType, context: Context)

    /// Tears the view and its coordinator down as they leave the tree (observers to remove,
    /// state to write back); the default does nothing.
    ///
    /// - Parameters:
    ///   - nsView: The object ``makeNSView(context:)`` made.
    ///   - coordinator: The coordinator ``makeCoordinator()`` made.
    static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator)

    /// Given a proposed size, returns the preferred size of the composite view: the size
    /// the layout gives it (Rules R22), for each proposal its parent makes. The default
    /// returns `nil`, the system's sizing, which the engine models: the view's intrinsic
    /// content size where it has one, else what is proposed (Measures §10, "Platform views").
    ///
    /// - Parameters:
    ///   - proposal: The proposed size for the view.
    ///   - nsView: The object ``makeNSView(context:)`` made.
    ///   - context: The coordinator and the current environment.
    func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSViewType, context: Context) -> CGSize?

    /// Creates the instance you use to communicate changes from the view to the rest of
    /// your interface (as its delegate, writing through a binding); called before
    /// ``makeNSView(context:)``.
    func makeCoordinator() -> Coordinator
}

extension NSViewRepresentable {
    /// Does nothing.
    ///
    /// - Parameters:
    ///   - nsView: The object ``makeNSView(context:)`` made.
    ///   - coordinator: The coordinator ``makeCoordinator()`` made.
    public static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator) {}

    /// Returns `nil`: the system's sizing (Measures §10, "Platform views").
    ///
    /// - Parameters:
    ///   - proposal: The proposed size for the view.
    ///   - nsView: The object ``makeNSView(context:)`` made.
    ///   - context: The coordinator and the current environment.
    public func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSViewType, context: Context) -> CGSize? { nil }

    /// Makes the representable's node: its coordinator and its object, made and updated.
    public static func _makeView(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs<Self> {
        _ViewOutputs(RepresentableNode<NSViewBridge<Self>>(view, inputs))
    }

    /// Hands the node the new value; it updates the object unless the value is the same input.
    public static func _updateView(_ view: Self, _ outputs: _ViewOutputs<Self>) {
        outputs.node.apply(view)
    }

    /// The node re-runs its update itself when what it read changes.
    public static func _reevaluateView(_ outputs: _ViewOutputs<Self>) {}
}

extension NSViewRepresentable where Coordinator == Void {
    /// No coordinator: `()`.
    public func makeCoordinator() -> Void {}
}

/// What the engine hands the methods that make and update your AppKit view: the coordinator,
/// the environment and the transaction (the context every representable shares).
public typealias NSViewRepresentableContext<View: NSViewRepresentable> = _RepresentableContext<View>

/// ``NSViewRepresentable``'s calls, for the node every representable shares.
@MainActor
enum NSViewBridge<Representable: NSViewRepresentable>: RepresentableBridge {
    static var protocolName: String { "NSViewRepresentable" }
    static func makeCoordinator(_ representable: Representable) -> Representable.Coordinator {
        representable.makeCoordinator()
    }
    static func context(_ coordinator: Representable.Coordinator, _ environment: EnvironmentValues) -> Representable.Context {
        Representable.Context(coordinator: coordinator, environment: environment)
    }
    static func make(_ representable: Representable, _ context: Representable.Context) -> Representable.NSViewType {
        representable.makeNSView(context: context)
    }
    static func update(_ representable: Representable, _ represented: Representable.NSViewType, _ context: Representable.Context) {
        representable.updateNSView(represented, context: context)
    }
    static func dismantle(_ represented: Representable.NSViewType, _ coordinator: Representable.Coordinator) {
        Representable.dismantleNSView(represented, coordinator: coordinator)
    }
    static func sizeThatFits(_ representable: Representable, _ proposal: ProposedViewSize, _ represented: Representable.NSViewType,
                             _ context: Representable.Context) -> CGSize? {
        representable.sizeThatFits(proposal, nsView: represented, context: context)
    }
}
