/// A proxy that represents one subview of a layout.
///
/// ```swift
/// for subview in subviews {
///     let size = subview.sizeThatFits(.unspecified)
///     subview.place(at: point, anchor: .topLeading, proposal: ProposedViewSize(size))
/// }
/// ```
///
/// It stands for one view of the container's content (Rules R22): asking for its size
/// measures that view, and its placement is applied when the layout's
/// `placeSubviews(in:proposal:subviews:cache:)` returns.
import ViewEngineCore

public struct LayoutSubview: Equatable {
    private enum Backing {
        /// A view of the engine's tree.
        case node(Node)
        /// A subview of a known size, for testing a layout's methods alone.
        case fixed(id: Int, size: CGSize, priority: Double, spacing: ViewSpacing)
    }

    private let backing: Backing
    let placement: PlacementRecord

    /// The placement a layout gave a subview, and how many times it placed it.
    final class PlacementRecord {
        var position: CGPoint?
        var anchor = UnitPoint.topLeading
        var proposal = ProposedViewSize.unspecified
        var count = 0
    }

    /// The proxy of a view of the engine's tree.
    init(node: Node) {
        backing = .node(node)
        placement = PlacementRecord()
    }

    /// A proxy of a subview of a known size.
    init(id: Int, size: CGSize, priority: Double = 0, spacing: ViewSpacing = ViewSpacing()) {
        backing = .fixed(id: id, size: size, priority: priority, spacing: spacing)
        placement = PlacementRecord()
    }

    /// The view it stands for, if it is one of the engine's tree.
    var node: Node? {
        if case .node(let node) = backing { return node }
        return nil
    }

    /// The layout priority of the subview (`layoutPriority(_:)`).
    public var priority: Double {
        switch backing {
        case .node(let node): MainActor.assumeIsolated { node.layoutPriority }
        case .fixed(_, _, let priority, _): priority
        }
    }

    /// The subview's spacing preferences (Rules R22): a text's from its font, none but 0
    /// for a `Spacer`, the default's for most views.
    public var spacing: ViewSpacing {
        switch backing {
        case .node(let node): ViewSpacing(MainActor.assumeIsolated { node.spacingOnAllEdges })
        case .fixed(_, _, _, let spacing): spacing
        }
    }

    /// Asks the subview for its size.
    ///
    /// - Parameter proposal: A proposed size for the subview.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        switch backing {
        case .node(let node): MainActor.assumeIsolated { node.measure(proposal) }
        case .fixed(_, let size, _, _): size
        }
    }

    /// Asks the subview for its dimensions and alignment guides.
    ///
    /// - Parameter proposal: A proposed size for the subview.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        guard case .node(let node) = backing else { return ViewDimensions(width: size.width, height: size.height) }
        return MainActor.assumeIsolated { ViewDimensions(of: node, size: size) }
    }

    /// Assigns a position and proposed size to the subview.
    ///
    /// - Parameters:
    ///   - position: Where the subview's anchor goes, in the container's coordinates.
    ///   - anchor: The unit point of the subview placed at `position`; its top leading
    ///     corner unless given.
    ///   - proposal: The size proposed to the subview.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        placement.position = position
        placement.anchor = anchor
        placement.proposal = proposal
        placement.count += 1
    }

    /// Gets the value for the subview that's associated with the specified key, or the
    /// key's default value when the subview sets none (`layoutValue(key:value:)`).
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        guard case .node(let node) = backing else { return K.defaultValue }
        // Invariant: layouts are called on the main actor (the engine's layout pass): the
        // value does not cross an isolation boundary.
        nonisolated(unsafe) var value: K.Value?
        MainActor.assumeIsolated { value = LayoutValues.value(K.self, of: node) }
        return value ?? K.defaultValue
    }

    /// Whether two proxies stand for the same subview.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        switch (lhs.backing, rhs.backing) {
        case (.node(let a), .node(let b)): a === b
        case (.fixed(let a, _, _, _), .fixed(let b, _, _, _)): a == b
        default: false
        }
    }
}

