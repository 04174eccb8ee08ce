/// An attachment anchor for a popover.
///
/// ```swift
/// .popover(isPresented: $isShowingTip, attachmentAnchor: .point(.bottom), arrowEdge: .top) {
///     Text("Tap to start")
/// }
/// ```
///
/// The engine lays nothing out: the anchor is accepted, and the popover is written as a
/// `Popover` block after the view that presents it.
public enum PopoverAttachmentAnchor {
    /// The anchor point for the popover relative to the source's frame.
    case rect(Anchor<CGRect>.Source)
    /// The anchor point for the popover expressed as a unit point that describes possible
    /// alignments relative to a SwiftUI view.
    case point(UnitPoint)
}

/// An opaque value derived from an anchor source and a particular view.
///
/// ```swift
/// .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
/// .overlayPreferenceValue(BoundsKey.self) { anchor in ... proxy[anchor!] ... }
/// ```
///
/// The engine lays nothing out, so an anchor keeps its source, not a view's geometry: a
/// ``GeometryProxy`` resolves it as if the anchored view filled the reader, whose size is
/// the reader's size (`.bounds` is the reader's frame, a
/// rectangle or point is itself, a unit point is that point of the reader's size). It is
/// also a popover's attachment (``PopoverAttachmentAnchor``).
public struct Anchor<Value>: Sendable {
    let source: Source

    /// A type-erased geometry value that produces an anchored value of a given type.
    ///
    /// ```swift
    /// let source: Anchor<CGRect>.Source = .bounds
    /// ```
    public struct Source: Sendable {
        /// Where the value comes from.
        enum Origin: Hashable, Sendable {
            case bounds
            case rect(CGRect)
            case point(CGPoint)
            case unitPoint(UnitPoint)
        }

        let origin: Origin
        /// The value in a view of the given size, made by the factory that knows `Value`.
        let resolver: @Sendable (CGSize) -> Value

        var description: String {
            switch origin {
            case .bounds: "bounds"
            case .rect(let rect): "\(rect)"
            case .point(let point): "\(point)"
            case .unitPoint(let point): "\(point)"
            }
        }

        /// The value in a view of the given size.
        func resolve(in size: CGSize) -> Value { resolver(size) }
    }
}

extension Anchor: Equatable where Value: Equatable {
    /// Whether two anchors come from the same source.
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.source.origin == rhs.source.origin }
}

extension Anchor: Hashable where Value: Hashable {
    /// Hashes the anchor's source.
    public func hash(into hasher: inout Hasher) { hasher.combine(source.origin) }
}

extension Anchor.Source where Value == CGRect {
    /// The bounds of the view.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(origin: .bounds) { CGRect(origin: .zero, size: $0) }
    }

    /// A rectangle in the view's coordinates.
    ///
    /// ```swift
    /// .popover(isPresented: $isShowing, attachmentAnchor: .rect(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)))) { Detail() }
    /// ```
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source(origin: .rect(r)) { _ in r } }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's coordinates.
    ///
    /// ```swift
    /// let source: Anchor<CGPoint>.Source = .point(CGPoint(x: 4, y: 4))
    /// ```
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(origin: .point(p)) { _ in p } }

    /// A unit point of the view's bounds.
    ///
    /// ```swift
    /// let source: Anchor<CGPoint>.Source = .unitPoint(.center)
    /// ```
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(origin: .unitPoint(p)) { CGPoint(x: p.x * $0.width, y: p.y * $0.height) }
    }
}
