/// A bar across the window: the navigation bar at the top or the tab bar at the bottom,
/// found because it differs from the canvas or because a full-width hairline bounds it.
public struct Bar: Sendable, Equatable {
    /// Which edge it sits on.
    public enum Edge: String, Sendable, Equatable {
        /// The top of the window (a navigation bar, under the status bar).
        case top
        /// The bottom of the window (a tab bar or toolbar).
        case bottom
    }
    /// Its edge.
    public var edge: Edge
    /// Its rectangle (from the window's edge to its hairline or its end).
    public var frame: PointRect
    /// Its fill (the canvas's colour for a bar bounded by a hairline only).
    public var colour: RGB
}
