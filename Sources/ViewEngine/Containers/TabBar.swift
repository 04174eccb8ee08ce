// A tab view's bar (Rules R22, Measures §3 "Tab bar height": 49 points above the home
// indicator's 34): the tab view takes all it is offered and shows its
// selected tab's content above the bar, centred in the rest; the tabs' labels are in the
// bar, not laid out as views. Its picture is in TabView+Picture.swift. A paging tab view
// has no bar (PageIndex.swift).

import ViewEngineCore

@MainActor
enum TabBar {
    /// The bar's height above the safe area's bottom (Measures §3 "Tab bar height").
    static let height: CGFloat = 49
    /// An item's title's baseline below the bar's top (Measures §3 "Tab item").
    static let titleBaseline: CGFloat = 45
    /// The side of the box an item's symbol is drawn in, and its middle below the bar's
    /// top (Measures §3 "Tab item").
    static let symbolBox: CGFloat = 29.5
    static let symbolMidY: CGFloat = 17.5
}

/// How a container with a bar lays out (a navigation stack, a tab view): it takes all it is
/// offered — its content's size and its bars' along an axis offered nothing in particular —
/// and centres its content in what its bars leave.
@MainActor
enum BarLayout {
    /// The container's size for `proposal`, its bars `bars` points high together.
    static func size(for proposal: ProposedViewSize, content: LayoutContent, bars: CGFloat) -> CGSize {
        let contentSize = content.measure(ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bars) }))
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? contentSize.width,
                      height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? contentSize.height + bars)
    }

    /// Places the content centred between a bar `top` points high and one `bottom` high.
    static func place(_ content: LayoutContent, in size: CGSize, top: CGFloat, bottom: CGFloat) {
        let height = max(0, size.height - top - bottom)
        let area = ProposedViewSize(width: size.width, height: height)
        let measured = content.measure(area)
        content.place(at: CGPoint(x: (size.width - measured.width) / 2, y: top + (height - measured.height) / 2), proposal: area)
    }
}
