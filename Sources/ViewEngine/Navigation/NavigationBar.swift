// A navigation stack's bar (Rules R22, Measures §3): the stack takes all it is
// offered and shows its top view below the bar, centred in the rest. The bar starts
// under the status bar: in a window that shows one (a top inset of at least 54), at
// y 53.67 whatever the safe area's top (an iPhone 15's 59: 5.33 points above it), so
// content starts at y 97.67; in a window with a smaller top inset, where no status bar
// is drawn (an iPhone 13's 47), at the safe area's top (y 47 to 91);
// it is 44 points high (56 in a sheet, whose card has no status bar above the bar), and
// a large title adds 52 (y 149.67) (Measures §3 "Navigation
// bar height", "Large-title extension", "Navigation bar top", "Content top, inline
// title"). A root's title is large
// unless `navigationBarTitleDisplayMode(.inline)` says otherwise or the stack is in a
// sheet, whose root title is inline, a pushed view's as the
// view below it shows its own (Measures §3 "Title display mode"); a view without a title has the inline bar,
// and at the root, with no item in the bar and no search field, no bar at all: an empty
// bar is not shown and takes no room (Measures §3 "Empty navigation bar").
// The toolbar's items are in the bar by their placement, 16 points apart and from its
// ends (Measures §3 "Bar margin"), the views of one item (a `ToolbarItemGroup`, or views
// given without a `ToolbarItem`, which go to the trailing end: "In iOS, and tvOS, the
// system places items in the trailing position of the navigation bar") side by side in
// one row, as far apart (Measures §3 "Toolbar items"): leading ones from its leading end, after a pushed
// view's back button ("the leading item supplements a visible back button, instead of
// replacing it"), the principal one centred, the others from its trailing end. Items
// placed in the bottom bar (`.bottomBar`, `.status`) are in iOS's toolbar instead, a
// 44-point bar at the stack's bottom that the content stays above (Measures §3 "Toolbar
// height"): its items spread from end to end 16 points in — one alone centred — or, when
// one holds a `Spacer`, in a row where the spacer takes what they leave; a status item
// centred (Measures §3 "Toolbar items"). A `searchable` view's field is in the bar too,
// in a 52-point drawer below the title ("The field appears below any navigation bar
// title"), which the content starts below (Measures §3 "Search drawer").

import ViewEngineCore

@MainActor
enum NavigationBar {
    /// Where the bar starts in a window that shows a status bar: y 53.67, the status
    /// bar's end (Measures §3 "Navigation bar top").
    static let topUnderStatusBar: CGFloat = 53 + 2.0 / 3

    /// How far the bar of the stack `node` (or of a view in it) starts above the stack's
    /// top: up to ``topUnderStatusBar`` when its window shows a status bar (its top inset
    /// is at least the status bar's 54 points, ``StatusBar/height``; 5.33 on an iPhone 15),
    /// else none — the bar right under the safe area's top, as on an iPhone 13 (Measures
    /// §3 "Navigation bar top").
    static func overlap(of node: Node) -> CGFloat {
        let top = node.graph.windowSafeArea.minY
        return top >= StatusBar.height && !isInSheet(node) ? top - topUnderStatusBar : 0
    }
    /// The inline bar's height in a window (Measures §3 "Navigation bar height").
    static let height: CGFloat = 44
    /// The inline bar's height in a sheet (Measures §3 "Navigation bar height").
    static let sheetHeight: CGFloat = 56

    /// The inline bar's height over `node` (a stack, or a view in it): ``sheetHeight`` in a
    /// sheet, else ``height``.
    static func height(of node: Node) -> CGFloat {
        isInSheet(node) ? sheetHeight : height
    }

