// How a picture draws a `LabeledContent` without a custom style (Rules R22, "Pictures of
// the window"): its label as it is (the primary color unless a style says otherwise) and
// its content in the secondary style — the secondary label color, or the foreground set
// around it at the secondary level — as iOS draws a form's labeled value (Measures §5
// "Labeled content"); a style set on the content itself wins. A label hidden by
// `labelsHidden()` is not drawn.

import ViewEngineCore

extension LabeledContentNode: PictureNode {
    func draw(into picture: inout Picture) {
        picture.group("g", Picture.naming("LabeledContent", title: labelNode.textContent)) { picture in
            if showsLabel { picture.draw(labelNode) }
            let secondary = picture.fill(HierarchicalShapeStyle.secondary)
            picture.styled({ $0.foreground = secondary }) { $0.draw(contentNode) }
        }
    }
}
