// A tap at a point of the window, as XCUITest's coordinate taps and a person at a preview
// (Tools/Preview) drive the views, and keys typed on a keyboard: the host finds the
// topmost region a control's node gives (Gestures/PointerTargeting.swift) under the point,
// and the region drives its control through the host's driver paths (``ControlDriver``)
// (Rules: Host, "A click drives the control under it").

import ViewEngineCore

extension ViewHost {
    /// Taps the window at `point`, as a finger does: the topmost control drawn under the
    /// point is driven as its driver drives it — a button tapped (``tap(_:)``), a toggle
    /// flipped, a text field focused, a tab selected, a stepper's − or + half decremented
    /// or incremented, a row of a `List(selection:)` selected, an alert's or a dialog's
    /// button chosen, a tap gesture performed. A tap outside the topmost presentation
    /// dismisses it, as a tap outside does (``dismiss()``) — except beside an alert, which
    /// is modal: there it is a point with no control under it. This is XCUITest's coordinate tap
    /// (`app.coordinate(withNormalizedOffset: .zero).withOffset(CGVector(dx: x, dy: y)).tap()`),
    /// in points from the window's top leading corner, and what a click on the preview
    /// page does.
    ///
    /// ```swift
    /// let plus = try host.frame(of: "+")
    /// try host.tap(at: CGPoint(x: plus.midX, y: plus.midY))
    /// ```
    ///
    /// Each control takes taps where it is drawn: a stepper's two halves of its −/+ pill
    /// (not its label), a toggle's whole row, a button its label (and its bezel).
    ///
    /// - Throws: ``HostError`` if a coordinate is negative or not finite, the point is
    ///   outside the window, no control is drawn under it (each of these errors names
    ///   the controls nearest to the point and their frames), the control is disabled or refuses (a stepper at its
    ///   bound), the presentation refuses to be dismissed, or a frame is running.
    public func tap(at point: CGPoint) throws {
        _ = try drive(at: point, requiringTarget: true)
    }

    /// Clicks at `point` (window coordinates), as ``tap(at:)`` does, for the preview page.
    ///
    /// - Returns: what the click did, as the frame's cause reads (`tap "+"`), or `nil`
    ///   when no control is under the point.
    /// - Throws: what ``tap(at:)`` throws, except for a point with no control under it.
    @discardableResult
    package func click(at point: CGPoint) throws -> String? {
        try drive(at: point, requiringTarget: false)
    }

    /// The controls a click can reach, topmost last: those of the topmost presentation
    /// when one is up, else the window's, each part with its frame, in view-tree order (a
    /// view inside another, or after it, is above it).
    package var pointerTargets: [PointerTarget] { pointerRegions().map(\.region.target) }

    /// The topmost control whose frame contains `point` (window coordinates), or `nil`.
    package func control(at point: CGPoint) -> PointerTarget? {
        pointerRegions().last { $0.region.click != nil && $0.region.target.frame.contains(point) }?.region.target
    }

    /// Types `characters` at the end of the text in the focused field, in one frame, as a
    /// key of a keyboard does.
    ///
    /// - Throws: ``HostError`` when no text field has focus.
    package func typeKeystroke(_ characters: String) throws {
        let (field, title) = try focusedTextField()
        edit(field, titled: title, to: field.buffer + characters)
    }

    /// Deletes the last character of the focused field's text, in one frame, as the
    /// delete key does (nothing happens in an empty field, as on a keyboard).
    ///
    /// - Throws: ``HostError`` when no text field has focus.
    package func deleteBackward() throws {
        let (field, title) = try focusedTextField()
        guard !field.buffer.isEmpty else { return }
        edit(field, titled: title, to: String(field.buffer.dropLast()))
    }

    /// Presses return in the focused field: ``submit(_:)`` on it.
    ///
    /// - Throws: ``HostError`` when no text field has focus.
    package func submitFocusedField() throws {
        let (field, title) = try focusedTextField()
        graph.runFrame(.userEvent, cause: "submit \"\(title)\"") { field.submit() }
    }

    private func focusedTextField() throws -> (any TextEditing, String) {
        try beginDriverCall("TextField", "")
        guard let field = graph.focus.focusedField as? any TextEditing, field.isMounted else {
            throw HostError(control: "TextField", title: "", reason: .notFound, availableTitles: pointerTargets.filter { $0.kind == "TextField" }.map(\.title),
                            scopes: scopes)
        }
        return (field, (field as? any RegisteredControl)?.title ?? "")
    }

