// iOS 17's scroll targets and transitions: where a scroll view comes to rest
// (`scrollTargetBehavior`, `scrollTargetLayout`), whether it clips (`scrollClipDisabled`),
// and the phase a `scrollTransition` is given. Each is recorded (``_AttributeModifier``):
// the host has no scrolling gesture to come to rest, and its scroll views show all their
// content, so a view in one is always in its identity phase.

import ViewEngineCore

/// SwiftUI's `ScrollTargetBehavior`: how a scroll view picks the offset it comes to rest at.
///
/// ```swift
/// ScrollView(.horizontal) { LazyHStack { ... }.scrollTargetLayout() }
///     .scrollTargetBehavior(.viewAligned)
/// ```
public protocol ScrollTargetBehavior: Sendable {}

/// SwiftUI's `ViewAlignedScrollTargetBehavior` (`.viewAligned`): a scroll view comes to rest
/// aligned to a view of its scroll target layout.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, AttributeValue {
    let limitBehavior: LimitBehavior

    /// Creates the behavior, limiting how many views one swipe scrolls past.
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

    /// How many views one swipe may scroll past.
    public struct LimitBehavior: Hashable, Sendable {
        let name: String
        /// The system's choice (one view on compact horizontal sizes).
        public static let automatic = LimitBehavior(name: "automatic")
        /// At most one view, always.
        public static let always = LimitBehavior(name: "always")
        /// No limit.
        public static let never = LimitBehavior(name: "never")
        /// At most a few views.
        public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
        /// Exactly one view.
        public static let alwaysByOne = LimitBehavior(name: "alwaysByOne")
    }

    package var attributeDescription: String {
        limitBehavior == .automatic ? "viewAligned" : "viewAligned(limitBehavior: \(limitBehavior.name))"
    }
}

/// SwiftUI's `PagingScrollTargetBehavior` (`.paging`): a scroll view comes to rest at
/// multiples of its size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, AttributeValue {
    /// Creates the behavior.
    public init() {}
    package var attributeDescription: String { "paging" }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Comes to rest aligned to a view of the scroll target layout.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// Comes to rest aligned to a view, scrolling past at most as `limitBehavior` says.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Comes to rest at multiples of the scroll view's size.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

/// SwiftUI's `ScrollTransitionPhase`: where a view is as it scrolls through the visible
/// region — entering from the top or leading edge, shown, or leaving at the bottom or
/// trailing edge.
///
/// ```swift
/// extension ScrollTransitionPhase {
///     var anchor: UnitPoint { self == .topLeading ? .top : .center }
/// }
/// ```
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Before the top or leading edge of the visible region.
    case topLeading
    /// Inside the visible region.
    case identity
    /// Past the bottom or trailing edge of the visible region.
    case bottomTrailing

    /// Whether the view is inside the visible region.
    public var isIdentity: Bool { self == .identity }

    /// The phase as a number: -1 before the region, 0 inside, 1 past it.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

extension View {
    /// Marks the views of a layout (a lazy stack's, a grid's) as the targets a
    /// ``ViewAlignedScrollTargetBehavior`` aligns to; recorded.
    ///
    /// ```swift
    /// LazyHStack { ForEach(cards) { CardView(card: $0) } }.scrollTargetLayout()
    /// ```
    public func scrollTargetLayout(isEnabled: Bool = true) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("scrollTargetLayout", ("isEnabled", isEnabled))
    }

    /// Sets how the scroll views inside come to rest; recorded.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { ... }.scrollTargetBehavior(.viewAligned)
    /// ```
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("scrollTargetBehavior", ("", AnyArgument(behavior)))
    }

    /// Whether the scroll views inside draw their content past their bounds; recorded.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { ... }.scrollClipDisabled()
    /// ```
    public func scrollClipDisabled(_ disabled: Bool = true) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("scrollClipDisabled", ("", disabled))
    }
}
