// How a picture draws a control whose look is its label in the tint (Rules R22, "Pictures
// of the window"): a `Link`, a `ShareLink`, a `Menu` — its label in the tint, or in the
// foreground style set on or around it, or in the tertiary label color when disabled, as
// a borderless button's.

import ViewEngineCore

/// A control drawn as its label in the tint.
@MainActor
protocol TintedLabelDrawing: PictureNode, RegisteredControl {
    /// The node of its label.
    var labelNode: Node { get }
    /// The view's name in the picture (`Link`).
    static var drawnName: String { get }
}

extension TintedLabelDrawing {
    func draw(into picture: inout Picture) { drawTintedLabel(into: &picture) }

    /// Its label in the tint (or the foreground style, or the tertiary label color).
    func drawTintedLabel(into picture: inout Picture) {
        picture.group("g", Picture.naming(Self.drawnName, title: title)) { picture in
            let isTint = environment.values.isEnabled && (picture.style.foreground == nil || picture.style.foregroundIsTint)
            let fill: Fill = environment.values.isEnabled ? (picture.style.foreground ?? picture.tint) : .paint(picture.system("tertiaryLabel"))
            picture.styled({
                $0.foreground = fill
                $0.foregroundIsTint = isTint
            }) { $0.draw(labelNode) }
        }
    }
}