    /// The one path of ``tap(at:)`` and ``click(at:)``: checks the point, finds the
    /// topmost region under it and clicks it; with nothing under it, dismisses the topmost
    /// presentation if the point is outside it, or else throws (when `requiringTarget`)
    /// or returns `nil`.
    private func drive(at point: CGPoint, requiringTarget: Bool) throws -> String? {
        let place = "at " + FrameText.point(Double(point.x), Double(point.y))
        try beginDriverCall("control", place)
        let regions = pointerRegions().filter { $0.region.click != nil }
        try checkInWindow(point, nearest: regions.map(\.region.target))
        let hit = regions.last(where: { $0.region.target.frame.contains(point) })?.region
        // A row swiped open: a tap on one of its actions runs it; a tap anywhere else
        // closes the row, and does nothing else (as on iOS).
        if let open = openSwipeRow(), hit?.target.kind != SwipeActionsGeometry.actionKind {
            let row = open.row.textContent
            graph.runFrame(.userEvent, cause: "close the swipe actions of \"\(row)\"") { open.close() }
            return "close the swipe actions of \"\(row)\""
        }
        guard let hit, let click = hit.click else {
            if let layer = graph.controls.topLayer, !(layer.layerRoot?.frameInWindow?.contains(point) ?? false),
               (layer as? any PresentedPointerTargeting)?.dismissesOnTap(at: point) ?? true {
                try dismiss()
                return "dismiss \(layer.layerName)"
            }
            guard requiringTarget else { return nil }
            throw HostError(control: "control", title: "", reason: .nothingAt(x: Double(point.x), y: Double(point.y)),
                            availableTitles: Self.nearest(regions.map(\.region.target), to: point), availableCount: regions.count)
        }
        guard hit.target.isEnabled else {
            var titles: [String] = []
            for region in regions where region.region.target.kind == hit.target.kind && !titles.contains(region.region.target.title) {
                titles.append(region.region.target.title)
            }
            throw HostError(control: hit.target.kind, title: hit.target.title, reason: .disabled, availableTitles: titles, scopes: scopes)
        }
        return try click(point, self)
    }

    /// Throws unless `point` is a point of the window: finite, not negative, inside its size.
    /// The error names the targets nearest to the point (a coordinate that is not finite
    /// taken at the window's nearest edge, `nan` at its top or leading edge).
    func checkInWindow(_ point: CGPoint, nearest targets: [PointerTarget]) throws {
        let x = Double(point.x), y = Double(point.y)
        let size = window.size
        func nearest() -> [String] {
            func edge(_ value: CGFloat, _ length: CGFloat) -> CGFloat {
                value.isNaN ? 0 : value == .infinity ? length : value == -.infinity ? 0 : value
            }
            return Self.nearest(targets, to: CGPoint(x: edge(point.x, size.width), y: edge(point.y, size.height)))
        }
        guard x.isFinite, y.isFinite, x >= 0, y >= 0 else {
            throw HostError(control: "control", title: "", reason: .invalidPoint(x: x, y: y), availableTitles: nearest(),
                            availableCount: targets.count)
        }
        guard x <= Double(size.width), y <= Double(size.height) else {
            throw HostError(control: "control", title: "", reason: .outsideWindow(x: x, y: y, width: Double(size.width), height: Double(size.height)),
                            availableTitles: nearest(), availableCount: targets.count)
        }
    }

    /// Every region a click or a drag can reach, topmost last: those under the topmost
    /// presentation when one is up, else the window's.
    func pointerRegions() -> [(node: Node, region: PointerRegion)] {
        flushPendingFrame()
        if let layer = graph.controls.topLayer { return PointerRegions.collect(in: layer) }
        guard let rootNode else { return [] }
        return PointerRegions.collect(under: rootNode)
    }

    /// How many controls a ``HostError/Reason/nothingAt(x:y:)`` error names.
    private static var nearestListed: Int { 3 }

    /// The targets nearest to `point` (by the distance from the point to their frames,
    /// nearest first, the earlier in tree order first among equals), each with its frame:
    /// `Button "+" @ (191.83, 445.5) 9.33 × 20.33`.
    static func nearest(_ targets: [PointerTarget], to point: CGPoint) -> [String] {
        func distance(_ frame: CGRect) -> CGFloat {
            let dx = max(frame.minX - point.x, 0, point.x - frame.maxX)
            let dy = max(frame.minY - point.y, 0, point.y - frame.maxY)
            return (dx * dx + dy * dy).squareRoot()
        }
        let ranked = targets.enumerated().sorted { a, b in
            let (da, db) = (distance(a.element.frame), distance(b.element.frame))
            return da != db ? da < db : a.offset < b.offset
        }
        return ranked.prefix(nearestListed).map { "\($0.element) " + FrameText.frame($0.element.frame) }
    }
}

extension ViewHost: ControlDriver {
    func focus(_ field: Node, titled title: String) {
        if graph.focus.focusedField !== field {
            graph.runFrame(.userEvent, cause: "focus \"\(title)\"") { graph.focus.move(to: field) }
        }
    }

    func back(_ stack: any NavigationStacking) {
        graph.runFrame(.userEvent, cause: "back") { stack.popTop() }
    }

    func perform(_ gesture: DiscreteGesture, on target: any Gesturing, titled title: String) {
        let cause = switch gesture {
        case .tap(let count): "tap gesture (\(count)) on \"\(title)\""
        case .longPress: "long press \"\(title)\""
        }
        graph.runFrame(.userEvent, cause: cause) { target.perform(gesture) }
    }
}