    /// Whether `node` is in a sheet's content (or a popover's, a sheet on an iPhone): the
    /// nearest presentation around it shows it on a card, which has no status bar above
    /// its bar.
    static func isInSheet(_ node: Node) -> Bool {
        var child = node
        var ancestor = node.parent
        while let each = ancestor {
            if let boundary = each as? any PresentationBoundary, boundary.isPresentedContent(child) {
                return (each as? any WindowPresentation)?.pushesWindowBack == true
            }
            child = each
            ancestor = each.parent
        }
        return false
    }
    /// What a large title adds below it at 34 points and smaller (Measures §3
    /// "Large-title extension").
    static let largeTitleHeight: CGFloat = 52
    /// What the extension grows by per point of a large title above 34 (Measures §3
    /// "Large-title extension").
    static let largeTitleGrowth: CGFloat = 0.8
    /// The Dynamic Type sizes an inline title and the back button follow: none smaller
    /// than large, none larger than extra extra large (Measures §3 "Bar titles").
    static let inlineTitleSizes: ClosedRange<DynamicTypeSize> = .large ... .xxLarge
    /// The distance of the bar's items from its ends (Measures §3 "Bar margin").
    static let margin: CGFloat = 16
    /// The back button's chevron from the bar's leading edge (Measures §3 "Back button").
    static let backChevronInset: CGFloat = 8
    /// The back button's title from its chevron's start (Measures §3 "Back button").
    static let backTitleOffset: CGFloat = 21

    /// The bottom toolbar's height (Measures §3 "Toolbar height").
    static let toolbarHeight: CGFloat = 44

    /// Walks the top view `top` in view-tree order as its bar reads it: not into a stack
    /// inside it, which has a bar of its own, nor into a view it presents (a sheet is in a
    /// window of its own, as its preferences are). `visit` says whether to go on into a
    /// node's children.
    static func forEachNode(showing top: Node, _ visit: (Node) -> Bool) {
        func walk(_ node: Node) {
            if node is any NavigationStacking, node !== top { return }
            guard visit(node) else { return }
            let boundary = node as? any PresentationBoundary
            node.forEachChild { child in
                if boundary?.isPresentedContent(child) != true { walk(child) }
            }
        }
        walk(top)
    }

    /// The title the view `view` shows in the bar, if any (not an empty one).
    static func titleText(in view: Node) -> String? {
        var title: String?
        forEachNode(showing: view) { node in
            if let titled = node as? any NavigationTitling { title = titled.navigationTitle }
            return title == nil
        }
        guard let title, !title.isEmpty else { return nil }
        return title
    }

    /// The title `stack`'s bar shows over its top view `top` and whether it is large, if
    /// any: large unless the display mode in effect is inline (``prefersLargeTitle(_:)``).
    static func title(in top: Node, of stack: any NavigationStacking) -> (text: String, isLarge: Bool)? {
        guard let text = titleText(in: top) else { return nil }
        return (text, prefersLargeTitle(stack.levels[...]))
    }

    /// Whether the last of `levels` (a stack's views, the root first) displays its title
    /// large: its own `navigationBarTitleDisplayMode(_:)` when it says `.large` or
    /// `.inline`; with `.automatic` or none, "For root content in a navigation stack in
    /// iOS … large when a navigation title is configured … inline when no navigation title
    /// is provided", and "content pushed onto a navigation stack will use the behavior of
    /// the content already on the navigation stack" (`ToolbarTitleDisplayMode.automatic`);
    /// but a sheet's root shows its title inline, as iOS 17 draws it (Measures §3 "Title
    /// display mode").
    static func prefersLargeTitle(_ levels: ArraySlice<Node>) -> Bool {
        guard let view = levels.last else { return false }
        switch displayMode(in: view) {
        case .large?: return true
        case .inline?: return false
        default:
            let below = levels.dropLast()
            return below.isEmpty ? titleText(in: view) != nil && !isInSheet(view) : prefersLargeTitle(below)
        }
    }

