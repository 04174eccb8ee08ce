// Where presented content goes (Rules R22), and how the picture draws it on top of the
// window ("Pictures of the window"). A sheet (and a popover, which is a sheet on an iPhone)
// is a card from 10 points below the safe area's top to the window's bottom, its top
// corners continuous ones of 10 (Measures §7 "Sheet gap"), what its content draws kept
// inside them (CONVENTION:
// iOS 17's large detent; the presenting view is not drawn pushed back), its content laid
// out in it above the home indicator's inset, over the window dimmed by black at 12 %
// (Measures §7 "Sheet dimming"), the window itself pushed back — shrunk to 92 % about
// its top centre, its top at the safe area's top, its corners rounded, over black
// (Measures §7 "Presenter pushed back"); a
// full-screen cover fills the window and lays its content out in the safe area. An alert
// is UIAlertController's box, 270 points wide, centred, over the window dimmed at 20 %:
// its title (17 points, semibold) and message (13 points) centred, its buttons below, 44
// points high, side by side when there are two and one above the other otherwise, a
// cancel button's label semibold and a destructive one's red (CONVENTION: UIKit's
// defaults, not published). A confirmation dialog (or action sheet) is a column of 57-point
// buttons at the window's bottom, with the cancel button apart below. An alert's and a
// dialog's views are drawn, not laid out: they have no frames.

import ViewEngineCore

/// A presentation the window lays out and draws above its views.
@MainActor
protocol WindowPresentation: Node {
    /// Lays the presented content out in `window` (its size) with the safe-area `insets`.
    func layOutPresented(window: CGSize, insets: EdgeInsets)
    /// Draws the presented content, and what presents it, on top of the window.
    func drawPresented(into picture: inout Picture, window: CGSize, insets: EdgeInsets)
    /// Whether the window behind is drawn pushed back while it is shown (a sheet).
    var pushesWindowBack: Bool { get }
    /// Whether the window behind draws its tint dimmed while it is shown (an alert, a
    /// dialog; Measures §7 "Dimmed tint").
    var dimsTintBehind: Bool { get }
}

extension WindowPresentation {
    /// The window stays where it is.
    var pushesWindowBack: Bool { false }
    /// The window keeps its tint.
    var dimsTintBehind: Bool { false }
}

/// The geometry of presentations (Measures §7).
enum PresentationGeometry {
    /// How far below the safe area's top a sheet's card starts (Measures §7 "Sheet gap").
    static let sheetGap: CGFloat = 10
    /// A sheet's top corners (Measures §7 "Sheet gap").
    static let sheetCornerRadius: CGFloat = 10
    /// An alert's box (Measures §7 "Alert box", "Alert button height").
    static let alertWidth: CGFloat = 270
    static let alertCornerRadius: CGFloat = 14
    static let alertButtonHeight: CGFloat = 44
    /// A dialog's buttons (Measures §7 "Dialog button height").
    static let dialogButtonHeight: CGFloat = 57
    static let dialogMargin: CGFloat = 8
    static let dialogCornerRadius: CGFloat = 13

    /// The black over the window behind a sheet, its opacity (Measures §7 "Sheet dimming").
    static let sheetDimming: CGFloat = 0.12

    /// How much a sheet shrinks the window behind it (Measures §7 "Presenter pushed back").
    static let pushedBackScale: CGFloat = 0.92
    /// The tint the window behind an alert or a dialog draws: a mid grey, translucent
    /// (Measures §7 "Dimmed tint").
    static let dimmedTint = Paint(128, 128, 128, 0.45)

    /// The SVG transform of the window pushed back behind a sheet — shrunk to
    /// `pushedBackScale` about its top centre, its top moved to the safe area's top — or
    /// `nil` when nothing `pushing` is shown or the window has no top inset to move into.
    static func pushedBackPresenter(window size: CGSize, safeArea: CGRect, pushing: Bool) -> String? {
        guard pushing, safeArea.minY > 0 else { return nil }
        let x = size.width * (1 - pushedBackScale) / 2
        return "translate(\(SVGText.number(x)) \(SVGText.number(safeArea.minY))) scale(\(SVGText.number(pushedBackScale)))"
    }

