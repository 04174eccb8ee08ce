// A click at a point of the window (Rules: Host, "A click drives the control under it"):
// each view whose node takes clicks says which regions of the window a click reaches and
// what a click in each does — a button its frame, a stepper its − and + halves, a slider
// its track —, and what a drag that starts there does — a slider's thumb follows it, a
// row with swipe actions is swiped, a drag gesture is performed —, through the host's own
// driver paths (``ControlDriver``), so that a click does what the matching driver call
// does. The host only finds the topmost region under the point. A feature adds a click
// target by conforming its node here, beside its view, without editing the host or the
// graph.

import ViewEngineCore

/// A control on screen that a click reaches: what it is, its title, which part of it,
/// and its frame in the window as the last layout placed it.
package struct PointerTarget: Sendable, Equatable, CustomStringConvertible {
    /// The control's kind as errors name it (`Button`, `Toggle`, `TextField`, `Tab`,
    /// `Stepper`, `List row`, `TapGesture`).
    package let kind: String
    /// Its title (a row's: its text).
    package let title: String
    /// The part of the control the region is, for a control with several (a stepper's
    /// `−` and `+`, a picker's options); `nil` for the whole control.
    package let part: String?
    /// Its frame in window coordinates.
    package let frame: CGRect
    /// Whether it takes clicks (`.disabled(true)` says no).
    package let isEnabled: Bool

    package init(kind: String, title: String, part: String? = nil, frame: CGRect, isEnabled: Bool) {
        self.kind = kind
        self.title = title
        self.part = part
        self.frame = frame
        self.isEnabled = isEnabled
    }

    /// `Button "+"`, `Stepper "Quantity" (−)`.
    package var description: String { "\(kind) \"\(title)\"" + (part.map { " (\($0))" } ?? "") }
}

/// A region of the window that takes a click, a drag, or both, and what each does there.
@MainActor
struct PointerRegion {
    /// What a drag from `start` (in the region) to `end` (anywhere in the window) does
    /// through `driver`; returns what it did, as the frame's cause reads.
    typealias Drag = (_ start: CGPoint, _ end: CGPoint, _ driver: any ControlDriver) throws -> String

    /// The control, its part and its frame.
    let target: PointerTarget
    /// Drives the control for a click at `point` (in the region) through `driver`, as the
    /// matching driver call does; returns what it did, as the frame's cause reads
    /// (`tap "+"`, `increment "Quantity"`). `nil` for a region that only takes drags (a
    /// row with swipe actions, a view with a drag gesture).
    let click: ((_ point: CGPoint, _ driver: any ControlDriver) throws -> String)?
    /// What a drag that starts in the region does (a slider's thumb follows it, a row is
    /// swiped); `nil` for a region a drag does not move.
    let drag: Drag?

    init(_ target: PointerTarget, click: @escaping (_ point: CGPoint, _ driver: any ControlDriver) throws -> String,
         drag: Drag? = nil) {
        self.target = target
        self.click = click
        self.drag = drag
    }

    /// A region that takes drags only: a click there reaches what is under it.
    init(_ target: PointerTarget, drag: @escaping Drag) {
        self.target = target
        self.click = nil
        self.drag = drag
    }
}

/// A node a click reaches: it gives the regions of the window that take a click on its
/// view, each with what a click there does.
@MainActor
protocol PointerTargeting: Node {
    /// The regions, in window coordinates, later ones on top of earlier ones; none while
    /// the view is not laid out.
    var pointerRegions: [PointerRegion] { get }
}

extension PointerTargeting {
    /// The view's whole frame as one region of a control of `kind` titled `title`, enabled
    /// as its environment says; none while it is not laid out.
    func wholeFrame(kind: String, title: String,
                    click: @escaping (_ point: CGPoint, _ driver: any ControlDriver) throws -> String,
                    drag: PointerRegion.Drag? = nil) -> [PointerRegion] {
        guard let frame = frameInWindow else { return [] }
        return [region(kind: kind, title: title, frame: frame, click: click, drag: drag)]
    }