    /// The title display mode the view `view` sets for the bar, if any:
    /// `navigationBarTitleDisplayMode(_:)`, or iOS 17's `toolbarTitleDisplayMode(_:)` with
    /// `.large` or `.inline` (its `.inlineLarge` is recorded, not drawn).
    private static func displayMode(in view: Node) -> NavigationBarItem.TitleDisplayMode? {
        var mode: NavigationBarItem.TitleDisplayMode?
        forEachNode(showing: view) { node in
            guard let attribute = (node as? any RecordingNode)?.attribute else { return true }
            switch attribute.name {
            case .navigationBarTitleDisplayMode:
                mode = attribute.firstValue(as: NavigationBarItem.TitleDisplayMode.self)
            case .toolbarTitleDisplayMode:
                switch attribute.firstValue(as: ToolbarTitleDisplayMode.self) {
                case .large?: mode = .large
                case .inline?: mode = .inline
                default: break
                }
            default:
                break
            }
            return mode == nil
        }
        return mode
    }

    /// How far below the stack's top its bar ends: the inline bar, and the large title's
    /// part when the top view has one; nothing when the bar is not shown (``isShown(showing:of:)``).
    static func titleInset(showing top: Node, of stack: any NavigationStacking) -> CGFloat {
        guard isShown(showing: top, of: stack) else { return 0 }
        return height(of: top) - overlap(of: top) + (title(in: top, of: stack)?.isLarge == true ? largeTitleExtension(for: largeTitleFont(showing: top)) : 0)
    }

    /// Whether `stack` shows its bar over its top view `top`: not when the top view hides
    /// it (``isHidden(showing:)``), nor when the bar would be empty — no back button, no
    /// navigation title (an empty one counts as given), no item placed in it and no search
    /// field — unless the top view asks for it (`toolbar(.visible, for: .navigationBar)`,
    /// `toolbarBackground(.visible, for: .navigationBar)`). An empty bar takes no room: the
    /// content starts at the safe area's top (Measures §3 "Empty navigation bar").
    static func isShown(showing top: Node, of stack: any NavigationStacking) -> Bool {
        switch visibility(showing: top) {
        case .hidden?: return false
        case .visible?: return true
        default: break
        }
        if stack.showsBackButton || search(in: top, of: stack) != nil || toolbarBackground(showing: top).visibility == .visible {
            return true
        }
        var hasTitle = false
        forEachNode(showing: top) { node in
            if node is any NavigationTitling { hasTitle = true }
            return !hasTitle
        }
        return hasTitle || items(in: top).contains { !$0.placement.barPosition.isBottom }
    }

    /// Whether `node` is in the view a navigation stack shows under a bar with a large
    /// title (not in a stack inside it, nor in what it presents).
    static func showsLargeTitle(over node: Node) -> Bool {
        guard let stack = NavigationStacks.nearest(above: node), stack.barHolder == nil, let top = stack.levels.last,
              node === top || node.isInside(top), isShown(showing: top, of: stack) else { return false }
        return title(in: top, of: stack)?.isLarge == true
    }

    /// Whether the bar over `node`, the top view of its stack or inside it, shows a search
    /// field's drawer below its title (Measures §3 "Search drawer").
    static func showsSearchDrawer(over node: Node) -> Bool {
        guard let stack = NavigationStacks.nearest(above: node), stack.barHolder == nil, let top = stack.levels.last,
              node === top || node.isInside(top), isShown(showing: top, of: stack) else { return false }
        return search(in: top, of: stack) != nil
    }

    /// Whether the top view `top` hides the bar: `navigationBarHidden(true)`, or
    /// `toolbar(.hidden, for: .navigationBar)` (`toolbarVisibility`; no bars named is every
    /// bar) on it or in it, not in a stack inside it.
    static func isHidden(showing top: Node) -> Bool {
        visibility(showing: top) == .hidden
    }

