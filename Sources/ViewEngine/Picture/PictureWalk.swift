// How the picture walks the view tree (Rules R22, "Pictures of the window"): in view-tree
// order, each view at the frame the last layout gave it, later views on top. A view draws
// itself when its node or its leaf says how (``PictureNode``, ``PictureLeaf``: a feature
// declares it beside its view, in a `+Picture.swift` file); a recorded modifier changes
// the style of what it modifies or paints around it (AttributeModifier+Picture.swift);
// every other node draws its children. A view the layout did not place (layout off, a
// hidden tab) is not drawn.

import ViewEngineCore

/// A node that draws itself: a control, a container with chrome, a modifier that paints.
@MainActor
protocol PictureNode: Node {
    /// Draws the view and what it contains into `picture`.
    func draw(into picture: inout Picture)
}

/// A leaf view that draws itself in its frame: a text, a color, a shape, an image.
@MainActor
protocol PictureLeaf: LeafView {
    /// Draws the leaf in `frame` (in the window's coordinates), in `context` (its
    /// environment and the host's clock).
    func draw(in frame: CGRect, context: LeafLayoutContext, into picture: inout Picture)
}

extension Picture {
    /// Draws `node`'s view and everything it contains, in the color scheme of its
    /// environment where it sets one for what it contains (`colorScheme(_:)`,
    /// `environment(\.colorScheme, _)`, a presentation's preferred scheme).
    mutating func draw(_ node: Node) {
        if barItems != nil, barItems?.putOff(node, style: style, colorScheme: colorScheme) == true { return }
        if node.environmentForChildren !== node.environment {
            let scheme = node.environmentForChildren.values.colorScheme
            if scheme != colorScheme { return drawing(in: scheme) { $0.drawView(node) } }
        }
        drawView(node)
    }

    /// Draws what follows in `scheme`, then goes back to the scheme before.
    mutating func drawing(in scheme: ColorScheme, _ body: (inout Picture) -> Void) {
        let outer = colorScheme
        colorScheme = scheme
        body(&self)
        colorScheme = outer
    }

    /// Draws `node`'s view and everything it contains, in the current scheme.
    private mutating func drawView(_ node: Node) {
        if let drawing = node as? any PictureNode { return drawing.draw(into: &self) }
        if let recording = node as? any RecordingNode { return drawModified(node, by: recording.attribute) }
        if let leaf = (node as? any LeafShowing)?.shownLeaf as? any PictureLeaf {
            guard let frame = Self.drawableFrame(of: node), frame.width > 0, frame.height > 0 else { return }
            let context = LeafLayoutContext(environment: node.environment.values, stackAxis: nil, clock: node.graph.clock, graph: node.graph)
            return leaf.draw(in: frame, context: context, into: &self)
        }
        drawChildren(of: node)
    }

    /// Draws each child of `node` that is shown, in order.
    mutating func drawChildren(of node: Node) {
        node.forEachChild { draw($0) }
    }

    /// The frame `node`'s view was laid out at, in the window, if it was laid out with a
    /// finite size: what a view is drawn in. A view without one is not drawn.
    static func drawableFrame(of node: Node) -> CGRect? {
        guard let frame = node.frameInWindow,
              frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite,
              frame.width >= 0, frame.height >= 0 else { return nil }
        return frame
    }

    /// The attributes that name a view for a tool reading the picture: `data-view` (the
    /// view's or control's type, as drivers name it) and, when it has one, `data-title`
    /// (the title a driver finds it by).
    static func naming(_ view: String, title: String? = nil) -> SVGAttributes {
        SVGAttributes().adding("data-view", view).adding("data-title", title.flatMap { $0.isEmpty ? nil : $0 })
    }
}

extension Picture {
    /// The style the nearest recorded modifier `name` above `node` sets (`buttonStyle`,
    /// `toggleStyle`, `textFieldStyle`, `listStyle`), as its shorthand (`bordered`,
    /// `roundedBorder`, `insetGrouped`), or `nil` when none does.
    static func styleName(_ name: RecordedModifierName, around node: Node) -> String? {
        RecordedStyles.name(name, around: node)
    }
}
