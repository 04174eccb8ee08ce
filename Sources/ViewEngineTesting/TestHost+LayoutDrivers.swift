import Testing
import ViewEngine

/// The geometry drivers (Rules R22), each reporting a failure at its caller's line.
extension TestHost {
    /// The window's size: 393 × 852 points by default. Setting it lays the views out again,
    /// as `ViewHost.size` does.
    ///
    /// ```swift
    /// test.size = CGSize(width: 852, height: 393)
    /// ```
    public var size: CGSize {
        get { host.size }
        set { host.size = newValue }
    }

    /// The frame of the view titled or showing `view` in the window; a view that is not
    /// on screen, or several that are, is an `Issue` at this call (and `.zero`).
    ///
    /// ```swift
    /// #expect(test.frame(of: "Save").width == 41.67)
    /// ```
    public func frame(of view: String, sourceLocation: SourceLocation = #_sourceLocation) -> CGRect {
        drive(sourceLocation) { try $0.frame(of: view) } ?? .zero
    }

    /// The current tree as indented text, each line with its view's frame when `frames`
    /// is `true` (`ViewHost.render(frames:)`).
    ///
    /// ```swift
    /// print(test.render(frames: true))
    /// ```
    public func render(frames: Bool, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        drive(sourceLocation) { $0.render(frames: frames) } ?? ""
    }

    /// Taps the window at `point`, as XCUITest's coordinate tap does (`ViewHost.tap(at:)`):
    /// the topmost control drawn under the point is driven as its driver drives it. A point
    /// with no control under it, outside the window, negative or not finite (each error
    /// names the nearest controls), or a disabled control, is an `Issue` at this call.
    ///
    /// ```swift
    /// let plus = test.frame(of: "+")
    /// test.tap(at: CGPoint(x: plus.midX, y: plus.midY))
    /// ```
    public func tap(at point: CGPoint, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.tap(at: point) }
    }

    /// Drags a finger from `start` to `end` in the window (`ViewHost.drag(from:to:)`): a
    /// slider follows it, a row with swipe actions is swiped, a drag gesture is performed;
    /// a point outside the window, or nothing that moves with a drag under `start`, is
    /// recorded as an issue at the call.
    ///
    /// ```swift
    /// let row = test.frame(of: "Lunch?")
    /// test.drag(from: CGPoint(x: row.maxX - 10, y: row.midY), to: CGPoint(x: row.minX + 10, y: row.midY))
    /// ```
    public func drag(from start: CGPoint, to end: CGPoint, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.drag(from: start, to: end) }
    }

    /// An SVG picture of the window (`ViewHost.snapshot()`).
    ///
    /// ```swift
    /// try test.snapshot().write(toFile: "screen.svg", atomically: true, encoding: .utf8)
    /// ```
    public func snapshot(sourceLocation: SourceLocation = #_sourceLocation) -> String {
        drive(sourceLocation) { $0.snapshot() } ?? ""
    }
}

extension TestHost {
    /// Scrolls the scroll view that shows `view` by `offset` (`ViewHost.scroll(_:by:)`);
    /// none, or several, is an `Issue` at this call.
    ///
    /// ```swift
    /// test.scroll("Row 1", by: CGSize(width: 0, height: 300))
    /// ```
    public func scroll(_ view: String, by offset: CGSize, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.scroll(view, by: offset) }
    }
}
