// Where presented content goes (Rules R22), and how the picture draws it on top of the
// window ("Pictures of the window"). A sheet (and a popover, which is a sheet on an iPhone)
// is a card from 10 points below the safe area's top to the window's bottom (CONVENTION:
// iOS 17's large detent; the presenting view is not drawn pushed back), its content laid
// out in it above the home indicator's inset, over the window dimmed by black at 40 %
// (Measures §7 "Sheet dimming"); a
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

    /// A sheet's card in a window of `size` with `insets`.
    static func sheet(window size: CGSize, insets: EdgeInsets) -> CGRect {
        let top = min(size.height, insets.top + sheetGap)
        return CGRect(x: 0, y: top, width: size.width, height: size.height - top)
    }
}

extension PresentationNode: WindowPresentation, PictureNode {
    /// Draws the presenter's content; what it presents is drawn on top of the window.
    func draw(into picture: inout Picture) { picture.draw(content) }

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
        let content = LayoutContent(presented)
        let proposal = ProposedViewSize(area.size)
        let size = content.measure(proposal)
        content.place(atWindowPoint: CGPoint(x: area.minX + (area.width - size.width) / 2, y: area.minY + (area.height - size.height) / 2),
                      below: self, proposal: proposal)
    }

    func drawPresented(into picture: inout Picture, window: CGSize, insets: EdgeInsets) {
        guard let presented = presentedContent else { return }
        let style = presentationStyle
        let isAlert = if case .alert = style { true } else { false }
        picture.group("g", Picture.naming(style.name, title: PresentedDrawing.title(of: style))) { picture in
            if case .fullScreenCover = style {
                picture.fillRectangle(CGRect(origin: .zero, size: window), with: .paint(picture.system("systemBackground")))
                return picture.draw(presented)
            }
            picture.fillRectangle(CGRect(origin: .zero, size: window), with: .paint(Paint(0, 0, 0, isAlert ? 0.2 : 0.4)))
            switch style {
            case .sheet, .popover:
                let card = PresentationGeometry.sheet(window: window, insets: insets)
                let radius = PresentationGeometry.sheetCornerRadius
                // Rounded at the top: the card runs past the window's bottom.
                picture.fillRectangle(CGRect(x: card.minX, y: card.minY, width: card.width, height: card.height + radius), cornerRadius: radius,
                                      with: .paint(picture.system("systemBackground")))
                picture.draw(presented)
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

/// How a picture draws an alert and a dialog: their chrome, their message and their
/// buttons.
@MainActor
enum PresentedDrawing {
    /// The title a presentation's group carries: an alert's or a dialog's.
    static func title(of style: PresentationStyle) -> String? {
        switch style {
        case .alert(let title), .confirmationDialog(let title), .actionSheet(let title): title
        default: nil
        }
    }

    /// The message and the buttons inside `content`, in order.
    static func parts(of content: Node, at now: Date) -> (message: [String], buttons: [(title: String, role: ButtonRole?)]) {
        var message: [String] = []
        var buttons: [(String, ButtonRole?)] = []
        func visit(_ node: Node) {
            if let button = node as? any RoledButton, let control = node as? any RegisteredControl {
                return buttons.append((control.title, button.role))
            }
            if let text = node.displayedText(at: now), !text.isEmpty { message.append(text) }
            node.forEachChild(visit)
        }
        visit(content)
        return (message, buttons)
    }

    static func drawAlert(title: String, content: Node, into picture: inout Picture, window: CGSize) {
        let width = PresentationGeometry.alertWidth
        let (message, buttons) = parts(of: content, at: picture.now)
        let titleFont = SystemFont.resolve(.headline, dynamicTypeSize: .large)
        let messageFont = SystemFont.resolve(.footnote, dynamicTypeSize: .large)
        let textWidth = width - 32
        let titleLines = TextLayout.layout(title, font: titleFont, proposal: ProposedViewSize(width: textWidth, height: nil), lineLimit: nil).lines
        let messageLines = message.isEmpty ? [] : TextLayout.layout(message.joined(separator: "\n"), font: messageFont,
                                                                    proposal: ProposedViewSize(width: textWidth, height: nil), lineLimit: nil).lines
        let textHeight = 19 + CGFloat(titleLines.count) * titleFont.lineHeight + (messageLines.isEmpty ? 0 : 2 + CGFloat(messageLines.count) * messageFont.lineHeight) + 19
        let sideBySide = buttons.count == 2
        let buttonsHeight = PresentationGeometry.alertButtonHeight * CGFloat(sideBySide ? 1 : buttons.count)
        let box = CGRect(x: (window.width - width) / 2, y: (window.height - textHeight - buttonsHeight) / 2, width: width, height: textHeight + buttonsHeight)
        let radius = PresentationGeometry.alertCornerRadius
        picture.fillRectangle(box, cornerRadius: radius, with: .paint(picture.colorScheme == .dark ? Paint(44, 44, 46) : Paint(242, 242, 242)))
        let baseline = box.minY + 19 + titleFont.ascender
        let label = picture.foreground
        picture.write(titleLines.map { TextLine(text: String($0.text), width: $0.width) }, x: box.midX, baseline: baseline, advance: titleFont.lineHeight,
                      anchor: "middle", font: TextFont(pointSize: titleFont.pointSize, weight: 600), fill: label, naming: Picture.naming("Title"))
        if !messageLines.isEmpty {
            let top = box.minY + 19 + CGFloat(titleLines.count) * titleFont.lineHeight + 2
            picture.write(messageLines.map { TextLine(text: String($0.text), width: $0.width) }, x: box.midX, baseline: top + messageFont.ascender,
                          advance: messageFont.lineHeight, anchor: "middle", font: TextFont(pointSize: messageFont.pointSize), fill: label,
                          naming: Picture.naming("Message"))
        }
        let buttonsTop = box.minY + textHeight
        for (index, button) in buttons.enumerated() {
            let rect = sideBySide
                ? CGRect(x: box.minX + CGFloat(index) * width / 2, y: buttonsTop, width: width / 2, height: PresentationGeometry.alertButtonHeight)
                : CGRect(x: box.minX, y: buttonsTop + CGFloat(index) * PresentationGeometry.alertButtonHeight, width: width, height: PresentationGeometry.alertButtonHeight)
            drawButton(button, in: rect, separatorLeading: sideBySide && index == 1, into: &picture)
        }
    }

    static func drawDialog(title: String, content: Node, into picture: inout Picture, window: CGSize, insets: EdgeInsets) {
        let (message, all) = parts(of: content, at: picture.now)
        let cancel = all.filter { $0.role == .cancel }
        let buttons = all.filter { $0.role != .cancel }
        let height = PresentationGeometry.dialogButtonHeight, margin = PresentationGeometry.dialogMargin
        let width = window.width - 2 * margin
        let radius = PresentationGeometry.dialogCornerRadius
        let background = Fill.paint(picture.colorScheme == .dark ? Paint(44, 44, 46) : Paint(249, 249, 249))
        var bottom = window.height - max(insets.bottom, margin)
        if let cancel = cancel.first {
            let rect = CGRect(x: margin, y: bottom - height, width: width, height: height)
            picture.fillRectangle(rect, cornerRadius: radius, with: .paint(picture.system("systemBackground")))
            drawButton(cancel, in: rect, separatorLeading: false, into: &picture, separatorAbove: false)
            bottom = rect.minY - margin
        }
        let header = title.isEmpty && message.isEmpty ? 0 : CGFloat(44)
        let group = CGRect(x: margin, y: bottom - CGFloat(buttons.count) * height - header, width: width, height: CGFloat(buttons.count) * height + header)
        picture.fillRectangle(group, cornerRadius: radius, with: background)
        if header > 0 {
            let text = title.isEmpty ? message.joined(separator: " ") : title
            picture.writeLine(text, style: .footnote, weight: title.isEmpty ? nil : .semibold, x: group.midX, baseline: group.minY + 27,
                              anchor: "middle", fill: .paint(picture.system("secondaryLabel")), naming: Picture.naming("Title"))
        }
        for (index, button) in buttons.enumerated() {
            let rect = CGRect(x: group.minX, y: group.minY + header + CGFloat(index) * height, width: width, height: height)
            drawButton(button, in: rect, separatorLeading: false, into: &picture, separatorAbove: index > 0 || header > 0, large: true)
        }
    }

    /// One of an alert's or a dialog's buttons: its title centred in `rect` in the tint
    /// (red when destructive, semibold when it cancels), a hairline above it.
    private static func drawButton(_ button: (title: String, role: ButtonRole?), in rect: CGRect, separatorLeading: Bool,
                                   into picture: inout Picture, separatorAbove: Bool = true, large: Bool = false) {
        picture.group("g", Picture.naming("Button", title: button.title)) { picture in
            if separatorAbove { picture.hairline(along: rect) }
            if separatorLeading { picture.hairline(along: rect, vertical: true) }
            let fill: Fill = button.role == .destructive ? .paint(picture.system("red")) : picture.tint
            let font = SystemFont.resolve(large ? .title3 : .body, dynamicTypeSize: .large)
            picture.writeLine(button.title, style: large ? .title3 : .body, weight: button.role == .cancel ? .semibold : nil,
                              x: rect.midX, baseline: rect.midY - font.lineHeight / 2 + font.ascender, anchor: "middle", fill: fill,
                              naming: Picture.naming("Text"))
        }
    }
}
