// A click at a point of the window, and keys typed on a keyboard, as a person at a
// preview drives the views (Tools/Preview): the control under the point is driven as its
// driver drives it (Rules: Host, "A click drives the control under it").

import ViewEngineCore

/// A control on screen that a click reaches: what it is, its title, and its frame in the
/// window as the last layout placed it.
package struct PointerTarget: Sendable, Equatable, CustomStringConvertible {
    /// The control's kind as errors name it (`Button`, `Toggle`, `TextField`, `Tab`,
    /// `Stepper`, `List row`, `TapGesture`).
    package let kind: String
    /// Its title (a row's: its text).
    package let title: String
    /// Its frame in window coordinates.
    package let frame: CGRect
    /// Whether it takes clicks (`.disabled(true)` says no).
    package let isEnabled: Bool

    /// `Button "+"`.
    package var description: String { "\(kind) \"\(title)\"" }
}

extension ViewHost {
    /// The controls a click can reach, topmost last: those of the topmost presentation
    /// when one is up, else the window's, each with a frame, in view-tree order (a view
    /// inside another, or after it, is above it).
    package var pointerTargets: [PointerTarget] { pointerHits().map(\.target) }

    /// The topmost control whose frame contains `point` (window coordinates), or `nil`.
    package func control(at point: CGPoint) -> PointerTarget? {
        pointerHits().last { $0.target.frame.contains(point) }?.target
    }

    /// Clicks at `point` (window coordinates): the topmost control under it is driven as
    /// its driver drives it — a button tapped (``tap(_:)``), a toggle flipped, a text field
    /// focused, a tab selected, a stepper's half incremented or decremented, a row of a
    /// `List(selection:)` selected, a tap gesture performed. A click outside the topmost
    /// presentation dismisses it, as a swipe or a tap outside does (``dismiss()``).
    ///
    /// - Returns: what the click did, as the frame's cause reads (`tap "+"`), or `nil`
    ///   when no control is under the point.
    /// - Throws: ``HostError`` if the control is disabled or refuses (a stepper at its
    ///   bound), if the presentation refuses to be dismissed, or if a frame is running.
    @discardableResult
    package func click(at point: CGPoint) throws -> String? {
        try beginDriverCall("control", "at (\(point.x), \(point.y))")
        let hits = pointerHits()
        guard let hit = hits.last(where: { $0.target.frame.contains(point) }) else {
            if let layer = graph.controls.topLayer, !(layer.layerRoot?.frameInWindow?.contains(point) ?? false) {
                try dismiss()
                return "dismiss \(layer.layerName)"
            }
            return nil
        }
        guard hit.target.isEnabled else {
            throw HostError(control: hit.target.kind, title: hit.target.title, reason: .disabled, availableTitles: [], scopes: scopes)
        }
        return try hit.drive(point)
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

    /// A control a click can reach, and how a click drives it.
    private struct PointerHit {
        let node: Node
        let target: PointerTarget
        /// Drives the control for a click at the point given; returns what it did.
        let drive: (CGPoint) throws -> String
    }

    /// Every control a click can reach, topmost last.
    private func pointerHits() -> [PointerHit] {
        flushPendingFrame()
        let layerRoot = graph.controls.topLayer?.layerRoot
        var hits: [PointerHit] = []
        func add(_ node: Node, kind: String, title: String, isEnabled: Bool, drive: @escaping (CGPoint) throws -> String) {
            guard node.isVisible, layerRoot.map(node.isInside) ?? true, let frame = node.frameInWindow else { return }
            hits.append(PointerHit(node: node, target: PointerTarget(kind: kind, title: title, frame: frame, isEnabled: isEnabled), drive: drive))
        }
        for (kind, title, node) in graph.controls.allEntries {
            let isEnabled = node.environment.values.isEnabled
            if let drive = pointerDrive(for: node, kind: kind, title: title) {
                add(node, kind: kind.name, title: title, isEnabled: isEnabled, drive: drive)
            }
        }
        for (list, row) in selectionListRows() {
            let title = row.node.textContent
            let rowTap = RowTapNode(row, in: list)
            add(row.node, kind: "List row", title: title, isEnabled: row.node.environmentForChildren.values.isEnabled) { [unowned self] _ in
                tap(rowTap, titled: title)
                return "tap \"\(title)\""
            }
        }
        hits.sort { TreePosition.precedes($0.node, $1.node) }
        return hits
    }

    /// How a click drives `node`, registered as a `kind` titled `title`; `nil` for the
    /// kinds a click does not drive (a drag, a context menu, a row's swipe). Each kind gives
    /// back its node as the protocol its nodes provide (``ControlKind``), so no cast here.
    private func pointerDrive(for node: Node, kind: AnyControlKind, title: String) -> ((CGPoint) throws -> String)? {
        /// `node` as a `typed` control, when it is registered under that kind.
        func registered<Control>(as typed: ControlKind<Control>) -> Control? {
            kind == typed.erased ? typed.control(node) : nil
        }
        if let button = registered(as: .button) ?? registered(as: .menu) {
            return { [unowned self] _ in tap(button, titled: title); return "tap \"\(title)\"" }
        }
        if let tab = registered(as: .tab) {
            return { [unowned self] _ in select(tab: tab, titled: title); return "select tab \"\(title)\"" }
        }
        if let toggle = registered(as: .toggle) {
            return { [unowned self] _ in flip(toggle, titled: title); return "toggle \"\(title)\"" }
        }
        if registered(as: .textField) ?? registered(as: .textEditor) ?? registered(as: .searchField) != nil {
            return { [unowned self] _ in
                if graph.focus.focusedField !== node {
                    graph.runFrame(.userEvent, cause: "focus \"\(title)\"") { graph.focus.move(to: node) }
                }
                return "focus \"\(title)\""
            }
        }
        if let stepper = registered(as: .stepper) {
            return { [unowned self] point in
                // The stepper's buttons are its trailing 94 points, minus then plus (a
                // UIStepper's size, Measures §5 "Stepper"); a click on its label does nothing.
                guard let frame = node.frameInWindow, point.x >= frame.maxX - Self.stepperWidth else {
                    return "nothing (the label of Stepper \"\(title)\")"
                }
                let direction = point.x >= frame.maxX - Self.stepperWidth / 2 ? 1 : -1
                try step(stepper, titled: title, by: direction)
                return "\(direction > 0 ? "increment" : "decrement") \"\(title)\""
            }
        }
        if let gesture = registered(as: .tapGesture), gesture.recognizes(.tap(count: 1)) {
            return { [unowned self] _ in
                graph.runFrame(.userEvent, cause: "tap gesture (1) on \"\(title)\"") { gesture.perform(.tap(count: 1)) }
                return "tap gesture on \"\(title)\""
            }
        }
        return nil
    }

    /// The width of a stepper's two buttons.
    private static var stepperWidth: CGFloat { 94 }
}
