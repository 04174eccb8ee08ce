/// The horizontal or vertical dimension in a 2D coordinate system.
///
/// ```swift
/// ScrollView(.horizontal) { ... }
/// TextField("Notes", text: $notes, axis: .vertical)
/// ```
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: Int8
        /// Creates a set from its raw value.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)

        /// `horizontal`, `vertical`, or both.
        public var description: String {
            switch self {
            case .horizontal: "horizontal"
            case .vertical: "vertical"
            case [.horizontal, .vertical]: "horizontal, vertical"
            default: "none"
            }
        }
    }
}
