// How a picture draws a `NavigationLink` (Rules R22, "Pictures of the window"): outside a
// list it is a button, its label in the tint (in the tertiary label color when it is
// disabled, as a disabled button's); in a list's row its label keeps its own colors (at
// half their opacity when the link is disabled, Measures §8 "Disabled row text"). A link
// outside any navigation container is drawn disabled (Measures §8 "Link outside
// navigation"). In a row a chevron in the tertiary label color (at half its opacity too
// when the link is disabled) sits at the row's
// trailing end, ending 20 points in from the card's edge where a trailing control would
// (UIKit's disclosure indicator, Measures §6 "Row chevron", "Row content insets"); the
// row's content ends before it (ListLayout). Under a custom button style the style's body
// is drawn as it is, outside a list with no tint. A `Link` is its label in the tint.

import ViewEngineCore

extension NavigationLinkNode: ListDisclosureRow {}

extension NavigationLinkNode: PictureNode {
    func draw(into picture: inout Picture) {
        var list: Node? = parent
        while let each = list, !(each is any ListShowing) || NestedList.isMerged(each) { list = each.parent }
        picture.group("g", Picture.naming("NavigationLink", title: title)) { picture in
            guard let list, let row = Picture.drawableFrame(of: self), let bounds = Picture.drawableFrame(of: list) else {
                if isCustomStyled { return picture.drawChildren(of: self) }
                let tint = isActionable ? picture.tint : .paint(picture.system("tertiaryLabel"))
                return picture.styled({ $0.foreground = tint }) { $0.drawChildren(of: self) }
            }
            picture.drawLabel(of: self, dimmed: !isActionable)
            let side = ListLayout.sideInset(windowWidth: graph.windowBounds.width)
            let cardEdge = ListRowContext.rowFrame(of: self)?.maxX ?? bounds.maxX - side
            // The ink, stroke included, is the chevron's size at the text size and ends
            // where a trailing control ends: the stroke's path is half a stroke inside it.
            let ink = ListLayout.chevronSize(environment.values.dynamicTypeSize)
            let half = ListLayout.chevronStroke / 2
            let tip = cardEdge - side - half
            let back = tip - (ink.width - ListLayout.chevronStroke)
            let rise = (ink.height - ListLayout.chevronStroke) / 2
            let chevron = "M\(SVGText.number(back)) \(SVGText.number(row.midY - rise)) L\(SVGText.number(tip)) \(SVGText.number(row.midY)) L\(SVGText.number(back)) \(SVGText.number(row.midY + rise))"
            picture.element("path", SVGAttributes().adding("d", chevron).adding("fill", "none")
                                .adding(picture.paintAttributes(.paint(picture.system("tertiaryLabel")), as: "stroke"))
                                .adding("stroke-width", SVGText.number(ListLayout.chevronStroke))
                                .adding("stroke-linecap", "round").adding("stroke-linejoin", "round")
                                .adding("opacity", isActionable ? nil : SVGText.number(Picture.disabledLabelOpacity)))
        }
    }
}

extension LinkNode: PictureNode {
    func draw(into picture: inout Picture) {
        let tint = picture.tint
        picture.group("g", Picture.naming("Link", title: title)) { picture in
            picture.styled({ $0.foreground = tint }) { $0.drawChildren(of: self) }
        }
    }
}