    /// A sheet's card in a window of `size` with `insets`.
    static func sheet(window size: CGSize, insets: EdgeInsets) -> CGRect {
        let top = min(size.height, insets.top + sheetGap)
        return CGRect(x: 0, y: top, width: size.width, height: size.height - top)
    }
}

extension PresentationNode: WindowPresentation, PictureNode {
    /// Draws the presenter's content; what it presents is drawn on top of the window.
    func draw(into picture: inout Picture) { picture.draw(content) }

    /// A sheet (and a popover, a sheet on an iPhone) pushes the window back; a cover
    /// hides it, and an alert or a dialog leaves it in place.
    var pushesWindowBack: Bool {
        switch presentationStyle {
        case .sheet, .popover: presentedContent != nil
        default: false
        }
    }

    /// An alert or a dialog dims the window's tint, as UIKit's modal alerts do.
    var dimsTintBehind: Bool {
        switch presentationStyle {
        case .alert, .confirmationDialog, .actionSheet: presentedContent != nil
        default: false
        }
    }

    func layOutPresented(window: CGSize, insets: EdgeInsets) {
        guard let presented = presentedContent else { return }
        let area: CGRect
        switch presentationStyle {
        case .sheet, .popover:
            let card = PresentationGeometry.sheet(window: window, insets: insets)
            area = CGRect(x: card.minX, y: card.minY, width: card.width, height: max(0, card.height - insets.bottom))
        case .fullScreenCover:
            area = CGRect(x: insets.leading, y: insets.top, width: max(0, window.width - insets.leading - insets.trailing),
                          height: max(0, window.height - insets.top - insets.bottom))
        case .alert, .confirmationDialog, .actionSheet:
            return
        }
        // A presentation is its own hosting controller: several views at its root stack
        // as a window's do (Measures §2 "Root views").
        let content = LayoutContent(presented, stack: .windowRoot)
        let proposal = ProposedViewSize(area.size)
        let size = content.measure(proposal)
        content.place(atWindowPoint: CGPoint(x: area.minX + (area.width - size.width) / 2, y: area.minY + (area.height - size.height) / 2),
                      below: self, proposal: proposal)
    }

    func drawPresented(into picture: inout Picture, window: CGSize, insets: EdgeInsets) {
        guard let presented = presentedContent else { return }
        let style = presentationStyle
        let isAlert = if case .alert = style { true } else { false }
        // The presentation's chrome in its own scheme (a preferred one, Rules R21).
        picture.drawing(in: presented.environmentForChildren.values.colorScheme) { picture in
            picture.group("g", Picture.naming(style.name, title: PresentedDrawing.title(of: style))) { picture in
                if case .fullScreenCover = style {
                    picture.fillRectangle(CGRect(origin: .zero, size: window), with: .paint(picture.system("systemBackground")))
                    return picture.draw(presented)
                }
                picture.fillRectangle(CGRect(origin: .zero, size: window),
                                      with: .paint(Paint(0, 0, 0, isAlert ? 0.2 : PresentationGeometry.sheetDimming)))
                switch style {
                case .sheet, .popover:
                    let card = PresentationGeometry.sheet(window: window, insets: insets)
                    let radius = PresentationGeometry.sheetCornerRadius
                    // Rounded at the top: the card runs past the window's bottom.
                    // Its corners continuous (Measures §9 "Continuous corners"), and what the
                    // content draws stays on the card: a form's background follows them.
                    let rounded = CGRect(x: card.minX, y: card.minY, width: card.width, height: card.height + radius * Path.continuousReach)
                    let outline = ShapeOutline.roundedRectangle(rounded, radius: CGSize(width: radius, height: radius), style: .continuous)
                    let shape = outline.element
                    picture.element(shape.name, shape.attributes.adding(picture.paintAttributes(.paint(picture.system("systemBackground")), as: "fill", in: rounded)))
                    picture.clipped(to: outline) { $0.draw(presented) }
                case .alert(let title):
                    PresentedDrawing.drawAlert(title: title, content: presented, into: &picture, window: window)
                case .confirmationDialog(let title), .actionSheet(let title):
                    PresentedDrawing.drawDialog(title: title, content: presented, into: &picture, window: window, insets: insets)
                case .fullScreenCover:
                    break
                }
            }
        }
    }
}

