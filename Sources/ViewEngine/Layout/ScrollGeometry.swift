// A scroll view's geometry and the modifiers that follow it (Rules R22):
// `onScrollGeometryChange(for:of:action:)` and `scrollPosition(id:anchor:)`.

import ViewEngineCore

/// A type that defines the geometry of a scroll view.
///
/// ```swift
/// ScrollView { rows }
///     .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in offset = y }
/// ```
public struct ScrollGeometry: Equatable, Sendable {
    /// The content offset of the scroll view: the point of the content and its margins at
    /// its top leading corner (the engine counts it from the margins' start: zero at rest,
    /// where SwiftUI counts from the content's and starts at minus the top margin).
    public var contentOffset: CGPoint
    /// The size of the content of the scroll view.
    public var contentSize: CGSize
    /// The content insets of the scroll view: its content margins (`contentMargins`).
    public var contentInsets: EdgeInsets
    /// The size of the container of the scroll view: the viewport.
    public var containerSize: CGSize

    /// The bounds of the scroll view: its viewport at the content offset.
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The visible rectangle of the content.
    public var visibleRect: CGRect { bounds }

    /// Creates the geometry of a scroll view.
    ///
    /// ```swift
    /// ScrollGeometry(contentOffset: .zero, contentSize: CGSize(width: 393, height: 2000),
    ///                contentInsets: EdgeInsets(), containerSize: CGSize(width: 393, height: 759))
    /// ```
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }
}

/// The modifier behind ``View/onScrollGeometryChange(for:of:action:)``.
public struct _ScrollGeometryChangeModifier<Value: Equatable>: ViewModifier {
    let transform: (ScrollGeometry) -> Value
    let action: (Value, Value) -> Void
    public typealias Body = Never
}

extension _ScrollGeometryChangeModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        ScrollGeometryChangeNode(modifier, inputs)
    }
}

/// The first scroll view in `node`'s content, in view-tree order.
@MainActor
func firstScrollView(in node: Node) -> (any Scrolling)? {
    var found: (any Scrolling)?
    node.forEachChild { child in
        guard found == nil else { return }
        found = (child as? any Scrolling) ?? firstScrollView(in: child)
    }
    return found
}

/// The node of an `onScrollGeometryChange`: after each layout pass it turns the geometry
/// of the scroll view it modifies into a value, and queues the action when it changed.
@MainActor
final class ScrollGeometryChangeNode<Content: View, Value: Equatable>: ModifierNode<Content, _ScrollGeometryChangeModifier<Value>>, GeometryObserving {
    private var delivered: Value?

    override func didAppear() { if graph.performsLayout { graph.observeGeometry(self) } }
    override func didDisappear() { graph.stopObservingGeometry(self) }

    func geometryDidChange() {
        guard let scrolling = firstScrollView(in: self), scrolling.placedFrame != nil else { return }
        let value = modifier.transform(scrolling.geometry)
        guard let delivered else { return self.delivered = value }
        guard delivered != value else { return }
        self.delivered = value
        let action = modifier.action
        graph.enqueue({ action(delivered, value) }, owner: self, trace: "onScrollGeometryChange(for: \(Value.self))")
    }
}

/// The modifier behind ``View/scrollPosition(id:anchor:)``.
public struct _ScrollPositionModifier<ID: Hashable>: ViewModifier {
    let id: Binding<ID?>
    let anchor: UnitPoint?
    public typealias Body = Never
}

extension _ScrollPositionModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        ScrollPositionNode(modifier, inputs)
    }
}

/// The node of a `scrollPosition(id:anchor:)`: after each layout pass it writes the id of
/// the first identified view of the scroll view's content that is visible; a new value of
/// the binding from elsewhere scrolls to that view.
@MainActor
final class ScrollPositionNode<Content: View, ID: Hashable>: ModifierNode<Content, _ScrollPositionModifier<ID>>, GeometryObserving {
    /// The id this node last wrote or scrolled to.
    private var reported: ID?

    override func didAppear() { if graph.performsLayout { graph.observeGeometry(self) } }
    override func didDisappear() { graph.stopObservingGeometry(self) }

    override func modifierDidUpdate(from old: _ScrollPositionModifier<ID>) {
        guard let wanted = modifier.id.wrappedValue, wanted != reported, let scrolling = firstScrollView(in: self),
              let target = ScrollTargets.view(identifiedBy: AnyHashable(wanted), under: scrolling) else { return }
        reported = wanted
        scrolling.scroll(toShow: target, anchor: modifier.anchor ?? .topLeading)
    }

    func geometryDidChange() {
        guard let scrolling = firstScrollView(in: self), let viewport = scrolling.frameInWindow else { return }
        let visible = ScrollTargets.identifiedViews(under: scrolling).first { _, view in
            guard let frame = view.frameInWindow else { return false }
            return frame.intersects(viewport) && frame.maxY > viewport.minY && frame.maxX > viewport.minX
        }
        guard let id = visible?.id.base as? ID, id != reported else { return }
        reported = id
        let binding = modifier.id
        graph.enqueue({ binding.wrappedValue = id }, owner: self, trace: "scrollPosition(id:) → \(id)")
    }
}

extension View {
    /// Adds an action to be performed when a value, created from a scroll geometry,
    /// changes.
    ///
    /// ```swift
    /// ScrollView { rows }
    ///     .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 0 } action: { _, scrolled in
    ///         showsShadow = scrolled
    ///     }
    /// ```
    ///
    /// After each layout pass `transform` turns the geometry of the scroll view this
    /// modifier is applied to into a value; the action runs after the frame's updates with
    /// the old and the new value when it differs (`==`) from the last one (Rules R22).
    ///
    /// - Parameters:
    ///   - type: The type of value transformed from a ``ScrollGeometry``.
    ///   - transform: A closure that transforms a ``ScrollGeometry`` to your type.
    ///   - action: A closure to run when the transformed data changes.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void)
        -> ModifiedContent<Self, _ScrollGeometryChangeModifier<T>> {
        modifier(_ScrollGeometryChangeModifier(transform: transform, action: action))
    }

    /// Associates a binding to be updated when a scroll view within this view scrolls.
    ///
    /// ```swift
    /// ScrollView { ForEach(items) { ItemRow(item: $0) } }
    ///     .scrollPosition(id: $topItem)
    /// ```
    ///
    /// After each layout pass the binding gets the id of the first view of the scroll
    /// view's content that is visible (its `ForEach` id or its `.id`); setting the binding
    /// scrolls that view to `anchor` (the top leading corner when `nil`).
    ///
    /// - Parameters:
    ///   - id: The binding of the scrolled-to view's id.
    ///   - anchor: Where a view the binding names is scrolled to.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> ModifiedContent<Self, _ScrollPositionModifier<ID>> {
        modifier(_ScrollPositionModifier(id: id, anchor: anchor))
    }
}
