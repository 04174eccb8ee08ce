/// A node that follows the geometry the layout computed (Rules R22): a `GeometryReader`
/// (its content is built with its size), `onGeometryChange` (its action runs when the
/// value it derives changes), an anchor (its value moves with its view), a scroll view's
/// geometry.
///
/// It registers with ``ViewGraph/observeGeometry(_:)`` while it is on screen, and is told
/// after each layout pass, in view-tree order, before the pass's actions run.
@MainActor
package protocol GeometryObserving: Node {
    /// A layout pass ran: compare the geometry with the one last seen and react.
    func geometryDidChange()
}
