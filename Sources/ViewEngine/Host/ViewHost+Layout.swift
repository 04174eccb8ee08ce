import ViewEngineCore

/// The window and the frames of its views (Rules R22).
extension ViewHost {
    /// The window's size in points: 393 × 852 by default, an iPhone 15's in portrait.
    ///
    /// Setting it lays the views out again in a frame of its own, as a rotation or a
    /// resized window does: a `GeometryReader` sees its new size, and an
    /// `onChange(of: proxy.size)` or `onGeometryChange` runs once with the old and the new
    /// value. The phone's safe area goes with its two orientations (393 × 852 and
    /// 852 × 393); any other size has none unless ``safeAreaInsets`` sets one.
    ///
    /// ```swift
    /// host.size = CGSize(width: 852, height: 393)   // rotate to landscape
    /// ```
    ///
    /// Set during a frame (from a body or an action), it is ignored with a diagnostic of
    /// kind ``Diagnostic/Kind/nestedDriverCall`` (Rules R18).
    public var size: CGSize {
        get { window.size }
        set {
            changeWindow("size") { $0 = HostWindow(size: newValue) }
        }
    }

    /// The insets of the window's safe area: the root view is laid out inside them (top
    /// 59 and bottom 34 points in portrait, Measures §1 "Safe area, portrait"). Setting them lays
    /// the views out again.
    ///
    /// ```swift
    /// host.safeAreaInsets = EdgeInsets()    // a window without a notch or bars
    /// ```
    public var safeAreaInsets: EdgeInsets {
        get { window.safeAreaInsets }
        set {
            changeWindow("safe area") { $0.safeAreaInsets = newValue }
        }
    }

    /// Changes the window in a frame of its own, which lays the views out again.
    private func changeWindow(_ what: String, _ change: (inout HostWindow) -> Void) {
        guard !graph.isInFrame else {
            return graph.diagnose(.nestedDriverCall, "The host's window \(what) was set while a frame was running (from a body or an action); driver calls do not nest, so it was ignored.")
        }
        flushPendingFrame()
        var changed = window
        change(&changed)
        changed.size = CGSize(width: changed.size.width.isFinite ? max(0, changed.size.width) : 0,
                              height: changed.size.height.isFinite ? max(0, changed.size.height) : 0)
        window = changed
        // Views sized from their container (`containerRelativeFrame`) depend on the window
        // beyond their proposal: everything is measured again.
        graph.runFrame(.userEvent, cause: "window \(what) set") { rootNode.setNeedsLayoutOfSubtree() }
    }

    /// The size the root's views choose for `proposal` (`.unspecified` for their ideal
    /// size), measured in a frame of its own: what an `ImageRenderer` or a hosting
    /// controller's `sizeThatFits(in:)` asks.
    func fittingSize(for proposal: ProposedViewSize) -> CGSize {
        flushPendingFrame()
        var size = CGSize.zero
        graph.runFrame(.userEvent, cause: "fitting size measured") {
            graph.layoutPass.reset()
            graph.layoutPass.containerSize = CGSize(width: proposal.width ?? window.size.width,
                                                    height: proposal.height ?? window.size.height)
            size = LayoutContent(rootNode, stack: .windowRoot).measure(proposal)
        }
        return size
    }

    /// Lays the root's views out in the window's safe area, centered, as a hosting window
    /// does: several of them stacked with no space between them.
    func layOutWindow() {
        let content = LayoutContent(rootNode, stack: .windowRoot)
        let area = window.safeArea
        graph.windowSafeArea = area
        graph.windowBounds = CGRect(origin: .zero, size: window.size)
        graph.layoutPass.containerSize = area.size
        let proposal = ProposedViewSize(area.size)
        let size = content.measure(proposal)
        content.place(at: CGPoint(x: area.minX + (area.width - size.width) / 2, y: area.minY + (area.height - size.height) / 2),
                      proposal: proposal)
        // What is presented goes above the views, in the window (PresentedLayout.swift).
        for layer in graph.controls.shownLayers {
            (layer as? any WindowPresentation)?.layOutPresented(window: window.size, insets: window.safeAreaInsets)
        }
    }

    /// The frame of the view titled or showing `view`, in the window's coordinates, as the
    /// last layout placed it.
    ///
    /// The view is found as the drivers find theirs: a control by its title (a `Button`,
    /// a `Toggle`...), else a view by its `accessibilityIdentifier`, else a view by the
    /// text it shows (a `Text`).
    ///
    /// ```swift
    /// let frame = try host.frame(of: "Save")    // CGRect(x: 176, y: 415.83, width: 41.67, height: 20.33)
    /// ```
    ///
    /// - Throws: ``HostError`` if no view on screen is titled or shows `view`, or several
    ///   do; its description lists the titles and texts on screen.
    public func frame(of view: String) throws -> CGRect {
        try beginDriverCall("view", view)
        let found = ViewFinder(graph: graph, root: rootNode)
        let matches = found.views(titled: view)
        guard matches.count == 1, let frame = matches[0].frameInWindow else {
            let labels = found.labels
            let reason: HostError.Reason = matches.count > 1 ? .ambiguous(count: matches.count) : .notFound
            return try { throw HostError(control: "view", title: view, reason: reason,
                                         availableTitles: Array(labels.prefix(HostError.listedTitlesLimit)), availableCount: labels.count,
                                         suggestions: matches.isEmpty ? TitleSuggestions.nearest(to: view, in: Set(labels)) { [labels.firstIndex(of: $0) ?? 0] } : [],
                                         scopes: scopes) }()
        }
        return frame
    }
}

extension ViewHost {
    /// Scrolls the scroll view that shows `view` (a text or a control's title inside it,
    /// or its `accessibilityIdentifier`) by `offset`, as a finger's swipe does: the content
    /// moves by that much (up for a positive height), no further than its ends, and the
    /// views are laid out again in a frame of their own (Rules R22).
    ///
    /// ```swift
    /// try host.scroll("Row 1", by: CGSize(width: 0, height: 300))
    /// ```
    ///
    /// - Throws: ``HostError`` if no scroll view on screen shows `view`, or it is
    ///   ambiguous; its description lists the texts and titles on screen.
    public func scroll(_ view: String, by offset: CGSize) throws {
        try beginDriverCall("ScrollView", view)
        let finder = ViewFinder(graph: graph, root: rootNode)
        let scrollViews = finder.views(titled: view).compactMap { found -> (any Scrolling)? in
            if let scrolling = found as? any Scrolling { return scrolling }
            var ancestor = found.parent
            while let each = ancestor {
                if let scrolling = each as? any Scrolling { return scrolling }
                ancestor = each.parent
            }
            return firstScrollView(in: found)
        }
        guard let scrolling = scrollViews.first, !scrollViews.dropFirst().contains(where: { $0 !== scrolling }) else {
            let labels = finder.labels
            throw HostError(control: "ScrollView", title: view, reason: scrollViews.isEmpty ? .notFound : .ambiguous(count: scrollViews.count),
                            availableTitles: Array(labels.prefix(HostError.listedTitlesLimit)), availableCount: labels.count, scopes: scopes)
        }
        let start = scrolling.geometry.contentOffset
        graph.runFrame(.userEvent, cause: "scroll \"\(view)\" by (\(offset.width), \(offset.height))") {
            scrolling.scroll(to: CGPoint(x: start.x + offset.width, y: start.y + offset.height))
        }
    }
}
