/// A proxy that represents one subview of a layout.
///
/// ```swift
/// for subview in subviews {
///     let size = subview.sizeThatFits(.unspecified)
///     subview.place(at: point, anchor: .topLeading, proposal: ProposedViewSize(size))
/// }
/// ```
///
/// The engine has no geometry and never calls a layout's methods, so it never hands a
/// layout its subviews: a custom layout's content is shown as its children in order
/// (``Layout``). The members answer from what a subview was made with — its dimensions,
/// priority, spacing and layout values — and ``place(at:anchor:proposal:)`` records the
/// placement.
import ViewEngineCore

public struct LayoutSubview: Equatable {
    private let id: Int
    private let size: CGSize
    private let values: [ObjectIdentifier: Any]
    let placement: PlacementRecord

    /// The placement a layout gave a subview (what it would tell the renderer).
    final class PlacementRecord {
        var position: CGPoint?
        var anchor = UnitPoint.topLeading
        var proposal = ProposedViewSize.unspecified
    }

    init(id: Int, size: CGSize, priority: Double = 0, spacing: ViewSpacing = ViewSpacing(), values: [ObjectIdentifier: Any] = [:]) {
        self.id = id
        self.size = size
        self.priority = priority
        self.spacing = spacing
        self.values = values
        self.placement = PlacementRecord()
    }

    /// The layout priority of the subview (`layoutPriority(_:)`).
    public let priority: Double
    /// The subview's spacing preferences.
    public let spacing: ViewSpacing

    /// Asks the subview for its size.
    ///
    /// - Parameter proposal: A proposed size for the subview.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { size }

    /// Asks the subview for its dimensions and alignment guides.
    ///
    /// - Parameter proposal: A proposed size for the subview.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(width: size.width, height: size.height)
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
    }

    /// Gets the value for the subview that's associated with the specified key, or the
    /// key's default value when the subview sets none (`layoutValue(key:value:)`).
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        values[ObjectIdentifier(K.self)] as? K.Value ?? K.defaultValue
    }

    /// Whether two proxies stand for the same subview.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.id == rhs.id }
}

/// An collection of proxy values that represent the subviews of a layout view.
///
/// ```swift
/// func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///     subviews.reduce(CGSize.zero) { size, subview in ... }
/// }
/// ```
///
/// The engine never calls a layout's methods (``LayoutSubview``).
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
    /// Recorded (`layoutValue: key: Rank, value: 1`): the engine never calls a layout's methods.
    ///
    /// - Parameters:
    ///   - key: The key of the layout value.
    ///   - value: The value for the subview.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("layoutValue", ("key", TypeArgument(K.self)), ("value", AnyArgument(value)))
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