    /// What the top view `top` says of the bar's visibility, on it or in it, not in a stack
    /// inside it: `navigationBarHidden(_:)` (`true` hidden, `false` visible), or
    /// `toolbar(_:for: .navigationBar)` (`toolbarVisibility`; no bars named is every bar)
    /// other than `.automatic`; the first in view-tree order.
    private static func visibility(showing top: Node) -> Visibility? {
        var answer: Visibility?
        forEachNode(showing: top) { node in
            guard answer == nil else { return false }
            guard let attribute = (node as? any RecordingNode)?.attribute else { return true }
            switch attribute.name {
            case .navigationBarHidden:
                answer = attribute.firstValue(as: Bool.self).map { $0 ? .hidden : .visible }
            case .toolbar, .toolbarVisibility:
                guard let visibility = attribute.firstValue(as: Visibility.self), visibility != .automatic,
                      let bars = attribute.arguments.first(where: { $0.label == "for" })?.value as? ToolbarPlacements,
                      bars.includesNavigationBar else { return true }
                answer = visibility
            default:
                break
            }
            return answer == nil
        }
        return answer
    }

    /// Whether the top view `top` hides the back button (`navigationBarBackButtonHidden()`).
    static func hidesBackButton(showing top: Node) -> Bool {
        recorded(in: top) { $0.isNamed(.navigationBarBackButtonHidden) ? $0.firstValue(as: Bool.self) : nil } ?? false
    }

    /// The style the top view sets as its navigation container's background
    /// (`containerBackground(_:for: .navigation)`, or a view that is a style given to
    /// `containerBackground(for:alignment:content:)`), as the modifier's preference carries
    /// it up (an outer view's over an inner one's, none from a view it presents); another
    /// view is not drawn.
    static func containerBackground(showing top: Node) -> (any ShapeStyle)? {
        PreferenceReduction.value(_ContainerBackgroundKey.self, of: top)?[.navigation]?.style
    }

    /// The first answer `read` gives for a recorded modifier on or in the top view `top`,
    /// in view-tree order (``forEachNode(showing:_:)``).
    private static func recorded(in top: Node, _ read: (Attribute) -> Bool?) -> Bool? {
        var answer: Bool?
        forEachNode(showing: top) { node in
            guard answer == nil else { return false }
            if let attribute = (node as? any RecordingNode)?.attribute, let value = read(attribute) { answer = value }
            return answer == nil
        }
        return answer
    }

    /// A large title's font: the large title style at the top view's Dynamic Type size,
    /// bold (Measures §3 "Bar titles").
    static func largeTitleFont(showing top: Node) -> ResolvedFont {
        SystemFont.resolve(.largeTitle, dynamicTypeSize: top.environment.values.dynamicTypeSize, weight: .bold)
    }

    /// The Dynamic Type size of an inline title and of the back button's title: the top
    /// view's, kept within ``inlineTitleSizes`` (Measures §3 "Bar titles").
    static func inlineTitleSize(showing top: Node) -> DynamicTypeSize {
        min(max(top.environment.values.dynamicTypeSize, inlineTitleSizes.lowerBound), inlineTitleSizes.upperBound)
    }

    /// What a large title in `font` adds below the inline bar: 52 points, and more for a
    /// title above 34 points (Measures §3 "Large-title extension").
    static func largeTitleExtension(for font: ResolvedFont) -> CGFloat {
        largeTitleHeight + max(0, font.pointSize - 34) * largeTitleGrowth
    }

    /// How far below the stack's top its content starts: the bar (``titleInset(showing:of:)``),
    /// and the search field's drawer below it when the bar shows one.
    static func contentInset(showing top: Node, of stack: any NavigationStacking) -> CGFloat {
        titleInset(showing: top, of: stack) + (search(in: top, of: stack) == nil ? 0 : SearchFieldGeometry.drawerHeight)
    }

