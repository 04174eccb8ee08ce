// A drag of a finger between two points of the window, as XCUITest's coordinate drags and
// a drag on the preview page (Tools/Preview) move the views: the host finds the topmost
// region that takes drags under the start (Gestures/PointerTargeting.swift) — a slider,
// a row with swipe actions, a view with a drag gesture — and the region moves its view
// through the host's driver paths (``ControlDriver``) (Rules: Host, "A click drives the
// control under it").

import ViewEngineCore

extension ViewHost {
    /// Drags a finger from `start` to `end`, in points from the window's top leading
    /// corner, as XCUITest's `press(forDuration:thenDragTo:)` between two coordinates
    /// does, and as a drag on the preview page does. What is topmost under `start` and
    /// moves with a drag moves:
    ///
    /// - a `Slider`: its thumb follows the finger, and the value is the one under `end`,
    ///   snapped to the step and kept in the range, as ``slide(_:to:)`` writes it;
    /// - a row with `swipeActions`: a drag toward the edge opposite its actions, across
    ///   more than half the row's width, is a full swipe and runs the first action (with
    ///   `allowsFullSwipe`, the default); a shorter one opens the row, whose actions are
    ///   then drawn at its edge and run on ``tap(at:)`` — a tap anywhere else closes it;
    ///   one shorter than half its actions' width springs back and does nothing;
    /// - a list row of a `ForEach` with `onDelete` and no trailing swipe actions: a leftward
    ///   drag swipes it as above, on the red Delete button SwiftUI synthesizes (a full
    ///   swipe deletes the row, a tap on the open button does);
    /// - a paging tab view (`.tabViewStyle(.page)`): a swipe across more than half of it
    ///   turns to the next page (leftward) or the previous one (rightward); a shorter one
    ///   springs back;
    /// - a view with a `DragGesture`: the gestures that receive the touch get four steps
    ///   from `start` to `end` and the end, as ``drag(_:by:)`` performs them, with
    ///   `startLocation` and `location` in the view's own coordinates.
    ///
    /// ```swift
    /// let row = try host.frame(of: "Lunch?")
    /// try host.drag(from: CGPoint(x: row.maxX - 10, y: row.midY),
    ///               to: CGPoint(x: row.minX + 10, y: row.midY))   // the first action runs
    /// ```
    ///
    /// - Throws: ``HostError`` if a coordinate is negative or not finite, a point is
    ///   outside the window (a drag does not leave the window), nothing that moves with a
    ///   drag is under `start` (the error names the nearest such views and their frames),
    ///   the view is disabled, or a frame is running.
    public func drag(from start: CGPoint, to end: CGPoint) throws {
        _ = try dragAt(from: start, to: end)
    }

    /// Drags from `start` to `end`, as ``drag(from:to:)`` does, for the preview page.
    ///
    /// - Returns: what the drag did, as the frame's cause reads.
    @discardableResult
    package func dragAt(from start: CGPoint, to end: CGPoint) throws -> String {
        let place = "from " + FrameText.point(Double(start.x), Double(start.y)) + " to " + FrameText.point(Double(end.x), Double(end.y))
        try beginDriverCall("drag", place)
        let regions = pointerRegions().filter { $0.region.drag != nil }
        let targets = regions.map(\.region.target)
        try checkInWindow(start, nearest: targets)
        try checkInWindow(end, nearest: targets)
        guard let hit = regions.last(where: { $0.region.target.frame.contains(start) })?.region, let drag = hit.drag else {
            throw HostError(control: "control", title: "", reason: .nothingToDragAt(x: Double(start.x), y: Double(start.y)),
                            availableTitles: Self.nearest(targets, to: start), availableCount: targets.count)
        }
        guard hit.target.isEnabled else {
            throw HostError(control: hit.target.kind, title: hit.target.title, reason: .disabled, availableTitles: [], scopes: scopes)
        }
        return try drag(start, end, self)
    }

    /// The row swiped open, if one is.
    func openSwipeRow() -> (any SwipeActing)? {
        swipeRows().first { $0.isOpen }
    }

    /// The visible rows a swipe opens: those with swipe actions, and the rows of a
    /// `ForEach` with `onDelete`, whose swipe shows a synthesized Delete button.
    private func swipeRows() -> [any SwipeActing] {
        let deletable: [any SwipeActing] = graph.controls.visible(.deletableRow)
        return graph.controls.visible(.swipeActions) + deletable
    }

    func swipe(_ node: any SwipeActing, by translation: CGFloat) -> String {
        let row = node.row.textContent
        switch SwipeRow.outcome(of: translation, on: node) {
        case .springsBack:
            return "swipe \"\(row)\": springs back"
        case .fullSwipe(let side, let first):
            let cause = "swipe \"\(row)\" fully, tap \"\(first)\""
            graph.runFrame(.userEvent, cause: cause) {
                side.close()
                side.performFirstAction()
            }
            return cause
        case .opens(let side):
            let cause = "swipe \"\(row)\" open"
            graph.runFrame(.userEvent, cause: cause) {
                // One row is open at a time.
                for open in swipeRows() where open.isOpen { open.close() }
                side.open()
            }
            return cause
        }
    }

    func tapSwipeAction(_ button: any Activating & RegisteredControl, of node: any SwipeActing) throws -> String {
        guard button.environment.values.isEnabled else {
            throw HostError(control: "swipe action", title: button.title, reason: .disabled, availableTitles: [], scopes: scopes)
        }
        let cause = "swipe \"\(node.row.textContent)\", tap \"\(button.title)\""
        graph.runFrame(.userEvent, cause: cause) {
            // The button runs before the row closes: a synthesized Delete is unmounted then.
            button.activate()
            node.close()
        }
        return cause
    }

    func drag(_ target: any AttachedGesture, titled title: String, from start: CGPoint, to end: CGPoint) -> String {
        let origin = target.frameInWindow?.origin ?? .zero
        let local = CGPoint(x: start.x - origin.x, y: start.y - origin.y)
        let time = clock.date(at: clock.now)
        let steps = Self.stepFractions.map { fraction in
            GestureEvent.drag(DragGesture.Value(startLocation: local,
                                                location: CGPoint(x: local.x + (end.x - start.x) * fraction,
                                                                  y: local.y + (end.y - start.y) * fraction),
                                                time: time))
        }
        let receivers = GesturePrecedence.receivers(of: GesturePrecedence.chain(from: target, recognizing: .drag))
        let cause = "drag \"\(title)\" from " + FrameText.point(Double(start.x), Double(start.y)) + " to " + FrameText.point(Double(end.x), Double(end.y))
        perform(steps, on: receivers, cause: cause)
        return cause
    }
}