    /// A region `frame` of a control of `kind` titled `title` (its `part`, if any),
    /// enabled as the view's environment says; `drag`, when given, is what a drag that
    /// starts there does.
    func region(kind: String, title: String, part: String? = nil, frame: CGRect,
                click: @escaping (_ point: CGPoint, _ driver: any ControlDriver) throws -> String,
                drag: PointerRegion.Drag? = nil) -> PointerRegion {
        PointerRegion(PointerTarget(kind: kind, title: title, part: part, frame: frame, isEnabled: environment.values.isEnabled),
                      click: click, drag: drag)
    }

    /// A region `frame` that only a drag moves (a click there reaches what is under it).
    func dragRegion(kind: String, title: String, frame: CGRect, drag: @escaping PointerRegion.Drag) -> PointerRegion {
        PointerRegion(PointerTarget(kind: kind, title: title, frame: frame, isEnabled: environment.values.isEnabled), drag: drag)
    }
}

/// A presentation a control opens over the window that is drawn, not laid out as views
/// (an open menu): the regions of what it shows that take clicks, above everything else
/// while it is the topmost presentation.
@MainActor
protocol PresentedPointerTargeting: Node, PresentationLayer {
    /// The regions, in window coordinates, later ones on top.
    var presentedRegions: [PointerRegion] { get }
    /// Whether a tap at `point` that reaches none of its regions dismisses it (a tap
    /// outside an open menu, a dialog), or does nothing (beside an alert, which is modal).
    func dismissesOnTap(at point: CGPoint) -> Bool
}

extension PresentedPointerTargeting {
    /// A tap that reaches none of its regions dismisses it.
    func dismissesOnTap(at point: CGPoint) -> Bool { true }
}

/// A control a click taps: its whole frame, driven as ``ViewHost/tap(_:)`` taps it (a
/// button, a link, a menu, an `EditButton`...).
@MainActor
protocol TappedByPointer: PointerTargeting, Activating, RegisteredControl {}

extension TappedByPointer {
    var pointerRegions: [PointerRegion] { tapRegions }

    /// Its whole frame — its whole row when it is a row of a list or a form in the
    /// automatic button style, as iOS highlights such a row (a `.bordered`, `.borderless`
    /// or `.plain` button takes only its own frame there) — tapped as ``ViewHost/tap(_:)``
    /// taps it.
    var tapRegions: [PointerRegion] {
        let style = Picture.styleName(.buttonStyle, around: self)
        let row = style == nil || style == "automatic" ? ListRowContext.rowFrame(of: self) : nil
        guard let frame = row ?? frameInWindow else { return [] }
        return [region(kind: kind.name, title: title, frame: frame) { [unowned self, title] _, driver in
            driver.tap(self, titled: title)
            return "tap \"\(title)\""
        }]
    }
}

/// A node that draws its children in another order than the view tree's (a
/// `background(alignment:content:)` draws its decoration behind its content, though the
/// decoration is its second child): a click reaches them in the order they are drawn.
@MainActor
protocol DrawingOrdered: Node {
    /// Calls `body` with each child, the one drawn furthest back first.
    func forEachChildBackToFront(_ body: (Node) -> Void)
}

/// The regions a click can reach under a node.
@MainActor
enum PointerRegions {
    /// The regions of the views under `root` that are on screen, receive touches and are
    /// laid out, with their nodes, in the order they are drawn: view-tree order (a view
    /// inside another, or after it, is above it) except where a node draws its children
    /// in another (``DrawingOrdered``: a background behind its content): topmost last.
    static func collect(under root: Node) -> [(node: Node, region: PointerRegion)] {
        var found: [(node: Node, region: PointerRegion)] = []
        func visit(_ node: Node) {
            guard node.isVisible, node.environment.values.hitTestingRefusal == nil else { return }
            if let targeting = node as? any PointerTargeting {
                found += targeting.pointerRegions.map { (node, $0) }
            }
            if let ordered = node as? any DrawingOrdered {
                ordered.forEachChildBackToFront(visit)
            } else {
                node.forEachChild(visit)
            }
        }
        visit(root)
        return found
    }

    /// The regions of the presentation `layer` on top: those of the views it presents,
    /// then those of what it draws itself (an open menu's rows).
    static func collect(in layer: any PresentationLayer) -> [(node: Node, region: PointerRegion)] {
        var found = layer.layerRoot.map(collect(under:)) ?? []
        if let drawn = layer as? any PresentedPointerTargeting {
            found += drawn.presentedRegions.map { (drawn, $0) }
        }
        return found
    }
}