/// An collection of proxy values that represent the subviews of a layout view.
///
/// ```swift
/// func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///     subviews.reduce(CGSize.zero) { size, subview in ... }
/// }
/// ```
///
/// The views of a layout's content, in order (Rules R22).
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    /// A type that contains a subsequence of proxy values.
    public typealias SubSequence = LayoutSubviews
    /// A type that contains a proxy value.
    public typealias Element = LayoutSubview
    /// A type that you can use to index proxy values.
    public typealias Index = Int

    private let subviews: [LayoutSubview]
    private let range: Range<Int>

    /// The layout direction inherited by the container view.
    public let layoutDirection: LayoutDirection

    init(_ subviews: [LayoutSubview], layoutDirection: LayoutDirection = .leftToRight) {
        self.init(subviews, range: subviews.indices, layoutDirection: layoutDirection)
    }

    private init(_ subviews: [LayoutSubview], range: Range<Int>, layoutDirection: LayoutDirection) {
        self.subviews = subviews
        self.range = range
        self.layoutDirection = layoutDirection
    }

    /// The index of the first subview.
    public var startIndex: Int { range.lowerBound }
    /// An index that's one higher than the last subview.
    public var endIndex: Int { range.upperBound }

    /// Gets the subview proxy at a specified index.
    public subscript(index: Int) -> LayoutSubview { subviews[index] }

    /// Gets the subview proxies in the specified range.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(subviews, range: bounds, layoutDirection: layoutDirection)
    }

    /// Gets the subview proxies with the specified indices.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        let picked = indices.map { subviews[$0] }
        return LayoutSubviews(picked, layoutDirection: layoutDirection)
    }

    /// Whether the two collections hold the same subviews in the same order.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool { Array(lhs) == Array(rhs) }
}

/// A key for accessing a layout value of a layout container's subviews.
///
/// ```swift
/// private struct Rank: LayoutValueKey {
///     static let defaultValue = 0
/// }
///
/// Text("First").layoutValue(key: Rank.self, value: 1)
/// let rank = subview[Rank.self]
/// ```
public protocol LayoutValueKey {
    /// The type of the key's value.
    associatedtype Value
    /// The default value of the key: what a subview that sets none has.
    static var defaultValue: Value { get }
}

extension View {
    /// Associates a value with a custom layout property.
    ///
    /// ```swift
    /// Text("First").layoutValue(key: Rank.self, value: 1)
    /// ```
    ///
    /// A custom layout reads it from the subview (`subview[Rank.self]`); recorded
    /// (`layoutValue: key: Rank, value: 1`) and not shown.
    ///
    /// - Parameters:
    ///   - key: The key of the layout value.
    ///   - value: The value for the subview.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("layoutValue", layout: LayoutValueLayout(key: ObjectIdentifier(K.self), value: value),
                 ("key", TypeArgument(K.self)), ("value", AnyArgument(value)))
    }
}

/// `layoutValue(key:value:)`: the view lays out as its content and carries the value.
struct LayoutValueLayout: PassThroughLayout {
    let key: ObjectIdentifier
    let value: Any
}

/// The layout values a subview carries: those of the `layoutValue` modifiers that are
/// the subview or that it lays out as (the outermost one of a key counts).
@MainActor
enum LayoutValues {
    static func value<K: LayoutValueKey>(_ key: K.Type, of node: Node) -> K.Value? {
        var current: Node? = node
        while let each = current as? LayoutAttributeNodeProtocol {
            if let rule = each.layoutRule as? LayoutValueLayout, rule.key == ObjectIdentifier(K.self) {
                return rule.value as? K.Value
            }
            current = LayoutContent(childrenOf: each).subviews.first
        }
        return nil
    }
}

/// A type given as an argument (a key), recorded by its name and compared by identity.
struct TypeArgument: AttributeValue, Equatable {
    let type: ObjectIdentifier
    let name: String

    init(_ type: Any.Type) {
        self.type = ObjectIdentifier(type)
        name = "\(type)"
    }

    var attributeDescription: String { name }
}