/// How a picture draws an alert and a dialog, where ``PresentedChrome`` places their parts.
@MainActor
enum PresentedDrawing {
    /// The title a presentation's group carries: an alert's or a dialog's.
    static func title(of style: PresentationStyle) -> String? {
        switch style {
        case .alert(let title), .confirmationDialog(let title), .actionSheet(let title): title
        default: nil
        }
    }

    static func drawAlert(title: String, content: Node, into picture: inout Picture, window: CGSize) {
        let chrome = PresentedChrome.alert(title: title, content: content, window: window, now: picture.now)
        for card in chrome.cards {
            picture.fillRectangle(card.rect, cornerRadius: PresentationGeometry.alertCornerRadius,
                                  with: .paint(picture.colorScheme == .dark ? Paint(44, 44, 46) : Paint(242, 242, 242)))
        }
        let label = picture.foreground
        let x = chrome.cards[0].rect.midX
        for (block, weight, name) in [(chrome.title, 600, "Title"), (chrome.message, 400, "Message")] {
            guard let block else { continue }
            picture.write(block.lines, x: x, baseline: block.baseline, advance: block.font.lineHeight, anchor: "middle",
                          font: TextFont(pointSize: block.font.pointSize, weight: weight),
                          fill: label, naming: Picture.naming(name))
        }
        chrome.buttons.forEach { drawButton($0, into: &picture) }
    }

    static func drawDialog(title: String, content: Node, into picture: inout Picture, window: CGSize, insets: EdgeInsets) {
        let chrome = PresentedChrome.dialog(title: title, content: content, window: window, bottomInset: insets.bottom, now: picture.now)
        let background = Fill.paint(picture.colorScheme == .dark ? Paint(44, 44, 46) : Paint(249, 249, 249))
        // The cancel button's card first, as it was drawn before the group.
        for card in chrome.cards.sorted(by: { $0.isCancel && !$1.isCancel }) {
            picture.fillRectangle(card.rect, cornerRadius: PresentationGeometry.dialogCornerRadius,
                                  with: card.isCancel ? .paint(picture.system("systemBackground")) : background)
            if card.isCancel, let cancel = chrome.buttons.last(where: { $0.rect == card.rect }) { drawButton(cancel, into: &picture) }
        }
        if let header = chrome.header {
            picture.writeLine(header.text, style: .footnote, weight: header.isTitle ? .semibold : nil, x: chrome.cards[0].rect.midX,
                              baseline: header.baseline, anchor: "middle", fill: .paint(picture.system("secondaryLabel")),
                              naming: Picture.naming("Title"))
        }
        for button in chrome.buttons where !chrome.cards.contains(where: { $0.isCancel && $0.rect == button.rect }) {
            drawButton(button, into: &picture)
        }
    }

    /// One of an alert's or a dialog's buttons: its title centred in its rectangle in the
    /// tint (red when destructive, semibold when it cancels), hairlines where it has them.
    private static func drawButton(_ button: ChromeButton, into picture: inout Picture) {
        let rect = button.rect
        picture.group("g", Picture.naming("Button", title: button.title)) { picture in
            if button.separatorAbove { picture.hairline(along: rect) }
            if button.separatorLeading { picture.hairline(along: rect, vertical: true) }
            let fill: Fill = button.role == .destructive ? .paint(picture.system("red")) : picture.tint
            let style: Font.TextStyle = button.large ? .title3 : .body
            let font = SystemFont.resolve(.system(style), dynamicTypeSize: .large)
            picture.writeLine(button.title, style: style, weight: button.role == .cancel ? .semibold : nil,
                              x: rect.midX, baseline: rect.midY - font.lineHeight / 2 + font.ascender, anchor: "middle", fill: fill,
                              naming: Picture.naming("Text"))
        }
    }
}
