// A tab view's bar (Rules R22, LAYOUT-FACTS §3 "Tab bar height": 49 points above the home
// indicator's 34, MEASURED/CONVENTION): the tab view takes all it is offered and shows its
// selected tab's content above the bar, centred in the rest; the tabs' labels are in the
// bar, not laid out as views. Its picture is in TabView+Drawing.swift.

import ViewEngineCore

@MainActor
enum TabBar {
    /// The bar's height above the safe area's bottom.
    static let height: CGFloat = 49

    /// The tab view's size for `proposal`: all it is offered (its content's size and the
    /// bar along an axis offered nothing in particular).
    static func size(for proposal: ProposedViewSize, content: LayoutContent) -> CGSize {
        let contentSize = content.measure(ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - height) }))
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? contentSize.width,
                      height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? contentSize.height + height)
    }

    /// Places the selected tab's content centred above the bar.
    static func place(_ content: LayoutContent, in size: CGSize) {
        let area = ProposedViewSize(width: size.width, height: max(0, size.height - height))
        let measured = content.measure(area)
        content.place(at: CGPoint(x: (size.width - measured.width) / 2, y: (max(0, size.height - height) - measured.height) / 2),
                      proposal: area)
    }
}
