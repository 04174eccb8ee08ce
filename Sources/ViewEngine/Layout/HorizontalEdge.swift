/// An edge on the horizontal axis.
///
/// ```swift
/// Text("Row").swipeActions(edge: .leading) { Button("Pin") { } }
/// ```
import ViewEngineCore

public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing

    /// An efficient set of horizontal edges.
    ///
    /// ```swift
    /// let edges: HorizontalEdge.Set = [.leading, .trailing]
    /// ```
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw value of the set.
        public let rawValue: Int8

        /// Creates a set of edges from its raw value.
        ///
        /// ```swift
        /// HorizontalEdge.Set(rawValue: 1)   // .leading
        /// ```
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// Creates a set holding one edge.
        ///
        /// ```swift
        /// HorizontalEdge.Set(.trailing)
        /// ```
        public init(_ edge: HorizontalEdge) { rawValue = 1 << edge.rawValue }

        /// The leading edge.
        public static let leading = Set(.leading)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
    }
}

extension HorizontalEdge: AttributeValue {}
