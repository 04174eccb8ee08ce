// How a picture draws a `NavigationStack` (Rules R22, "Pictures of the window"): its top
// view, then its bar (NavigationBar.swift) over it, with no background of its own unless
// the top view asks for one (`containerBackground(_:for: .navigation)`, drawn behind it
// all, under the bar and the safe areas, as iOS 18 does) — at
// rest, iOS's bar shows what is behind it unless its appearance or the top view's
// `toolbarBackground` gives it a background (NavigationBar+Background.swift), drawn over
// the content from the window's top, its shadow line along its bottom, and the bar's items
// over it; and under the bar of a grouped list that starts
// where the content does (its scroll edge at the bar, whatever modifiers or stacks are
// around it) the list's background goes up to the window's top. A large title is written in the large title
// style, bold, 16 points from the leading edge, its baseline 16 points above the content
// — above the search field's drawer when the bar shows one, whose field draws itself
// (Measures §3 "Bar margin", "Large title baseline", "Search drawer"); an inline title in the headline style
// centred in the bar, unless a principal toolbar item is there ("This item takes
// precedent over a title specified through View/navigationTitle"); a pushed view's bar has a back button, a chevron and the title of the
// view below — or "Back", or nothing, as space beside the title allows — in the tint (Measures §3 "Back button"). The bottom toolbar, when
// the top view has items there, is drawn under its items in the bar material with a
// hairline on top, as the tab bar is. A top view that hides the bar
// (`navigationBarHidden(true)`, `toolbar(.hidden, for: .navigationBar)`) has no title, no
// back button and no top items, and one that hides its back button
// (`navigationBarBackButtonHidden()`) has no back button.

import ViewEngineCore

extension NavigationStackNode: PictureNode {
    func draw(into picture: inout Picture) {
        let levels = self.levels
        guard let top = levels.last, barHolder == nil, let frame = Picture.drawableFrame(of: self) else { return picture.drawChildren(of: self) }
        let title = NavigationBar.title(in: top, of: self)
        let titleBottom = frame.minY + NavigationBar.titleInset(showing: top, of: self)
        let contentTop = frame.minY + NavigationBar.contentInset(showing: top, of: self)
        let barTop = frame.minY - NavigationBar.overlap(of: self)
        picture.group("g", Picture.naming("NavigationStack", title: title?.text)) { picture in
            // What is drawn behind the bar and the safe areas reaches the window's edges
            // where the stack reaches the safe area's, else the bar's top and the stack's
            // bottom.
            let backTop = frame.minY <= picture.safeArea.minY + 0.5 ? 0 : barTop
            let backBottom = frame.maxY >= picture.safeArea.maxY - 0.5 ? max(frame.maxY, picture.window.height) : frame.maxY
            if let background = NavigationBar.containerBackground(showing: top) {
                picture.fillRectangle(CGRect(x: frame.minX, y: backTop, width: frame.width, height: max(0, backBottom - backTop)),
                                      with: picture.fill(background), naming: Picture.naming("ContainerBackground"))
            }
            if let list = Self.groupedList(in: top, startingAt: contentTop) {
                // The list's background behind the bar, over the list's width.
                let rect = CGRect(x: list.minX, y: backTop, width: list.width, height: max(0, contentTop - backTop))
                picture.fillRectangle(rect, with: .paint(picture.system("systemGroupedBackground")))
            }
            if NavigationBar.bottomInset(showing: top) > 0 {
                // The bottom toolbar, under its items: to the window's bottom edge when the
                // stack reaches the safe area's.
                let barTop = frame.maxY - NavigationBar.toolbarHeight
                let bar = CGRect(x: frame.minX, y: barTop, width: frame.width, height: backBottom - barTop)
                picture.group("g", Picture.naming("Toolbar")) { picture in
                    picture.fillRectangle(bar, with: picture.fill(Material.bar))
                    picture.hairline(along: bar)
                }
            }
            let look = NavigationBar.look(showing: top, contentTop: contentTop)
            if look.drawsBackground, NavigationBar.isShown(showing: top, of: self) {
                // The bar's background over the content, and its items over the background.
                let outer = picture.barItems
                let search = NavigationBar.search(in: top, of: self)?.searchFieldNode
                picture.barItems = BarItemsDrawnLater(NavigationBar.items(in: top).map(\.node) + (search.map { [$0] } ?? []))
                picture.drawChildren(of: self)
                let later = picture.barItems?.items ?? []
                picture.barItems = outer
                let bar = CGRect(x: frame.minX, y: backTop, width: frame.width, height: max(0, contentTop - backTop))
                picture.group("g", Picture.naming("NavigationBar")) { picture in
                    for layer in look.background { picture.fillRectangle(bar, with: picture.fill(layer)) }
                    if let shadow = look.shadow {
                        let line = 1 / SystemFont.displayScale
                        // Below the bar, over the content (Measures §3 "Bar shadow line").
                        picture.fillRectangle(CGRect(x: bar.minX, y: bar.maxY, width: bar.width, height: line), with: picture.fill(shadow))
                    }
                }
                for item in later { item.draw(into: &picture) }
            } else {
                picture.drawChildren(of: self)
            }
            let tint = picture.tint
            if let previous = backButtonTitle {
                picture.group("g", Picture.naming("Back", title: previous)) { picture in
                    let midY = barTop + NavigationBar.height(of: self) / 2
                    let x = frame.minX + NavigationBar.backChevronInset
                    // Its ink 11 × 19 from 1.33 past `x`, a 2.4-point stroke (Measures §3 "Back button").
                    let (tip, arm, half) = (x + 2.53, x + 11.13, 8.3 as CGFloat)
                    let chevron = "M\(SVGText.number(arm)) \(SVGText.number(midY - half)) L\(SVGText.number(tip)) \(SVGText.number(midY)) L\(SVGText.number(arm)) \(SVGText.number(midY + half))"
                    picture.element("path", SVGAttributes().adding("d", chevron).adding("fill", "none").adding(picture.paintAttributes(tint, as: "stroke"))
                                        .adding("stroke-width", "2.4").adding("stroke-linecap", "round").adding("stroke-linejoin", "round"))
                    let size = NavigationBar.inlineTitleSize(showing: top)
                    let font = SystemFont.resolve(.body, dynamicTypeSize: size)
                    if !previous.isEmpty {
                        picture.writeLine(previous, style: .body, size: size, x: x + NavigationBar.backTitleOffset,
                                          baseline: midY - font.lineHeight / 2 + font.ascender, fill: tint, naming: Picture.naming("Text"))
                    }
                }
            }
            guard let title, !NavigationBar.isHidden(showing: top) else { return }
            let hasPrincipal = NavigationBar.items(in: top).contains { $0.placement.barPosition == .principal }
            // A title longer than the bar is cut short at its end (Measures §3 "Bar titles").
            let room = max(0, frame.width - 2 * NavigationBar.margin)
            if title.isLarge {
                let size = top.environment.values.dynamicTypeSize
                let text = TextLayout.truncate(title.text, font: NavigationBar.largeTitleFont(showing: top), width: room, mode: .tail).text
                picture.writeLine(String(text), style: .largeTitle, size: size, weight: .bold, x: frame.minX + NavigationBar.margin,
                                  baseline: titleBottom - 16, fill: look.largeTitleColor.map { picture.fill($0) } ?? picture.foreground,
                                  naming: Picture.naming("NavigationTitle"))
            } else if !hasPrincipal {
                let size = NavigationBar.inlineTitleSize(showing: top)
                let font = SystemFont.resolve(.headline, dynamicTypeSize: size)
                let text = TextLayout.truncate(title.text, font: font, width: room, mode: .tail).text
                picture.writeLine(String(text), style: .headline, size: size, x: frame.midX,
                                  baseline: barTop + NavigationBar.height(of: self) / 2 - font.lineHeight / 2 + font.ascender,
                                  anchor: "middle", fill: look.titleColor.map { picture.fill($0) } ?? picture.foreground,
                                  naming: Picture.naming("NavigationTitle"))
            }
        }
    }

