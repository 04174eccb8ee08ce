// Anchors (Rules R22): an anchor holds its source and the frame, in the window, of the
// view that made it, as the layout placed that view when the preference was read; a
// `GeometryProxy` resolves it in its own coordinate space.

import ViewEngineCore

/// An opaque value derived from an anchor source and a particular view.
///
/// ```swift
/// Text("Tab").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
/// GeometryReader { proxy in
///     let frame = proxy[anchor]     // the text's bounds in the reader's space
/// }
/// ```
///
/// It is made by `anchorPreference(key:value:transform:)` after each layout pass from
/// the view's frame, so its value follows the view; two anchors are equal when they have
/// the same source and their views had the same frame. An anchor of a view that was not
/// laid out (``HostConfiguration/performsLayout`` off) resolves as if the view filled the
/// reader. It is also a popover's attachment (``PopoverAttachmentAnchor``).
public struct Anchor<Value>: Sendable {
    let source: Source
    /// The anchored view's frame in the window, when it was laid out.
    let frame: CGRect?

    init(source: Source, frame: CGRect? = nil) {
        self.source = source
        self.frame = frame
    }

    /// The value in a space where the anchored view's frame is `frame`.
    func resolve(viewFrame: CGRect) -> Value { source.resolve(in: viewFrame) }

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
        /// The value, given the view's frame in the space it is resolved in.
        let resolver: @Sendable (CGRect) -> Value

        var description: String {
            switch origin {
            case .bounds: "bounds"
            case .rect(let rect): "\(rect)"
            case .point(let point): "\(point)"
            case .unitPoint(let point): "\(point)"
            }
        }

        func resolve(in frame: CGRect) -> Value { resolver(frame) }
    }
}

extension Anchor: Equatable where Value: Equatable {
    /// The same source, and the same frame of its view.
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.source.origin == rhs.source.origin && lhs.frame == rhs.frame }
}

extension Anchor: Hashable where Value: Hashable {
    /// Hashes the source and the frame.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(source.origin)
        hasher.combine(frame?.minX)
        hasher.combine(frame?.minY)
        hasher.combine(frame?.width)
        hasher.combine(frame?.height)
    }
}

extension Anchor.Source where Value == CGRect {
    /// The bounds of the view.
    ///
    /// ```swift
    /// .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
    /// ```
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(origin: .bounds) { $0 }
    }

    /// A rectangle in the view's coordinates.
    ///
    /// ```swift
    /// let source: Anchor<CGRect>.Source = .rect(CGRect(x: 0, y: 0, width: 10, height: 10))
    /// ```
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(origin: .rect(r)) { r.offsetBy(dx: $0.minX, dy: $0.minY) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's coordinates.
    ///
    /// ```swift
    /// let source: Anchor<CGPoint>.Source = .point(CGPoint(x: 4, y: 4))
    /// ```
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(origin: .point(p)) { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) }
    }

    /// A unit point of the view's bounds.
    ///
    /// ```swift
    /// let source: Anchor<CGPoint>.Source = .unitPoint(.center)
    /// ```
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(origin: .unitPoint(p)) { CGPoint(x: $0.minX + p.x * $0.width, y: $0.minY + p.y * $0.height) }
    }
}