    /// The searchable view whose field `stack`'s bar shows, with `top` its top view: the
    /// first in the top view that has it in this bar (not one of a stack inside it), or
    /// else one around the stack that modifies it (`NavigationStack { }.searchable(text:)`).
    static func search(in top: Node, of stack: Node) -> (any NavigationSearching)? {
        var found: (any NavigationSearching)?
        func visit(_ node: Node) {
            guard found == nil else { return }
            if node is any NavigationStacking, node !== top { return }
            if let search = node as? any NavigationSearching, search.barStack === stack { return found = search }
            node.forEachChild(visit)
        }
        visit(top)
        var ancestor = stack.parent
        while found == nil, let each = ancestor, !(each is any NavigationStacking) {
            if let search = each as? any NavigationSearching, search.barStack === stack { found = search }
            ancestor = each.parent
        }
        return found
    }

    /// How far above the stack's bottom its content ends: the bottom toolbar's height
    /// when the top view puts items in it.
    static func bottomInset(showing top: Node) -> CGFloat {
        items(in: top).contains { $0.placement.barPosition.isBottom } ? toolbarHeight : 0
    }

    /// The toolbar items the top view puts in the bar, with their placements.
    static func items(in top: Node) -> [(node: Node, placement: ToolbarItemPlacement)] {
        var items: [(node: Node, placement: ToolbarItemPlacement)] = []
        forEachNode(showing: top) { node in
            if let toolbar = node as? any ToolbarShowing {
                items += zip(toolbar.toolbarItems, toolbar.toolbarPlacements).map { (node: $0, placement: $1) }
            }
            return true
        }
        return items
    }

    /// The title a back button shows in a bar `width` wide over the top view `top`: the
    /// previous view's title `previous`, the generic "Back", or none (the chevron alone),
    /// the first that ends at least a bar margin's half before the top view's title centred
    /// in the bar — the inline title it shows, or would show once its large title
    /// collapses (UIKit's default back button display mode: "the title of the previous
    /// view controller, the generic title … or only the back indicator, as space allows";
    /// Measures §3 "Back button").
    static func fittingBackTitle(_ previous: String, showing top: Node, width: CGFloat) -> String {
        guard let title = titleText(in: top), width > 0 else { return previous }
        let size = inlineTitleSize(showing: top)
        let titleWidth = min(SystemFont.resolve(.headline, dynamicTypeSize: size).width(of: title), max(0, width - 2 * margin))
        let titleStart = (width - titleWidth) / 2
        let font = SystemFont.resolve(.body, dynamicTypeSize: size)
        for candidate in [previous, "Back"] where backChevronInset + backTitleOffset + font.width(of: candidate) + margin / 2 <= titleStart {
            return candidate
        }
        return ""
    }

    /// The width of a pushed view's back button titled `previous`: the chevron's inset,
    /// the title's offset from it, the title, and the inset again past it (Measures §3
    /// "Back button").
    static func backButtonWidth(titled previous: String, size: DynamicTypeSize = .large) -> CGFloat {
        let font = SystemFont.resolve(.body, dynamicTypeSize: size)
        return backChevronInset + backTitleOffset + font.width(of: previous) + backChevronInset
    }

    /// The stack's size for `proposal`: all it is offered (`BarLayout`).
    static func size(for proposal: ProposedViewSize, content: LayoutContent, inset: CGFloat, bottom: CGFloat) -> CGSize {
        BarLayout.size(for: proposal, content: content, bars: inset + bottom)
    }

    /// Places the content centred between the bar and the bottom toolbar.
    static func place(_ content: LayoutContent, in size: CGSize, inset: CGFloat, bottom: CGFloat) {
        BarLayout.place(content, in: size, top: inset, bottom: bottom)
    }

