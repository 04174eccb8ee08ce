// How a picture draws a `Button` (Rules R22, "Pictures of the window"): in its default
// iOS look (automatic, borderless) its label alone in the tint (the accent color, the
// system blue, unless `tint(_:)` says otherwise); `.plain` in the primary color; a
// foreground style set on or around the button (`.foregroundStyle(.red)`) colours the
// label instead, as SwiftUI's does, also on a prominent bezel (`.tint(.white)
// .foregroundStyle(.blue)`: blue on white); a destructive role's label is red, but in a
// toolbar's item in the tint as the bar's other items (Measures §8 "Toolbar destructive
// button"); a disabled
// button's label is in the tertiary label color. `.bordered` and `.borderedProminent`
// draw their platter at the button's frame (ButtonBezel.swift: the label padded inside it,
// its shape by `buttonBorderShape` and `controlSize`), the tint at 15 % behind a label in
// the tint, or the tint behind a white label. Under a custom style its body is drawn.

import ViewEngineCore

extension ButtonNode: PictureNode {
    func draw(into picture: inout Picture) {
        picture.group("g", Picture.naming("Button", title: title)) { picture in
            guard showsBuiltInStyle else { return picture.drawChildren(of: self) }
            let style = Picture.styleName(.buttonStyle, around: self)
            let bezel = self.bezel
            let isEnabled = environment.values.isEnabled
            let tint: Fill = role == .destructive && !ToolbarItems.contains(self) ? .paint(picture.system("red")) : picture.tint
            let label: Fill = if !isEnabled {
                .paint(picture.system("tertiaryLabel"))
            } else if bezel?.isProminent == true {
                picture.style.foreground ?? .paint(Paint(255, 255, 255))
            } else if let foreground = picture.style.foreground {
                foreground
            } else {
                style == "plain" ? .paint(picture.system("label")) : tint
            }
            if let bezel, let frame = Picture.drawableFrame(of: self) {
                var fill = bezel.isProminent ? tint : tint.multiplyingOpacity(by: 0.15)
                if !isEnabled { fill = bezel.isProminent ? .paint(picture.system("tertiarySystemFill")) : fill.multiplyingOpacity(by: 0.5) }
                let platter = bezel.outline(in: frame).element
                picture.element(platter.name, Picture.naming("Bezel").adding(platter.attributes).adding(picture.paintAttributes(fill, as: "fill")))
            }
            // The label's style is the tint when it is drawn in it (not a foreground style
            // set around the button, unless that is itself an enclosing control's tint).
            let isTint = isEnabled && bezel?.isProminent != true
                && (picture.style.foreground == nil ? style != "plain" && role != .destructive : picture.style.foregroundIsTint)
            picture.styled({
                $0.foreground = label
                $0.foregroundIsTint = isTint
            }) { $0.drawChildren(of: self) }
        }
    }
}
