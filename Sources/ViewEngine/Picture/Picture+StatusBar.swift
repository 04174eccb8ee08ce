// How a picture draws the status bar (Rules R22, "Pictures of the window"; Measures §3
// "Status bar"): on a phone in portrait, over everything in the window's top 54 points,
// the time "9:41" in the ear left of the Dynamic Island and the signal, Wi-Fi and battery
// glyphs in the ear right of it; black over a light screen, white over a dark one or a
// presenter a sheet pushed back. A view drawn with `statusBarHidden(true)` hides it (the
// last one drawn that says decides); a phone in landscape shows none.

import ViewEngineCore

/// The status bar's geometry on a Dynamic Island phone in portrait (Measures §3).
enum StatusBar {
    /// The band the bar occupies at the window's top.
    static let height: CGFloat = 54
    /// The centre of each ear: the middle of the width left (or right) of the 126-point island.
    static let earCentre: CGFloat = (393 - 126) / 4
    /// The line the time's and the glyphs' middles are on: the island's middle.
    static let middle: CGFloat = 30
    /// The time shown, as Apple's own screenshots show it.
    static let time = "9:41"

    /// Whether a window of `size` with `safeArea` shows the bar: a phone in portrait
    /// (a top inset of a Dynamic Island phone), unless a drawn view hid it.
    static func isShown(window size: CGSize, safeArea: CGRect, hidden: Bool) -> Bool {
        !hidden && size.width < size.height && safeArea.minY >= height
    }
}

extension Picture {
    /// Draws the status bar at the top of a window `width` wide, in white when `light`.
    mutating func drawStatusBar(width: CGFloat, light: Bool) {
        let ink: Fill = .paint(light ? Paint(255, 255, 255) : Paint(0, 0, 0))
        let middle = StatusBar.middle
        group("g", Picture.naming("StatusBar")) { picture in
            picture.writeLine(StatusBar.time, style: .body, weight: .semibold, x: StatusBar.earCentre, baseline: middle + 6,
                              anchor: "middle", fill: ink, naming: SVGAttributes())
            // The right ear: signal (19 wide), Wi-Fi (17), battery (27.5), 5 apart, centred.
            var x = width - StatusBar.earCentre - (19 + 5 + 17 + 5 + 27.5) / 2
            for bar in 0..<4 {
                let height = 4.5 + CGFloat(bar) * 2.5
                picture.fillRectangle(CGRect(x: x + CGFloat(bar) * 5.33, y: middle + 6 - height, width: 3, height: height),
                                      cornerRadius: 1, with: ink)
            }
            x += 19 + 5
            let centre = CGPoint(x: x + 8.5, y: middle + 6)
            for (index, radius) in [CGFloat(11), 7, 3].enumerated() {
                let start = CGPoint(x: centre.x - radius * 0.7071, y: centre.y - radius * 0.7071)
                let end = CGPoint(x: centre.x + radius * 0.7071, y: centre.y - radius * 0.7071)
                let d = "M\(SVGText.number(start.x)) \(SVGText.number(start.y)) A\(SVGText.number(radius)) \(SVGText.number(radius)) 0 0 1 \(SVGText.number(end.x)) \(SVGText.number(end.y))"
                picture.element("path", SVGAttributes().adding("d", d).adding("fill", "none")
                                    .adding(picture.paintAttributes(ink, as: "stroke"))
                                    .adding("stroke-width", index == 2 ? "3" : "2").adding("stroke-linecap", "round"))
            }
            x += 17 + 5
            let body = CGRect(x: x, y: middle - 6, width: 25, height: 12)
            let outline = ShapeOutline.rectangle(body, radius: CGSize(width: 4, height: 4)).element
            picture.element(outline.name, SVGAttributes().adding(outline.attributes).adding("fill", "none")
                                .adding(picture.paintAttributes(ink.multiplyingOpacity(by: 0.35), as: "stroke")).adding("stroke-width", "1"))
            picture.fillRectangle(body.insetBy(dx: 2, dy: 2), cornerRadius: 2.5, with: ink)
            picture.fillRectangle(CGRect(x: body.maxX + 1, y: middle - 2, width: 1.5, height: 4), cornerRadius: 0.75,
                                  with: ink.multiplyingOpacity(by: 0.4))
        }
    }
}
