/// What the one node of the four representable protocols needs to know about one of them
/// (``UIViewRepresentable``, ``UIViewControllerRepresentable``, ``NSViewRepresentable``,
/// ``NSViewControllerRepresentable``): how to make its coordinator and its context, and
/// which of its methods make, update and dismantle the object it represents.
///
/// Each protocol declares one bridge (an empty enum) beside itself; the node, its
/// lifecycle and its rendering are shared.
import ViewEngineCore

@MainActor
protocol RepresentableBridge {
    /// The view type that conforms to the protocol.
    associatedtype Representable: View
    /// The platform object it represents (a `UIView`, a view controller...).
    associatedtype Represented: AnyObject
    /// Its coordinator.
    associatedtype Coordinator
    /// The context its methods receive.
    associatedtype Context

    /// The protocol's name, written after the type's name by `render()`.
    static var protocolName: String { get }
    /// `makeCoordinator()`.
    static func makeCoordinator(_ representable: Representable) -> Coordinator
    /// The context of one call.
    static func context(_ coordinator: Coordinator, _ environment: EnvironmentValues) -> Context
    /// `make…(context:)`.
    static func make(_ representable: Representable, _ context: Context) -> Represented
    /// `update…(_:context:)`.
    static func update(_ representable: Representable, _ represented: Represented, _ context: Context)
    /// `dismantle…(_:coordinator:)`.
    static func dismantle(_ represented: Represented, _ coordinator: Coordinator)
    /// `sizeThatFits(_:…:context:)`: the representable's own size for `proposal`, or `nil`.
    static func sizeThatFits(_ representable: Representable, _ proposal: ProposedViewSize, _ represented: Represented,
                             _ context: Context) -> CGSize?
}

/// The node of every representable, as SwiftUI drives one: when it is mounted,
/// `makeCoordinator()`, then `make…(context:)`, then `update…(_:context:)`; when its parent
/// hands it a value that is not the same input (Rules R12), when the environment above it
/// changes, or when state its update read changes, `update…(_:context:)` again with the
/// same object and coordinator; when it is unmounted, `dismantle…(_:coordinator:)` with both
/// — deferred to the end of the pass, with the disappear actions (Rules R13).
///
/// Its dynamic properties (`@Binding`, `@Environment`, `@State`...) are attached before each
/// call, as before a body; what the calls read is recorded as a body's reads are.
@MainActor
final class RepresentableNode<Bridge: RepresentableBridge>: TypedNode<Bridge.Representable>, LayoutComputing, GeometryObserving {
    typealias Representable = Bridge.Representable

    private var view: Representable
    private let evaluation: BodyEvaluation<Representable>
    private var coordinator: Bridge.Coordinator?
    private(set) var represented: Bridge.Represented?
    /// The context of the latest call, which `sizeThatFits` gets too.
    private var context: Bridge.Context?
    /// Why the latest call could not run, if it could not.
    private var failure: String?
    var layoutCache = LayoutCache()

    init(_ view: Representable, _ inputs: _ViewInputs) {
        self.view = view
        self.evaluation = BodyEvaluation()
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        run()
    }

    /// The parent's new value: an update unless it is the same input and nothing the last
    /// update read changed.
    override func apply(_ newView: Representable) {
        if evaluation.keeps(&view, over: newView, for: self) {
            if isDirty { run() }
            return
        }
        view = newView
        run()
    }

    /// State or an environment value the last call read changed.
    override func reevaluate() { run() }

    /// Makes the coordinator and the object the first time, then updates the object.
    private func run() {
        // A dynamic property with nothing to attach (a missing environment object) is
        // diagnosed where it is attached; the object is then neither made nor updated.
        failure = evaluation.prepare(&view, for: self)
        guard failure == nil else { return }
        evaluation.evaluate(&view, for: self, isFirst: represented == nil) { view in
            // The whole environment is the context's: any change above updates the object.
            let environment = self.environment.read(by: self, slot: -1) { $0 }
            let coordinator = self.coordinator ?? Bridge.makeCoordinator(view)
            self.coordinator = coordinator
            let context = Bridge.context(coordinator, environment)
            let made = self.represented == nil
            let represented = self.represented ?? Bridge.make(view, context)
            self.represented = represented
            self.context = context
            if made, let sized = represented as? any RepresentedViewSizing {
                sized.observeIntrinsicSize { [weak self] in self?.setNeedsLayout() }
            }
            (represented as? any RepresentedInEnvironment)?.representableEnvironment(environment)
            Bridge.update(view, represented, context)
        }
    }

    // MARK: Layout (Rules R22; Measures §10, "Platform views")

    override func appendLayoutSubviews(to subviews: inout [Node]) { subviews.append(self) }
    override func measure(_ proposal: ProposedViewSize) -> CGSize { cachedMeasure(proposal) }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) { cachedPlace(at: origin, proposal: proposal) }
    override var placedFrame: CGRect? { layoutCache.frame }
    override func withLayoutCache(_ body: (inout LayoutCache) -> Void) -> Bool { body(&layoutCache); return true }
    override func invalidateLayoutCache() -> Bool { layoutCache.invalidate() }

    /// The representable's `sizeThatFits` answer, else the engine's model of the system's
    /// sizing (``RepresentableSizing``); nothing when the object could not be made.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard let represented, let context else { return .zero }
        if let size = Bridge.sizeThatFits(view, proposal, represented, context) {
            return RepresentableSizing.sanitized(size, for: proposal)
        }
        let intrinsic = (represented as? any RepresentedViewSizing)?.representedIntrinsicSize
        return RepresentableSizing.size(for: proposal, intrinsic: intrinsic)
    }

    func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {}

    override func didAppear() { if graph.performsLayout { graph.observeGeometry(self) } }
    override func didDisappear() { graph.stopObservingGeometry(self) }

    /// The object's frame follows the representable's, in the window.
    func geometryDidChange() {
        guard let frame = frameInWindow, let sized = represented as? any RepresentedViewSizing else { return }
        sized.representableWasPlaced(at: frame)
    }

    override func didUnmount() {
        guard let represented, let coordinator else { return }
        self.represented = nil
        self.coordinator = nil
        self.context = nil
        graph.enqueueDisappearance({ Bridge.dismantle(represented, coordinator) }, of: self)
    }

    override var dynamicStorage: NodeStorage? { evaluation.storage }

    override var dynamicFieldNames: [String] { evaluation.plan.fieldNames }

    /// One line: the type's name and the protocol, `MapView (UIViewRepresentable)`.
    override func renderLines(into output: inout RenderOutput) {
        if let failure, represented == nil { return output.line("(\(Representable.self) not shown: \(failure))") }
        output.line("\(Representable.self) (\(Bridge.protocolName))")
    }
}
