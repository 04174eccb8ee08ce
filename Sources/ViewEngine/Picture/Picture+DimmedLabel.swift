// How a picture draws a disabled control's label (Rules R22, "Pictures of the window";
// Measures §8 "Disabled row text"): a disabled toggle's or navigation link's label is
// drawn at half its opacity, in the colours it has, so that a row's primary text is a
// grey of 127 over a light card and 142 over a dark one, as iOS draws it.

import ViewEngineCore

extension Picture {
    /// The opacity a disabled control's label is drawn at (Measures §8 "Disabled row text").
    static let disabledLabelOpacity: CGFloat = 0.5

    /// Draws the children of `node`, its label, in a group at half their opacity when
    /// `dimmed`, else as they are.
    mutating func drawLabel(of node: Node, dimmed: Bool) {
        guard dimmed else { return drawChildren(of: node) }
        group("g", SVGAttributes().adding("opacity", SVGText.number(Self.disabledLabelOpacity))) { $0.drawChildren(of: node) }
    }
}
