// How a picture draws a `TabView` (Rules R22, "Pictures of the window"): the selected tab's
// content, then the tab bar (TabBar.swift) across the bottom — to the window's bottom edge
// when the tab view reaches the safe area's — in the bar material with a hairline on top;
// one item per tab, side by side in equal widths, each its symbol (its fill variant where
// it has one) in a 29.5-point box centred 17.5 below the bar's top, over its title (10 points, medium, its baseline 45 below
// the bar's top), in the tint when selected and the system gray otherwise (Measures §3
// "Tab item"). An icon given as an image's name (`Image(_:)`,
// `Tab(_:image:)`), not as a system symbol's, is the catalog's image — even where a
// system symbol has the same name — drawn at its own size, centred on that box, and as a template unless its set says
// "original" (Measures §9 "Tab bar image": UIKit's automatic rendering mode is a template
// in a tab bar); a catalog's custom symbol is drawn as a system symbol is. A paging tab
// view draws its pages' index instead (PageIndex.swift), and the system background past its
// frame where it reaches the safe area's edge, over what its pages and a background style
// around it put there (Measures §3 "Paging view past the safe area"). Each item is a group with `data-view="Tab"`, its title, and `data-value`
// `selected` for the selected one.

import ViewEngineCore

extension TabViewNode: PictureNode {
    func draw(into picture: inout Picture) {
        picture.group("g", Picture.naming("TabView")) { picture in
            picture.drawChildren(of: self)
            guard let frame = Picture.drawableFrame(of: self) else { return }
            let tabs = Self.tabs(under: self)
            if let paging = pagingStyle {
                picture.coverPastFrame(frame, of: self)
                let background = RecordedStyles.value(.indexViewStyle, as: PageIndexViewStyle.self, around: self)
                return PageIndex.draw(tabs, style: paging, background: background, in: frame, into: &picture)
            }
            let bottom = frame.maxY >= picture.safeArea.maxY - 0.5 ? max(frame.maxY, picture.window.height) : frame.maxY
            let bar = CGRect(x: frame.minX, y: frame.maxY - TabBar.height, width: frame.width, height: bottom - (frame.maxY - TabBar.height))
            // At the scroll edge — nothing scrolled under it — the bar is transparent
            // (Measures §3 "Tab bar background").
            if Self.isScrolledUnder(tabs.first(where: \.isSelected), barTop: bar.minY) {
                picture.fillRectangle(bar, with: picture.fill(Material.bar))
                picture.hairline(along: bar)
            }
            guard !tabs.isEmpty else { return }
            let width = frame.width / CGFloat(tabs.count)
            for (index, tab) in tabs.enumerated() {
                let fill: Fill = tab.isSelected ? picture.tint : .paint(picture.system("gray"))
                let midX = frame.minX + width * (CGFloat(index) + 0.5)
                picture.group("g", Picture.naming("Tab", title: tab.title).adding("data-value", tab.isSelected ? "selected" : nil)) { picture in
                    if let tabIcon = tab.labelIcon ?? Self.icon(in: tab.tabLabel) {
                        let side = TabBar.symbolBox
                        let box = CGRect(x: midX - side / 2, y: bar.minY + TabBar.symbolMidY - side / 2, width: side, height: side)
                        let icon = tabIcon.name, isSystem = tabIcon.isSystem
                        if !isSystem, let set = picture.assets.image(named: icon), let size = set.size {
                            let frame = CGRect(x: box.midX - size.width / 2, y: box.midY - size.height / 2, width: size.width, height: size.height)
                            Image.drawAsset(icon, set: set, in: frame, template: set.renderingIntent == .original ? nil : fill, into: &picture)
                        } else if !isSystem, let glyph = picture.assets.customSymbol(named: icon)?.glyph(weight: picture.style.fontWeight ?? .regular) {
                            picture.group("g", Picture.naming("Image", title: icon).adding("data-symbol", icon)) { picture in
                                picture.drawCustomSymbol(glyph, pointSize: box.height / SymbolMetrics.gridPerPoint, in: box, stretches: false,
                                                         paints: SymbolPaints(monochrome: fill))
                            }
                        } else {
                            // A tab bar shows a symbol's fill variant where it has one
                            // (Measures §3 "Tab item").
                            let filled = icon + ".fill"
                            Image.drawSymbol(!icon.hasSuffix(".fill") && SymbolCatalog.contains(filled) ? filled : icon, in: box, fill: fill, into: &picture)
                        }
                    }
                    let font = SystemFont.resolve(.system(size: 10, weight: .medium), dynamicTypeSize: .large)
                    picture.write([TextLine(text: tab.title, width: font.width(of: tab.title))], x: midX, baseline: bar.minY + TabBar.titleBaseline,
                                  advance: font.lineHeight, anchor: "middle", font: TextFont(pointSize: 10, weight: 500), fill: fill,
                                  naming: Picture.naming("Text"))
                }
            }
        }
    }