    /// The frame of the grouped list (a `Form`, a `List` not in the plain style) in the top
    /// view `top` that starts where the stack's content does (`contentTop`, in the window),
    /// whatever is around it (an `overlay`, a `frame`, a stack): its scroll edge is at the
    /// bar. Not one in a nested navigation stack, nor in a toolbar's item.
    private static func groupedList(in top: Node, startingAt contentTop: CGFloat) -> CGRect? {
        var found: CGRect?
        func visit(_ node: Node) {
            guard found == nil else { return }
            if node is any NavigationStacking, node !== top { return }
            if let list = node as? any ListShowing {
                guard Picture.styleName(.listStyle, around: list) != "plain", !ToolbarItems.contains(list),
                      let frame = Picture.drawableFrame(of: list), abs(frame.minY - contentTop) < 0.5,
                      Picture.listShowsAnything(list) else { return }
                found = frame
                return
            }
            node.forEachChild(visit)
        }
        visit(top)
        return found
    }
}

/// The views a navigation bar draws over its background — its toolbar items and its search
/// field — and those put off while the content under the bar is drawn, each with the style
/// and the color scheme it was to be drawn in.
struct BarItemsDrawnLater {
    /// The views to put off.
    private let listed: Set<ObjectIdentifier>
    /// The views put off, in drawing order.
    private(set) var items: [Item] = []

    init(_ views: [Node]) { listed = Set(views.map(ObjectIdentifier.init)) }

    /// A view put off, as it was to be drawn.
    struct Item {
        let node: Node
        let style: PictureStyle
        let colorScheme: ColorScheme

        /// Draws the view in its style and color scheme.
        @MainActor func draw(into picture: inout Picture) {
            let style = self.style
            picture.drawing(in: colorScheme) { picture in
                picture.styled({ $0 = style }) { $0.draw(node) }
            }
        }
    }

    /// Puts off `node` if it is one of the listed views, to be drawn in `style` and
    /// `colorScheme`; whether it did.
    mutating func putOff(_ node: Node, style: PictureStyle, colorScheme: ColorScheme) -> Bool {
        guard listed.contains(ObjectIdentifier(node)) else { return false }
        items.append(Item(node: node, style: style, colorScheme: colorScheme))
        return true
    }
}
