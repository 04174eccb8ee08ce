// `contentMargins` (Rules R22): the margins a scroll view insets its content by. The
// modifier sets them in the environment, for the scroll views inside the modified view
// (applied to a `ScrollView` or a `List`, or to a container of them), as Apple's example
// has it: "the scroll view will automatically inset its content by the safe area plus an
// additional 20 points on the leading and trailing edge".
//
// Where they apply, by placement: `.scrollContent` insets the content "but not their
// scroll indicators", `.scrollIndicators` the indicators "but not their content" (the
// engine draws no indicators, so it changes nothing laid out or drawn), and `.automatic`
// "both its content and scroll indicators". For one edge, a margin set for the specific
// placement is taken before one set for `.automatic`.
//
// Several calls (the engine's model; Apple's pages do not say how they combine): each
// sets only the edges it names, so calls on different edges add up (`.horizontal` 20 and
// `.top` 10 give both); on the same edge the call nearest the scroll view (the inner one)
// decides, as an inner environment value does.
//
// A `nil` length is the system's margin, 16 points (Measures §2 "Default content margin").
//
// How a scroll view applies them (`ScrollView.swift`): its content is offered the visible
// size less the margins across the scroll axes (and nothing along them), is placed at the
// leading and top margins, and can be scrolled through its length plus the margins along
// the scroll axes; views sized from the scroll view (`containerRelativeFrame`) take the
// visible size less the margins. A `List` or a `Form` insets its rows the same way
// (`ListLayout.swift`).

import ViewEngineCore

extension View {
    /// Configures the content margin for a provided placement: the scroll views inside
    /// this view inset their content by `insets` on `edges` (Rules R22).
    ///
    /// ```swift
    /// ScrollView { rows }.contentMargins(.horizontal, EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    /// ```
    ///
    /// - Parameters:
    ///   - edges: The edges to add the margins to.
    ///   - insets: The amount of margins to add.
    ///   - placement: Where the margins apply.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic)
        -> ModifiedContent<Self, _AttributeModifier> {
        recorded("contentMargins", writing: { $0.contentMargins.set(edges, insets, for: placement) },
                 ("", edges), ("", insets), ("for", nonDefault(placement, .automatic)))
    }

    /// Configures the content margin on some edges for a provided placement: the scroll
    /// views inside this view inset their content by `length` on `edges`, or by the
    /// system's margin (16 points) when `length` is `nil` (Rules R22).
    ///
    /// ```swift
    /// List { rows }.contentMargins(.vertical, 8, for: .scrollContent)
    /// ```
    ///
    /// - Parameters:
    ///   - edges: The edges to add the margins to.
    ///   - length: The amount of margins to add; the system's when `nil`.
    ///   - placement: Where the margins apply.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic)
        -> ModifiedContent<Self, _AttributeModifier> {
        recorded("contentMargins", writing: { $0.contentMargins.set(edges, length: length ?? ContentMargins.systemLength, for: placement) },
                 ("", edges), ("", length), ("for", nonDefault(placement, .automatic)))
    }

    /// Configures the content margin on every edge for a provided placement: the scroll
    /// views inside this view inset their content by `length` on all edges (Rules R22).
    ///
    /// ```swift
    /// ScrollView { rows }.contentMargins(16)
    /// ```
    ///
    /// - Parameters:
    ///   - length: The amount of margins to add on every edge.
    ///   - placement: Where the margins apply.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("contentMargins", writing: { $0.contentMargins.set(.all, length: length, for: placement) },
                 ("", length), ("for", nonDefault(placement, .automatic)))
    }
}

/// The placement of margins: the part of a scroll view that `contentMargins` insets.
///
/// ```swift
/// ScrollView { rows }.contentMargins(.top, 20, for: .scrollIndicators)
/// ```
public struct ContentMarginPlacement: Hashable, Sendable, CustomStringConvertible {
    /// The placement's name.
    public let description: String

    /// The default placement: a scroll view insets both its content and its indicators.
    public static let automatic = ContentMarginPlacement(description: "automatic")
    /// The placement of the content of a scroll view: the content is inset, not the
    /// indicators.
    public static let scrollContent = ContentMarginPlacement(description: "scrollContent")
    /// The placement of the indicators of a scroll view: the indicators are inset, not
    /// the content (the engine draws no indicators).
    public static let scrollIndicators = ContentMarginPlacement(description: "scrollIndicators")
}

extension ContentMarginPlacement: AttributeValue {}

/// The content margins the `contentMargins` modifiers above a view have set, per placement
/// and per edge; an edge no modifier named has none.
struct ContentMargins: Equatable, Sendable {
    /// The system's margin, for a `nil` length (Measures §2 "Default content margin").
    static let systemLength: CGFloat = 16

    /// The margins set for one placement: `nil` on an edge no modifier named.
    private struct Edges: Equatable, Sendable {
        var top, leading, bottom, trailing: CGFloat?
    }

    private var byPlacement: [ContentMarginPlacement: Edges] = [:]

    /// Sets `insets` on `edges` for `placement`, over what an outer modifier set there;
    /// the other edges keep theirs.
    mutating func set(_ edges: Edge.Set, _ insets: EdgeInsets, for placement: ContentMarginPlacement) {
        var margins = byPlacement[placement] ?? Edges()
        if edges.contains(.top) { margins.top = Self.valid(insets.top) }
        if edges.contains(.leading) { margins.leading = Self.valid(insets.leading) }
        if edges.contains(.bottom) { margins.bottom = Self.valid(insets.bottom) }
        if edges.contains(.trailing) { margins.trailing = Self.valid(insets.trailing) }
        byPlacement[placement] = margins
    }

    /// Sets `length` on `edges` for `placement`, as ``set(_:_:for:)`` does.
    mutating func set(_ edges: Edge.Set, length: CGFloat, for placement: ContentMarginPlacement) {
        set(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length), for: placement)
    }

    /// The margins a scroll view's `placement` (`.scrollContent` or `.scrollIndicators`)
    /// takes: on each edge the one set for that placement, else the `.automatic` one,
    /// else none.
    func resolved(for placement: ContentMarginPlacement) -> EdgeInsets {
        let own = byPlacement[placement] ?? Edges(), automatic = byPlacement[.automatic] ?? Edges()
        return EdgeInsets(top: own.top ?? automatic.top ?? 0, leading: own.leading ?? automatic.leading ?? 0,
                          bottom: own.bottom ?? automatic.bottom ?? 0, trailing: own.trailing ?? automatic.trailing ?? 0)
    }

    /// Whether a modifier set the top margin of a scroll view's `placement` (for it, or
    /// `.automatic`): a list's own top margin then gives way to it.
    func setsTop(for placement: ContentMarginPlacement) -> Bool {
        byPlacement[placement]?.top != nil || byPlacement[.automatic]?.top != nil
    }

    /// A negative or non-finite margin counts as none.
    private static func valid(_ length: CGFloat) -> CGFloat { length.isFinite ? max(0, length) : 0 }
}

private struct ContentMarginsKey: EnvironmentKey {
    static let defaultValue = ContentMargins()
}

extension EnvironmentValues {
    /// The content margins set for the scroll views here (`contentMargins`).
    var contentMargins: ContentMargins {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }
}