    /// The tabs under `node`, in view-tree order.
    private static func tabs(under node: Node) -> [any TabItem] {
        var tabs: [any TabItem] = []
        func visit(_ each: Node) {
            if let tab = each as? any TabItem, !tab.standsAside { return tabs.append(tab) }
            each.forEachChild(visit)
        }
        node.forEachChild(visit)
        return tabs
    }

    /// Whether content of the selected tab `tab` reaches under the bar starting at `barTop`
    /// (in the window): a vertical scroll view whose content goes on past its visible
    /// bottom there, or a list or form whose rows do. UIKit's tab bar, like the
    /// navigation bar, shows its scroll-edge appearance — "the standardAppearance …
    /// modified to use a transparent background" — otherwise.
    private static func isScrolledUnder(_ tab: (any TabItem)?, barTop: CGFloat) -> Bool {
        guard let tab else { return false }
        var found = false
        func visit(_ node: Node) {
            guard !found else { return }
            if let scrolling = node as? any Scrolling, scrolling.axes.contains(.vertical), let frame = scrolling.frameInWindow {
                let geometry = scrolling.geometry
                let contentBottom = frame.minY - geometry.contentOffset.y + geometry.contentInsets.top + geometry.contentSize.height
                if frame.maxY >= barTop - 0.5, contentBottom > frame.maxY + 0.5 { found = true }
                return
            }
            if node is any ListShowing, let frame = Picture.drawableFrame(of: node) {
                let rows = LayoutContent(childrenOf: node).subviews.compactMap { Picture.drawableFrame(of: $0)?.maxY }
                if frame.maxY >= barTop - 0.5, let end = rows.max(), end > frame.maxY + 0.5 { found = true }
                return
            }
            node.forEachChild(visit)
        }
        visit(tab)
        return found
    }

    /// The first image a tab's label shows.
    private static func icon(in label: Node) -> TabIcon? {
        if let name = label.displayedImageName { return TabIcon(name: name, isSystem: label.displaysSystemSymbol) }
        var found: TabIcon?
        label.forEachChild { child in if found == nil { found = icon(in: child) } }
        return found
    }
}

extension Picture {
    /// The system background over what reaches past `frame` (a paging tab view's) into the
    /// safe area's insets, the frame itself left as it is: UIKit's paging view fills the
    /// window's edges past its frame, and its pages and what is behind it stay inside it
    /// (Measures §3 "Paging view past the safe area").
    mutating func coverPastFrame(_ frame: CGRect, of node: Node) {
        let reach = beyondSafeArea(frame, of: node, on: .all)
        let fill = Fill.paint(system("systemBackground"))
        if reach.minY < frame.minY - 0.01 {
            fillRectangle(CGRect(x: reach.minX, y: reach.minY, width: reach.width, height: frame.minY - reach.minY), with: fill)
        }
        if reach.maxY > frame.maxY + 0.01 {
            fillRectangle(CGRect(x: reach.minX, y: frame.maxY, width: reach.width, height: reach.maxY - frame.maxY), with: fill)
        }
    }
}