    /// Places `search`'s field in `stack`'s bar, in the drawer below its title (`inset`
    /// points below the stack's top): 16 points from either side of the bar, 34.33 high, 1
    /// point below the drawer's top (Measures §3 "Search drawer"). After the content, whose
    /// views the field's origin is kept relative to.
    static func placeSearchField(of search: any NavigationSearching, in stack: Node, width: CGFloat, below inset: CGFloat) {
        guard let field = search.searchFieldNode, let bar = stack.frameInWindow else { return }
        let point = CGPoint(x: bar.minX + SearchFieldGeometry.field.margin, y: bar.minY + inset + SearchFieldGeometry.field.top)
        LayoutContent(field).place(atWindowPoint: point, below: search, proposal: SearchFieldGeometry.fieldProposal(width: width))
    }

    /// Places the toolbar's items of `stack`'s top view in its bar, at their ideal sizes,
    /// by their placements (after the content, whose views the items' origins are kept
    /// relative to). Leading items start `margin` past `backButtonWidth`'s title when a
    /// back button shows, else `margin` from the bar's leading end.
    static func placeItems(_ items: [(node: Node, placement: ToolbarItemPlacement)], of stack: Node, width: CGFloat,
                           backButtonWidth: CGFloat?) {
        guard !items.isEmpty, let bar = stack.frameInWindow else { return }
        /// Places the views of `item` in one row of `size` from `x` in the bar, centred on
        /// the bar's middle.
        func place(_ item: Node, _ views: [Node], x: CGFloat, size: CGSize) {
            let space = LayoutContent.spaceOrigin(below: item.parent ?? stack)
            let origin = CGPoint(x: bar.minX + x - space.x, y: bar.minY - overlap(of: stack) + (height(of: stack) - size.height) / 2 - space.y)
            itemRow.place(views, at: origin, in: size, proposal: .unspecified)
        }
        var leading = backButtonWidth.map { $0 - backChevronInset + margin } ?? margin
        for item in items where item.placement.barPosition == .leading {
            let views = rowViews(of: item.node)
            let size = itemRow.sizeThatFits(.unspecified, subviews: views)
            place(item.node, views, x: leading, size: size)
            leading += size.width + margin
        }
        for item in items where item.placement.barPosition == .principal {
            let views = rowViews(of: item.node)
            let size = itemRow.sizeThatFits(.unspecified, subviews: views)
            place(item.node, views, x: (width - size.width) / 2, size: size)
        }
        var trailing = width - margin
        for item in items.reversed() where item.placement.barPosition == .trailing {
            let views = rowViews(of: item.node)
            let size = itemRow.sizeThatFits(.unspecified, subviews: views)
            trailing -= size.width
            place(item.node, views, x: trailing, size: size)
            trailing -= margin
        }
        placeBottomItems(items, in: bar)
    }

    /// The row the views of one item make in a bar: side by side, `margin` apart, centred
    /// on the row's middle — a `ToolbarItemGroup`'s views, and the views given to
    /// `toolbar(content:)` without a `ToolbarItem` ("Each view specified in the
    /// ContentBuilder will be given its own ToolbarItem in the toolbar"), are items of
    /// their own, as far apart as the bar's other items (Measures §3 "Toolbar items").
    private static let itemRow = StackLayoutAlgorithm(axis: .horizontal, spacing: margin, alignment: .vertical(.center))

    /// The views `item` lays out as, in order.
    private static func rowViews(of item: Node) -> [Node] {
        var views: [Node] = []
        item.appendLayoutSubviews(to: &views)
        return views
    }

