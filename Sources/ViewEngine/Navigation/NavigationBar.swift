// A navigation stack's bar (Rules R22, Measures §3): the stack takes all it is
// offered and shows its top view below the bar, centred in the rest. On an iPhone 15 the
// bar starts 5.33 points above the safe area's top (y 53.67) and is 44 points high, so
// content starts 38.67 points below the stack's top (y 97.67 in the window); a large
// title adds 52 (y 149.67) (Measures §3 "Navigation bar height", "Large-title extension",
// "Navigation bar top", "Content top, inline title"). A title is large
// unless `navigationBarTitleDisplayMode(.inline)` says otherwise (`.automatic` keeps the
// large title UIKit's navigation bars prefer); a view without a title has the inline bar.
// The toolbar's items are in the bar by their placement, 16 points apart and from its
// ends (Measures §3 "Bar margin"): leading ones from its leading end, after a pushed
// view's back button ("the leading item supplements a visible back button, instead of
// replacing it"), the principal one centred, the others from its trailing end.

import ViewEngineCore

@MainActor
enum NavigationBar {
    /// How far the bar starts above the stack's top (59 − 53.67, Measures §3 "Navigation
    /// bar top").
    static let overlap: CGFloat = 16.0 / 3
    /// The inline bar's height (Measures §3 "Navigation bar height").
    static let height: CGFloat = 44
    /// What a large title adds below it (Measures §3 "Large-title extension").
    static let largeTitleHeight: CGFloat = 52
    /// The distance of the bar's items from its ends (Measures §3 "Bar margin").
    static let margin: CGFloat = 16
    /// The back button's chevron from the bar's leading edge (Measures §3 "Back button").
    static let backChevronInset: CGFloat = 8
    /// The back button's title from its chevron's start (Measures §3 "Back button").
    static let backTitleOffset: CGFloat = 17

    /// The title the top view `top` shows in the bar and how it is displayed, if any.
    static func title(in top: Node) -> (text: String, isLarge: Bool)? {
        var title: String?
        var mode: NavigationBarItem.TitleDisplayMode?
        func visit(_ node: Node) {
            if node is any NavigationStacking, node !== top { return }
            if title == nil, let titled = node as? any NavigationTitling { title = titled.navigationTitle }
            if mode == nil, let attribute = (node as? any RecordingNode)?.attribute, attribute.name == "navigationBarTitleDisplayMode" {
                mode = attribute.firstValue(as: NavigationBarItem.TitleDisplayMode.self)
            }
            node.forEachChild(visit)
        }
        visit(top)
        guard let title, !title.isEmpty else { return nil }
        return (title, mode != .inline)
    }

    /// How far below the stack's top its content starts: the inline bar, and the large
    /// title's part when the top view has one.
    static func contentInset(showing top: Node) -> CGFloat {
        height - overlap + (title(in: top)?.isLarge == true ? largeTitleHeight : 0)
    }

    /// The toolbar items the top view puts in the bar, with their placements.
    static func items(in top: Node) -> [(node: Node, placement: ToolbarItemPlacement)] {
        var items: [(node: Node, placement: ToolbarItemPlacement)] = []
        func visit(_ node: Node) {
            if node is any NavigationStacking, node !== top { return }
            if let toolbar = node as? any ToolbarShowing {
                items += zip(toolbar.toolbarItems, toolbar.toolbarPlacements).map { (node: $0, placement: $1) }
            }
            node.forEachChild(visit)
        }
        visit(top)
        return items
    }

    /// The width of a pushed view's back button titled `previous`: the chevron's inset,
    /// the title's offset from it, the title, and the inset again past it (Measures §3
    /// "Back button").
    static func backButtonWidth(titled previous: String) -> CGFloat {
        let font = SystemFont.resolve(.body, dynamicTypeSize: .large)
        return backChevronInset + backTitleOffset + font.width(of: previous) + backChevronInset
    }

    /// The stack's size for `proposal`: all it is offered (`BarLayout`).
    static func size(for proposal: ProposedViewSize, content: LayoutContent, inset: CGFloat) -> CGSize {
        BarLayout.size(for: proposal, content: content, bars: inset)
    }

    /// Places the content centred below the bar.
    static func place(_ content: LayoutContent, in size: CGSize, inset: CGFloat) {
        BarLayout.place(content, in: size, top: inset, bottom: 0)
    }

    /// Places the toolbar's items of `stack`'s top view in its bar, at their ideal sizes,
    /// by their placements (after the content, whose views the items' origins are kept
    /// relative to). Leading items start `margin` past `backButtonWidth`'s title when a
    /// back button shows, else `margin` from the bar's leading end.
    static func placeItems(_ items: [(node: Node, placement: ToolbarItemPlacement)], of stack: Node, width: CGFloat,
                           backButtonWidth: CGFloat?) {
        guard !items.isEmpty, let bar = stack.frameInWindow else { return }
        func place(_ item: Node, _ content: LayoutContent, x: CGFloat, size: CGSize) {
            content.place(atWindowPoint: CGPoint(x: bar.minX + x, y: bar.minY - overlap + (height - size.height) / 2),
                          below: item.parent ?? stack, proposal: .unspecified)
        }
        var leading = backButtonWidth.map { $0 - backChevronInset + margin } ?? margin
        for item in items where item.placement.barPosition == .leading {
            let content = LayoutContent(item.node)
            let size = content.measure(.unspecified)
            place(item.node, content, x: leading, size: size)
            leading += size.width + margin
        }
        for item in items where item.placement.barPosition == .principal {
            let content = LayoutContent(item.node)
            let size = content.measure(.unspecified)
            place(item.node, content, x: (width - size.width) / 2, size: size)
        }
        var trailing = width - margin
        for item in items.reversed() where item.placement.barPosition == .trailing {
            let content = LayoutContent(item.node)
            let size = content.measure(.unspecified)
            trailing -= size.width
            place(item.node, content, x: trailing, size: size)
            trailing -= margin
        }
    }
}

/// A navigation title modifier's node: the title it gives the bar.
@MainActor
protocol NavigationTitling: Node {
    var navigationTitle: String { get }
}

extension NavigationTitleNode: NavigationTitling {
    var navigationTitle: String { modifier.title }
}

/// A toolbar modifier's node: the views of its items.
@MainActor
protocol ToolbarShowing: Node {
    var toolbarItems: [Node] { get }
    /// Where each of `toolbarItems` goes, in the same order.
    var toolbarPlacements: [ToolbarItemPlacement] { get }
}
extension ToolbarNode: ToolbarShowing {}

extension ToolbarItemPlacement {
    /// Where an item sits in an iPhone's navigation bar.
    enum BarPosition { case leading, principal, trailing }

    /// `topBarLeading` ("A placement for items in the leading edge of the top bar"),
    /// `navigationBarLeading`, `navigation` and `cancellationAction` lead; `principal` is
    /// centred; the others trail.
    var barPosition: BarPosition {
        switch self {
        case .topBarLeading, .navigationBarLeading, .navigation, .cancellationAction: .leading
        case .principal: .principal
        default: .trailing
        }
    }
}
