// How a picture draws a `Slider` (Rules R22, "Pictures of the window"), as iOS 17 draws
// UISlider (Measures §5 "Slider"): a track as wide as the slider, 4 points thick with
// round ends, vertically centred — in the tint from its leading end to the thumb, in the
// system fill after it — and a white thumb 28 points across whose centre runs from a
// radius inside one end to a radius inside the other, at the value's place in the range,
// with a faint outline as the toggle's thumb has and a soft shadow below it (Measures §5
// "Slider thumb shadow"). A disabled slider is drawn at half
// opacity. The label is not drawn (iOS shows none beside a slider). The group carries
// `data-value`, the value.

import ViewEngineCore

extension SliderNode: PictureNode {
    func draw(into picture: inout Picture) {
        picture.group("g", Picture.naming("Slider", title: title).adding("data-value", shownValue)) { picture in
            guard let frame = Picture.drawableFrame(of: self), frame.width > 0 else { return }
            let isEnabled = environment.values.isEnabled
            let body = { (picture: inout Picture) in
                let thickness = SliderGeometry.track, radius = SliderGeometry.thumb / 2
                let track = CGRect(x: frame.minX, y: frame.midY - thickness / 2, width: frame.width, height: thickness)
                let thumbX = frame.minX + radius + CGFloat(self.fraction) * max(0, frame.width - 2 * radius)
                picture.fillRectangle(track, cornerRadius: thickness / 2, with: .paint(picture.system("systemFill")),
                                      naming: Picture.naming("SliderTrack"))
                let filled = CGRect(x: track.minX, y: track.minY, width: max(0, thumbX - track.minX), height: thickness)
                picture.fillRectangle(filled, cornerRadius: thickness / 2, with: picture.tint, naming: Picture.naming("SliderFill"))
                let thumb = ShapeOutline.ellipse(CGRect(x: thumbX - radius, y: frame.midY - radius, width: 2 * radius, height: 2 * radius)).element
                picture.element(thumb.name, Picture.naming("SliderThumb").adding(thumb.attributes).adding("fill", "#FFFFFF")
                                    .adding("stroke", "#000000").adding("stroke-opacity", "0.12").adding("stroke-width", "0.5")
                                    .adding("style", "filter: " + SliderGeometry.thumbShadow))
            }
            guard isEnabled else { return picture.group("g", SVGAttributes().adding("opacity", "0.5"), body) }
            body(&picture)
        }
    }
}