    /// Places the bottom toolbar's items in the last `toolbarHeight` points of `frame`
    /// (the stack's, in the window), each centred on the bar's middle, in the `margin`
    /// points in from its ends: the `.bottomBar` items spread from end to end (one alone
    /// centred, two at the ends) — unless one of them holds a `Spacer`, which then takes
    /// what the others leave, as a flexible space does — the views of one item `margin`
    /// apart; a `.status` item centred in the bar.
    private static func placeBottomItems(_ items: [(node: Node, placement: ToolbarItemPlacement)], in frame: CGRect) {
        let midY = frame.maxY - toolbarHeight / 2
        let width = max(0, frame.width - 2 * margin)
        let row = itemRow
        /// Places `views` (of `item`) as a row of `size` from `x` in the window.
        func place(_ views: [Node], of item: Node, x: CGFloat, size: CGSize, proposal: ProposedViewSize) {
            let space = LayoutContent.spaceOrigin(below: item.parent ?? item)
            row.place(views, at: CGPoint(x: x - space.x, y: midY - size.height / 2 - space.y), in: size, proposal: proposal)
        }
        let bottom = items.filter { $0.placement.barPosition == .bottom }.map { (node: $0.node, views: rowViews(of: $0.node)) }
        if bottom.contains(where: { $0.views.contains(where: \.isSpacer) }) {
            let all = bottom.flatMap(\.views)
            let proposal = ProposedViewSize(width: width, height: toolbarHeight)
            if let first = bottom.first {
                place(all, of: first.node, x: frame.minX + margin, size: row.sizeThatFits(proposal, subviews: all), proposal: proposal)
            }
        } else {
            let sizes = bottom.map { row.sizeThatFits(.unspecified, subviews: $0.views) }
            let gap = bottom.count > 1 ? (width - sizes.reduce(0) { $0 + $1.width }) / CGFloat(bottom.count - 1) : 0
            var x = frame.minX + margin + (bottom.count == 1 ? (width - sizes[0].width) / 2 : 0)
            for (item, size) in zip(bottom, sizes) {
                place(item.views, of: item.node, x: x, size: size, proposal: .unspecified)
                x += size.width + gap
            }
        }
        for item in items where item.placement.barPosition == .bottomCentre {
            let content = LayoutContent(item.node)
            let size = content.measure(.unspecified)
            content.place(atWindowPoint: CGPoint(x: frame.midX - size.width / 2, y: midY - size.height / 2), below: item.node.parent ?? item.node,
                          proposal: .unspecified)
        }
    }
}

/// A navigation title modifier's node: the title it gives the bar.
@MainActor
protocol NavigationTitling: Node {
    var navigationTitle: String { get }
}

extension NavigationTitleNode: NavigationTitling {}

/// A `searchable` view's node: the field a navigation bar shows.
@MainActor
protocol NavigationSearching: Node {
    /// The node of the search field, once mounted.
    var searchFieldNode: Node? { get }
    /// The navigation stack whose bar shows the field: the nearest around the view, or the
    /// one it modifies; `nil` when the field is laid out with the view.
    var barStack: (any NavigationStacking)? { get }
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
    /// Where an item sits on an iPhone: in the navigation bar, or in the bottom toolbar.
    enum BarPosition {
        case leading, principal, trailing
        case bottom, bottomCentre
        /// Above the keyboard, which the window does not show: not placed.
        case keyboard

        /// Whether the item is in the bottom toolbar.
        var isBottom: Bool { self == .bottom || self == .bottomCentre }
    }

    /// `topBarLeading` ("A placement for items in the leading edge of the top bar"),
    /// `navigationBarLeading`, `navigation` and `cancellationAction` lead; `principal` is
    /// centred; `bottomBar` ("Places the item in the bottom toolbar") goes in the bottom
    /// toolbar's row, and `status` ("In iOS, iPadOS, and macOS, the system places status
    /// toolbar items in the center of the toolbar") in its centre; `keyboard` ("On iOS,
    /// keyboard items are above the software keyboard when present") is above the
    /// keyboard, which the window does not show, so it is not placed (its buttons are
    /// still found by their titles), nor is a ``ToolbarTitleMenu`` (the title's menu);
    /// the others trail.
    var barPosition: BarPosition {
        switch self {
        case .topBarLeading, .navigationBarLeading, .navigation, .cancellationAction: .leading
        case .principal: .principal
        case .bottomBar: .bottom
        case .status: .bottomCentre
        case .keyboard, .titleMenu: .keyboard
        default: .trailing
        }
    }
}
