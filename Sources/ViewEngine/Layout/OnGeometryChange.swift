// `onGeometryChange(for:of:action:)` (Rules R22): after each layout pass the view's
// geometry is turned into a value by `transform`; when the value differs (`==`) from the
// one the action last got, the action runs with it, after the pass's updates, as an
// `onChange` action does. The first value, after the view's first layout, is delivered
// too (old and new both that value in the two-argument form). Like an `onChange`, an
// observer may run at most the frame's limit of times per frame (Rules R7); a geometry
// that keeps changing because of what its action writes is cut off with the diagnostic
// and the chain of firings that led there.

import ViewEngineCore

/// The modifier behind ``View/onGeometryChange(for:of:action:)``.
public struct _GeometryChangeModifier<Value: Equatable>: ViewModifier {
    let transform: (GeometryProxy) -> Value
    let action: (Value, Value) -> Void
    let source: SourceLocation
    public typealias Body = Never
}

extension _GeometryChangeModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        GeometryChangeNode(modifier, inputs)
    }
}

/// The node of an `onGeometryChange`: it lays out as its content, and follows the
/// geometry of its content after each layout pass.
@MainActor
final class GeometryChangeNode<Content: View, Value: Equatable>: ModifierNode<Content, _GeometryChangeModifier<Value>>, GeometryObserving {
    /// The value the action last got; `nil` before the first.
    private var delivered: Value?
    private var budget = UpdateBudget()

    override func didAppear() { if graph.performsLayout { graph.observeGeometry(self) } }
    override func didDisappear() { graph.stopObservingGeometry(self) }
    /// A node that fired in this frame stays alive until the frame's chain of firings
    /// goes, which refers to it unretained (``ExplainState/recordFiring(of:at:from:to:)``).
    override func didUnmount() {
        if budget.hasSpent(inFrame: graph.frameID) { graph.keepFiredObserver(self) }
    }

    func geometryDidChange() {
        guard let frame = frameInWindow else { return }
        let value = modifier.transform(GeometryProxy(of: self, frame: frame))
        if let delivered, delivered == value { return }
        let old = delivered ?? value
        delivered = value
        switch budget.spend(inFrame: graph.frameID, limit: graph.updateLimit) {
        case .run:
            let action = modifier.action, source = modifier.source
            // Invariant (`unowned(unsafe)`): the entry's owner is this node, held strongly by the
            // entry until it runs or is dropped, and an entry runs only while its owner is mounted
            // (Rules R18): `self` is alive whenever the closure runs.
            graph.enqueue({ [unowned(unsafe) self] in
                self.graph.runFiring(of: self, at: source, from: old, to: value) { action(old, value) }
            }, owner: self, trace: "onGeometryChange(for: \(Value.self)) at \(modifier.source.location), \(String(reflecting: old)) → \(String(reflecting: value))")
        case .drop(let report):
            if report { diagnoseCutOff(dropping: old, value) }
        }
    }

    /// Rules R7's diagnostic in SwiftUI's words for `onChange`, with the chain of firings.
    private func diagnoseCutOff(dropping oldValue: Value, _ newValue: Value) {
        let viewName = Tracer.viewName(self)
        let explanation = graph.explain.cutOffExplanation(of: self, named: viewName, at: modifier.source,
                                                          dropping: oldValue, newValue) { runs in
            "observer: onGeometryChange(for: \(Value.self)) at \(modifier.source.location), on \(viewName), ran \(runs) times in frame \(graph.frameID) (the limit); what its action wrote changed the geometry it follows"
        }
        graph.record(Diagnostic(kind: .onChangeCycle,
                                message: "onGeometryChange(for: \(Value.self)) action tried to update multiple times per frame.",
                                viewType: viewName, valueType: "\(Value.self)", location: modifier.source.location,
                                explanation: explanation, frame: graph.frameID))
    }
}

extension View {
    /// Adds an action to be performed when a value, created from a geometry proxy,
    /// changes.
    ///
    /// ```swift
    /// Text(title)
    ///     .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.height } action: { height in
    ///         titleHeight = height
    ///     }
    /// ```
    ///
    /// After each layout pass `transform` turns the view's geometry into a value; the
    /// action runs after the frame's updates with the first value, then each time the
    /// value differs (`==`) from the one it last got (Rules R22).
    ///
    /// - Parameters:
    ///   - type: The type of value transformed from a ``GeometryProxy``.
    ///   - transform: A closure that transforms a ``GeometryProxy`` to your type.
    ///   - action: A closure to run when the transformed data changes; it gets the new value.
    ///   - fileID: The file that a diagnostic about this modifier names; leave the default.
    ///   - line: The line that a diagnostic about this modifier names; leave the default.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void,
                                               fileID: StaticString = #fileID, line: Int = #line)
        -> ModifiedContent<Self, _GeometryChangeModifier<T>> {
        modifier(_GeometryChangeModifier(transform: transform, action: { _, new in action(new) },
                                         source: SourceLocation(fileID: fileID, line: line)))
    }

    /// Adds an action to be performed when a value, created from a geometry proxy,
    /// changes; the action gets the old and the new value.
    ///
    /// ```swift
    /// content.onGeometryChange(for: CGSize.self) { $0.size } action: { old, new in
    ///     print("\(old) → \(new)")
    /// }
    /// ```
    ///
    /// The first value is delivered as both old and new.
    ///
    /// - Parameters:
    ///   - type: The type of value transformed from a ``GeometryProxy``.
    ///   - transform: A closure that transforms a ``GeometryProxy`` to your type.
    ///   - action: A closure to run when the transformed data changes, with the old and the
    ///     new value.
    ///   - fileID: The file that a diagnostic about this modifier names; leave the default.
    ///   - line: The line that a diagnostic about this modifier names; leave the default.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void,
                                               fileID: StaticString = #fileID, line: Int = #line)
        -> ModifiedContent<Self, _GeometryChangeModifier<T>> {
        modifier(_GeometryChangeModifier(transform: transform, action: action, source: SourceLocation(fileID: fileID, line: line)))
    }
}
