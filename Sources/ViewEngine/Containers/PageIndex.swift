// A paging tab view (`.tabViewStyle(.page)`, Rules R22, Measures §3 "Page index"): no tab
// bar — the selected page takes the whole tab view — and, over the page, its index: one
// dot per page, 7 points across and 16 apart, centred in a row whose middle is 24 points
// above the tab view's bottom; the selected page's dot white, the others white at 30 %
// (white on white, as on iOS, where an app sets `indexViewStyle(.page(backgroundDisplayMode:
// .always))` to show them on a light page: a capsule of black at 25 % behind them, 26
// points high, 12 points past the dots at each end). `indexDisplayMode: .never` draws no
// index; `.automatic` draws it when there is more than one page. The index is a control,
// as UIKit's page control is: "When a user taps a page control to move to the next or
// previous page ... The page control advances only one page in either direction" — a tap
// in its frame (the background's capsule, drawn or not) left of the selected dot shows the
// previous page, right of it the next.

import ViewEngineCore

@MainActor
enum PageIndex {
    /// A dot's diameter and the distance between two dots' centres.
    static let dot: CGFloat = 7
    static let pitch: CGFloat = 16
    /// How far above the tab view's bottom the dots' centres are.
    static let lift: CGFloat = 24
    /// The background capsule's height, and how far it reaches past the end dots' edges.
    static let backgroundHeight: CGFloat = 26
    static let backgroundPadding: CGFloat = 12

    /// The dots' centres for `count` pages in a tab view at `frame`.
    static func centres(count: Int, in frame: CGRect) -> [CGPoint] {
        let width = pitch * CGFloat(count - 1)
        return (0..<count).map { CGPoint(x: frame.midX - width / 2 + pitch * CGFloat($0), y: frame.maxY - lift) }
    }

    /// The index's frame for `count` pages in a tab view at `frame`: the capsule its
    /// background fills, which a tap reaches whether the background is drawn or not.
    static func controlFrame(count: Int, in frame: CGRect) -> CGRect? {
        let centres = centres(count: count, in: frame)
        guard let first = centres.first, let last = centres.last else { return nil }
        return CGRect(x: first.x - dot / 2 - backgroundPadding, y: first.y - backgroundHeight / 2,
                      width: last.x - first.x + dot + 2 * backgroundPadding, height: backgroundHeight)
    }

    /// The page a tap at `x` on the index shows, one before or after the selected page
    /// `current` of `count`; `nil` past the first or the last page, or on the selected dot.
    static func page(tappedAt x: CGFloat, current: Int, count: Int, in frame: CGRect) -> Int? {
        let centre = centres(count: count, in: frame)[current].x
        guard abs(x - centre) > dot / 2 else { return nil }
        let next = current + (x > centre ? 1 : -1)
        return (0..<count).contains(next) ? next : nil
    }

    /// Whether `style` shows an index for `count` pages.
    static func isShown(_ style: PageTabViewStyle, count: Int) -> Bool {
        switch style.indexDisplayMode {
        case .never: false
        case .always: count > 0
        default: count > 1
        }
    }

    /// Draws the index of `tabs` over the tab view at `frame`.
    static func draw(_ tabs: [any TabItem], style: PageTabViewStyle, background: PageIndexViewStyle?, in frame: CGRect,
                     into picture: inout Picture) {
        guard isShown(style, count: tabs.count) else { return }
        let centres = centres(count: tabs.count, in: frame)
        picture.group("g", Picture.naming("PageIndex")) { picture in
            if background?.backgroundDisplayMode == .always, let rect = controlFrame(count: tabs.count, in: frame) {
                picture.fillRectangle(rect, cornerRadius: backgroundHeight / 2, with: .paint(Paint(0, 0, 0, 0.25)))
            }
            for (tab, centre) in zip(tabs, centres) {
                let rect = CGRect(x: centre.x - dot / 2, y: centre.y - dot / 2, width: dot, height: dot)
                picture.fillRectangle(rect, cornerRadius: dot / 2, with: .paint(Paint(255, 255, 255, tab.isSelected ? 1 : 0.3)),
                                      naming: Picture.naming("Page").adding("data-value", tab.isSelected ? "selected" : nil))
            }
        }
    }
}
