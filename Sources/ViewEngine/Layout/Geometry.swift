// The geometry types that layout modifiers and layouts take (`Alignment`, `Edge`,
// `EdgeInsets`, `UnitPoint`, `Angle`, `ContentMode`, `SafeAreaRegions`), with SwiftUI's
// names and shapes: the layout (Rules R22, `Layout/`) places and sizes views by them, and
// the pictures draw with them.

/// An alignment in both axes.
///
/// ```swift
/// Text("Hi").frame(maxWidth: .infinity, alignment: .leading)
/// ```
import ViewEngineCore

public struct Alignment: Hashable, Sendable, CustomStringConvertible {
    /// The alignment on the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The alignment on the vertical axis.
    public var vertical: VerticalAlignment

    /// Creates an alignment from its two axes.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The alignment's name, such as `topLeading`.
    public var description: String {
        switch (vertical, horizontal) {
        case (.center, .center): "center"
        case (.center, let horizontal): "\(horizontal)"
        case (let vertical, .center): "\(vertical)"
        case (let vertical, let horizontal): "\(vertical)\(String(describing: horizontal).prefix(1).uppercased())\(String(describing: horizontal).dropFirst())"
        }
    }

    /// Centered in both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading, vertically centered.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing, vertically centered.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top, horizontally centered.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom, horizontally centered.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top leading.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top trailing.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom leading.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom trailing.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

extension Alignment: AttributeValue {
    package var attributeDescription: String { description }
}

/// An enumeration to indicate one edge of a rectangle.
///
/// ```swift
/// .transition(.move(edge: .bottom))
/// ```
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: Int8
        /// Creates a set from its raw value.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// A set holding one edge.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]

        /// The set's name (`all`, `horizontal`) or its edges.
        public var description: String {
            switch self {
            case .all: "all"
            case .horizontal: "horizontal"
            case .vertical: "vertical"
            default: "[" + Edge.allCases.filter { contains(Set($0)) }.map { "\($0)" }.joined(separator: ", ") + "]"
            }
        }
    }
}

extension Edge: AttributeValue {}
extension Edge.Set: AttributeValue {
    package var attributeDescription: String { description }
}

/// An edge on the vertical axis.
///
/// ```swift
/// .listRowSeparator(.hidden, edges: .bottom)
/// ```
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        /// Creates a set from its raw value.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

extension VerticalEdge: AttributeValue {}
extension VerticalEdge.Set: NamedOptionSet {
    package static let optionNames: KeyValuePairs<Self, String> = [.all: "all", .top: "top", .bottom: "bottom"]
}

/// The inset distances for the sides of a rectangle.
///
/// ```swift
/// .listRowInsets(EdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
/// ```
public struct EdgeInsets: Hashable, Sendable {
    /// The inset of the top edge.
    public var top: CGFloat
    /// The inset of the leading edge.
    public var leading: CGFloat
    /// The inset of the bottom edge.
    public var bottom: CGFloat
    /// The inset of the trailing edge.
    public var trailing: CGFloat

    /// Creates insets.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

extension EdgeInsets: AttributeValue {
    package var attributeDescription: String {
        "top: \(top.attributeDescription), leading: \(leading.attributeDescription), bottom: \(bottom.attributeDescription), trailing: \(trailing.attributeDescription)"
    }
}

extension Axis: AttributeValue {}
extension Axis.Set: AttributeValue {
    package var attributeDescription: String { description }
}

/// A normalized 2D point in a view's coordinate space.
///
/// ```swift
/// .scaleEffect(2, anchor: .topLeading)
/// ```
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal position, 0 (leading) to 1 (trailing).
    public var x: CGFloat
    /// The vertical position, 0 (top) to 1 (bottom).
    public var y: CGFloat

    /// Creates a unit point.
    public init(x: CGFloat = 0, y: CGFloat = 0) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The center.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the leading edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the trailing edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top leading corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top trailing corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom leading corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom trailing corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension UnitPoint: AttributeValue {
    package var attributeDescription: String { "(\(x.attributeDescription), \(y.attributeDescription))" }
}

/// A geometric angle.
///
/// ```swift
/// Image(systemName: "arrow.up").rotationEffect(.degrees(45))
/// ```
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// A zero angle.
    public init() { radians = 0 }
    /// Creates an angle in radians.
    public init(radians: Double) { self.radians = radians }
    /// Creates an angle in degrees.
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    /// An angle in radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle in degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// A zero angle.
    public static let zero = Angle()

    /// Whether `lhs` is the smaller angle.
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: AttributeValue {
    package var attributeDescription: String { "\(degrees.attributeDescription)°" }
}

/// How a view fills the space its aspect ratio leaves.
///
/// ```swift
/// Image("photo").resizable().aspectRatio(contentMode: .fill)
/// ```
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

extension ContentMode: AttributeValue {}

/// The regions of the safe area a view can ignore.
///
/// ```swift
/// Color.blue.ignoresSafeArea(.container, edges: .top)
/// ```
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates regions from their raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The safe area of the container.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the software keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension SafeAreaRegions: NamedOptionSet {
    package static let optionNames: KeyValuePairs<Self, String> = [.all: "all", .container: "container", .keyboard: "keyboard"]
}

extension Visibility: AttributeValue {}
