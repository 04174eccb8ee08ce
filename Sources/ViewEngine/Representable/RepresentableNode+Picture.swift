// How a picture draws a representable (Rules R22, "Pictures of the window"): the engine
// draws no UIKit or AppKit view, so the view a representable shows is a neutral panel of
// the size the layout gave it — the tertiary system fill, 8-point corners — with the
// representable's type name centred in the secondary label colour, so that a reader sees
// where the platform view is and which one it is. A representable whose object could not
// be made draws nothing. An object that says what it shows (`_PicturePlaceholder`: a web
// view, a Safari controller) is drawn as the page it describes instead: the system
// background, its lines centred (the first in the headline font, the others in the
// footnote font and the secondary label colour) and, if it has one, a bar across the top
// in the secondary system background over a hairline, its text centred and its button at
// the leading edge in the tint, where iOS puts Safari's Done.

import ViewEngineCore

extension RepresentableNode: PictureNode {
    func draw(into picture: inout Picture) {
        guard let represented, let frame = Picture.drawableFrame(of: self), frame.width > 0, frame.height > 0 else { return }
        if let placeholder = Self.placeholder(of: represented) {
            return picture.group("g", Picture.naming(Bridge.protocolName, title: placeholder.name)) { picture in
                picture.drawPlaceholderPage(placeholder, in: frame)
            }
        }
        let name = "\(Representable.self)"
        picture.group("g", Picture.naming(Bridge.protocolName, title: name)) { picture in
            picture.fillRectangle(frame, cornerRadius: min(8, frame.width / 2, frame.height / 2),
                                  with: .paint(picture.system("tertiarySystemFill")))
            guard frame.height >= 20 else { return }
            picture.writeLine(name, style: .footnote, x: frame.midX, baseline: frame.midY + 4, anchor: "middle",
                              fill: .paint(picture.system("secondaryLabel")), naming: SVGAttributes())
        }
    }

    /// The page `object` says it shows: its own, else its loaded view's (a view
    /// controller), else the first of its subviews' (a view), depth first.
    static func placeholder(of object: AnyObject) -> _RepresentedPlaceholder? {
        if let describing = object as? any _PicturePlaceholder { return describing._placeholder }
        #if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
        if let controller = object as? UIViewController {
            return controller.isViewLoaded ? placeholder(of: controller.view) : nil
        }
        if let view = object as? UIView {
            for subview in view.subviews.reversed() {
                if let found = placeholder(of: subview) { return found }
            }
        }
        #endif
        return nil
    }
}

extension Picture {
    /// The height of a placeholder page's bar.
    static let placeholderBarHeight: CGFloat = 44

    /// Draws `page` in `frame`: the page, its bar, its lines.
    mutating func drawPlaceholderPage(_ page: _RepresentedPlaceholder, in frame: CGRect) {
        fillRectangle(frame, with: .paint(system("systemBackground")))
        var content = frame
        if let bar = page.bar, frame.height >= Self.placeholderBarHeight {
            let barFrame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: Self.placeholderBarHeight)
            fillRectangle(barFrame, with: .paint(system("secondarySystemBackground")), naming: Picture.naming("Bar", title: bar.text))
            hairline(along: CGRect(x: frame.minX, y: barFrame.maxY, width: frame.width, height: 0))
            writeLine(bar.text, style: .subheadline, x: barFrame.midX, baseline: barFrame.midY + 5, anchor: "middle",
                      fill: .paint(system("label")), naming: SVGAttributes())
            if let button = bar.button {
                writeLine(button, style: .body, weight: .semibold, x: barFrame.minX + 16, baseline: barFrame.midY + 6, anchor: "start",
                          fill: tint, naming: Picture.naming("Button", title: button))
            }
            content = CGRect(x: frame.minX, y: barFrame.maxY, width: frame.width, height: frame.height - barFrame.height)
        }
        let lineHeight: CGFloat = 22
        let lines = Array(page.lines.prefix(max(0, Int(content.height / lineHeight))))
        var baseline = content.midY - CGFloat(lines.count) * lineHeight / 2 + 16
        for (index, line) in lines.enumerated() {
            if index == 0 {
                writeLine(line, style: .headline, x: content.midX, baseline: baseline, anchor: "middle",
                          fill: .paint(system("label")), naming: SVGAttributes())
            } else {
                writeLine(line, style: .footnote, x: content.midX, baseline: baseline, anchor: "middle",
                          fill: .paint(system("secondaryLabel")), naming: SVGAttributes())
            }
            baseline += lineHeight
        }
    }
}
