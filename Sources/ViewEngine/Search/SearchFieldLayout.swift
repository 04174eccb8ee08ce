// Where a `searchable` view's field goes (Rules R22, Measures §3 "Search drawer"). In a
// navigation stack, the bar shows it: "The field appears below any navigation bar title"
// (`SearchFieldPlacement.navigationBarDrawer`), and on iOS the automatic placement puts it
// in the toolbar, which is the same bar ("In iOS, iPadOS, and macOS, the search field
// appears in the toolbar"); the stack lays it out (NavigationBar.swift). The bar's drawer
// is 52 points high below the title, the field 34.33 high whatever the text size, 1 point
// below the drawer's top
// and 16 points from either side (the bar margin). Every placement is laid out so on an
// iPhone: `toolbar` ("the search field appears below the navigation bar"), `sidebar` and
// `navigationBarDrawer` in either display mode. Without a navigation stack around it or
// modified by it, the searchable view lays the drawer out itself: the field at its top,
// its content below, centred across.

import ViewEngineCore

/// A search field's measures (Measures §3 "Search drawer", §5 "Search field").
enum SearchFieldGeometry {
    /// The height of the drawer the field sits in, below a bar's title or at the top of
    /// the searchable view.
    static let drawerHeight: CGFloat = 52
    /// The field in the drawer: its top below the drawer's, its height — 34.33 whatever
    /// the text size (Measures §5 "Search field") — and its distance from either side
    /// (the bar margin).
    static let field = (top: CGFloat(1), height: CGFloat(103) / 3, margin: CGFloat(16))
    /// Inside the field: the rounded box's corner radius; the magnifying glass's box, its
    /// side and its leading edge from the field's; the text's (or prompt's) leading edge.
    static let inside = (cornerRadius: CGFloat(10), glyphSide: CGFloat(16), glyphInset: CGFloat(8), textInset: CGFloat(30))

    /// What the field is offered in a drawer `width` wide: the width less the margins,
    /// and its height.
    static func fieldProposal(width: CGFloat) -> ProposedViewSize {
        ProposedViewSize(width: max(0, width - 2 * field.margin), height: field.height)
    }
}

/// How a searchable view that shows its own field lays it out: the drawer at its top,
/// the content below.
@MainActor
enum SearchFieldLayout {
    /// The content's proposal: what is left below the drawer.
    private static func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - SearchFieldGeometry.drawerHeight) })
    }

    /// The view's size: as wide as the content or the field with its margins, whichever
    /// is wider; the drawer's height above the content's.
    static func size(for proposal: ProposedViewSize, content: LayoutContent, field: LayoutContent) -> CGSize {
        let contentSize = content.measure(contentProposal(proposal))
        let fieldOffer = ProposedViewSize(width: proposal.width.map { max(0, $0 - 2 * SearchFieldGeometry.field.margin) },
                                          height: SearchFieldGeometry.field.height)
        let fieldWidth = field.measure(fieldOffer).width + 2 * SearchFieldGeometry.field.margin
        return CGSize(width: max(contentSize.width, fieldWidth), height: contentSize.height + SearchFieldGeometry.drawerHeight)
    }

    /// Places the field at the top, the margins from either side, and the content below
    /// the drawer, centred across.
    static func place(content: LayoutContent, field: LayoutContent, in size: CGSize, proposal: ProposedViewSize) {
        field.place(at: CGPoint(x: SearchFieldGeometry.field.margin, y: SearchFieldGeometry.field.top),
                    proposal: SearchFieldGeometry.fieldProposal(width: size.width))
        let offer = contentProposal(proposal)
        let measured = content.measure(offer)
        content.place(at: CGPoint(x: (size.width - measured.width) / 2, y: SearchFieldGeometry.drawerHeight), proposal: offer)
    }
}
