// A row with swipe actions under a finger (Rules: Host, "A click drives the control under
// it"): a drag across the row swipes it. iOS's own thresholds are private; the engine's
// model (Measures §5 "Swipe actions"):
// - a drag toward the edge without actions, or shorter than half the width of the actions
//   it would show, springs back: nothing happens;
// - a drag across more than half the row's width is a full swipe: with `allowsFullSwipe`
//   (the default) the first action runs, as "a full swipe automatically performs the first
//   action" says, and the row closes;
// - any other drag opens the row: its content slides aside and its actions are drawn at
//   its edge, each the row's height, its title in white on red for a `.destructive` button
//   and on gray for another, 15 points each side of the title and at least 74 points wide;
//   a tap on one runs it and closes the row, and a tap anywhere else only closes the row.
// A row of a `ForEach` with `onDelete` and no trailing actions of its own has one: the
// Delete that SwiftUI synthesizes (SwipeToDelete.swift).

import ViewEngineCore

/// The measures of a row's swipe actions (Measures §5 "Swipe actions").
enum SwipeActionsGeometry {
    /// The space each side of an action's title.
    static let padding: CGFloat = 15
    /// The narrowest an action is.
    static let minimumWidth: CGFloat = 74
    /// The kind the open row's actions have as click targets.
    static let actionKind = "Swipe action"
    /// The kind of a row a drag swipes.
    static let rowKind = "Swipe row"

    /// How wide `button` is drawn as an action: its title and the padding, at least the
    /// minimum width.
    @MainActor static func width(of button: Node) -> CGFloat {
        width(of: (button as? any RegisteredControl)?.title ?? "", in: ControlLayout.font(of: button))
    }

    /// How wide an action titled `title` in `font` is drawn.
    static func width(of title: String, in font: ResolvedFont) -> CGFloat {
        max(minimumWidth, font.width(of: title) + 2 * padding)
    }
}

extension SwipeActionsNode: PointerTargeting, PictureNode {
    /// The row, which a drag swipes; and when it is open, each of its actions.
    var pointerRegions: [PointerRegion] { swipeRowRegions }

    /// The row, slid aside with its actions beside it when it is open.
    func draw(into picture: inout Picture) { drawSwipeRow(into: &picture) }
}

extension SwipeActing where Self: PointerTargeting {
    /// The row, which a drag swipes; and when it is open, each of its actions, which a tap
    /// runs.
    var swipeRowRegions: [PointerRegion] {
        guard let frame = SwipeRow.frame(around: self) else { return [] }
        let title = row.textContent
        var regions = [dragRegion(kind: SwipeActionsGeometry.rowKind, title: title, frame: frame) { [unowned self] start, end, driver in
            driver.swipe(self, by: end.x - start.x)
        }]
        if isOpen {
            for (button, actionFrame) in actionFrames(in: frame) {
                regions.append(region(kind: SwipeActionsGeometry.actionKind, title: button.title, frame: actionFrame) { [unowned self] _, driver in
                    try driver.tapSwipeAction(button, of: self)
                })
            }
        }
        return regions
    }

    /// The row; when it is open, the row's content slid toward the other edge by the
    /// actions' width and cut at the row's frame, as iOS slides it, and the actions in the
    /// space it leaves.
    func drawSwipeRow(into picture: inout Picture) {
        guard isOpen, let frame = SwipeRow.frame(around: self) else { return picture.drawChildren(of: self) }
        let actions = actionFrames(in: frame)
        let width = actions.reduce(0) { $0 + $1.frame.width }
        picture.clipped(to: .rectangle(frame, radius: .zero)) { picture in
            let shift = edge == .trailing ? -width : width
            picture.group("g", SVGAttributes().adding("transform", "translate(\(SVGText.number(shift)) 0)")) { picture in
                picture.drawChildren(of: self)
            }
            for (button, actionFrame) in actions {
                let isDestructive = (button as? any RoledButton)?.role == .destructive
                picture.group("g", Picture.naming("SwipeAction", title: button.title)) { picture in
                    picture.fillRectangle(actionFrame, with: .paint(picture.system(isDestructive ? "red" : "gray")))
                    picture.writeCentered(button.title, font: ControlLayout.font(of: button), x: actionFrame.midX, midY: actionFrame.midY,
                                          anchor: "middle", fill: .paint(picture.system("white")))
                }
            }
        }
    }
}

extension SwipeActing {
    /// Each action's frame over the row's `frame`: the first one outermost, at the row's
    /// edge, the others inward.
    func actionFrames(in frame: CGRect) -> [(button: any Activating & RegisteredControl, frame: CGRect)] {
        var offset: CGFloat = 0
        return actionButtons.map { button in
            let width = SwipeActionsGeometry.width(of: button)
            let x = edge == .trailing ? frame.maxX - offset - width : frame.minX + offset
            offset += width
            return (button, CGRect(x: x, y: frame.minY, width: width, height: frame.height))
        }
    }
}

extension SwipeActing {
    /// The action buttons, in the order they are written (the first is outermost).
    var actionButtons: [any Activating & RegisteredControl] {
        guard let actionsRoot else { return [] }
        let buttons = graph.controls.visible(.button).filter { $0.isInside(actionsRoot) }
        var ordered: [any Activating & RegisteredControl] = []
        func visit(_ node: Node) {
            if let button = buttons.first(where: { $0 === node }) { ordered.append(button) }
            node.forEachChild(visit)
        }
        visit(actionsRoot)
        return ordered
    }
}

/// The swipe actions on one row: a row with actions on both edges is two nodes, one
/// around the other.
@MainActor
enum SwipeRow {
    /// Every swipe-action node on the row of `node`, outermost first.
    static func nodes(around node: any SwipeActing) -> [any SwipeActing] {
        var outermost = node
        while let outer = outermost.parent as? any SwipeActing, outer.row === outermost { outermost = outer }
        var chain = [outermost]
        while let inner = chain[chain.count - 1].row as? any SwipeActing { chain.append(inner) }
        return chain
    }

    /// The row's frame in the window: the list row the outermost node is (the whole row,
    /// as iOS swipes it), or, outside a list, that node's frame.
    static func frame(around node: any SwipeActing) -> CGRect? {
        let outermost = nodes(around: node)[0]
        return ListRowContext.rowFrame(of: outermost) ?? outermost.frameInWindow
    }

    /// What a horizontal drag of `translation` points (negative toward the leading edge)
    /// does to the row of `node`, as the model above says.
    enum Outcome {
        case springsBack
        /// The side's first action runs: `first` is its title.
        case fullSwipe(any SwipeActing, first: String)
        case opens(any SwipeActing)
    }

    static func outcome(of translation: CGFloat, on node: any SwipeActing) -> Outcome {
        // A drag toward the leading edge uncovers the trailing actions, and the other way;
        // the first node on that edge with actions to show (a synthesized Delete shows none
        // where the row declares actions on its edge).
        let edge: HorizontalEdge = translation < 0 ? .trailing : .leading
        guard let side = nodes(around: node).first(where: { $0.edge == edge && $0.firstActionTitle != nil }),
              let first = side.firstActionTitle, let rowFrame = frame(around: side) else { return .springsBack }
        let distance = abs(translation)
        if distance > rowFrame.width / 2, side.allowsFullSwipe { return .fullSwipe(side, first: first) }
        return distance >= side.actionsWidth / 2 ? .opens(side) : .springsBack
    }
}
