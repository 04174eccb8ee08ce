// How a picture draws a representable (Rules R22, "Pictures of the window"): the engine
// draws no UIKit or AppKit view, so the view a representable shows is a neutral panel of
// the size the layout gave it — the tertiary system fill, 8-point corners — with the
// representable's type name centred in the secondary label colour, so that a reader sees
// where the platform view is and which one it is. A representable whose object could not
// be made draws nothing.

import ViewEngineCore

extension RepresentableNode: PictureNode {
    func draw(into picture: inout Picture) {
        guard represented != nil, let frame = Picture.drawableFrame(of: self), frame.width > 0, frame.height > 0 else { return }
        let name = "\(Representable.self)"
        picture.group("g", Picture.naming(Bridge.protocolName, title: name)) { picture in
            picture.fillRectangle(frame, cornerRadius: min(8, frame.width / 2, frame.height / 2),
                                  with: .paint(picture.system("tertiarySystemFill")))
            guard frame.height >= 20 else { return }
            picture.writeLine(name, style: .footnote, x: frame.midX, baseline: frame.midY + 4, anchor: "middle",
                              fill: .paint(picture.system("secondaryLabel")), naming: SVGAttributes())
        }
    }
}
