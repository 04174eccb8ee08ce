// Where an alert's and a dialog's parts sit in the window — the box, its title and message,
// each button's rectangle — computed in one place for the picture that draws them
// (PresentedLayout.swift) and the clicks that reach them (Rules: Host, "A click drives the
// control under it"). An alert's and a dialog's views are drawn, not laid out, so their
// buttons have no frames of their own: this is where a click finds them.

import ViewEngineCore

/// One of an alert's or a dialog's buttons, placed in the window.
@MainActor
struct ChromeButton {
    /// The button's node: a click taps it, as ``ViewHost/tap(_:)`` does.
    let node: any Activating & RegisteredControl
    let title: String
    let role: ButtonRole?
    /// Where it is drawn and takes clicks, in window coordinates.
    let rect: CGRect
    /// Whether a hairline is drawn along its top edge, and along its leading edge.
    let separatorAbove: Bool
    let separatorLeading: Bool
    /// A dialog's buttons are drawn in the `title3` style, an alert's in `body`.
    let large: Bool
}

/// An alert's or a dialog's parts in the window (Measures §7).
@MainActor
struct PresentedChrome {
    /// A block of text: its lines, the font, where its first baseline is.
    struct TextBlock {
        let lines: [TextLine]
        let font: ResolvedFont
        let baseline: CGFloat
    }

    /// The cards it draws, each with its corner radius: an alert's box; a dialog's group
    /// and its cancel button's own card below it.
    let cards: [(rect: CGRect, isCancel: Bool)]
    /// An alert's title and message, each centred in the box (a dialog's title is
    /// `header`).
    let title: TextBlock?
    let message: TextBlock?
    /// A dialog's title line (or its message, when it has no title), and its baseline.
    let header: (text: String, isTitle: Bool, baseline: CGFloat)?
    /// Its buttons, in the order they are drawn.
    let buttons: [ChromeButton]

    /// The message and the buttons inside `content`, in order.
    static func parts(of content: Node, at now: Date) -> (message: [String], buttons: [(node: any Activating & RegisteredControl, role: ButtonRole?)]) {
        var message: [String] = []
        var buttons: [(any Activating & RegisteredControl, ButtonRole?)] = []
        func visit(_ node: Node) {
            if let button = node as? any RoledButton, let control = node as? any Activating & RegisteredControl {
                return buttons.append((control, button.role))
            }
            if let text = node.displayedText(at: now), !text.isEmpty { message.append(text) }
            node.forEachChild(visit)
        }
        visit(content)
        return (message, buttons)
    }

    /// An alert titled `title` presenting `content`, in a window of `window`: the box
    /// 270 points wide and centred, the title and message 19 points in from its top and
    /// bottom edges of text, its buttons 44 points high below — side by side when there
    /// are two, the cancel button leading, one above the other otherwise, the cancel
    /// button last.
    static func alert(title: String, content: Node, window: CGSize, now: Date) -> PresentedChrome {
        let width = PresentationGeometry.alertWidth
        let (message, given) = parts(of: content, at: now)
        // "The system may reorder the buttons based on their role": UIKit's cancel button
        // leads when two sit side by side, and ends a column (Measures §7 "Alert buttons").
        let cancel = given.filter { $0.role == .cancel }, others = given.filter { $0.role != .cancel }
        let buttons = given.count == 2 ? cancel + others : others + cancel
        let titleFont = SystemFont.resolve(.headline, dynamicTypeSize: .large)
        let messageFont = SystemFont.resolve(.footnote, dynamicTypeSize: .large)
        let proposal = ProposedViewSize(width: width - 32, height: nil)
        func lines(_ text: String, _ font: ResolvedFont) -> [TextLine] {
            TextLayout.layout(text, font: font, proposal: proposal, lineLimit: nil).lines.map { TextLine(text: String($0.text), width: $0.width) }
        }
        let titleLines = lines(title, titleFont)
        let messageLines = message.isEmpty ? [] : lines(message.joined(separator: "\n"), messageFont)
        let titleHeight = CGFloat(titleLines.count) * titleFont.lineHeight
        let messageHeight = messageLines.isEmpty ? 0 : 2 + CGFloat(messageLines.count) * messageFont.lineHeight
        let textHeight = 19 + titleHeight + messageHeight + 19
        let sideBySide = buttons.count == 2
        let buttonHeight = PresentationGeometry.alertButtonHeight
        let buttonsHeight = buttonHeight * CGFloat(sideBySide ? 1 : buttons.count)
        let box = CGRect(x: (window.width - width) / 2, y: (window.height - textHeight - buttonsHeight) / 2,
                         width: width, height: textHeight + buttonsHeight)
        let buttonsTop = box.minY + textHeight
        let placed = buttons.enumerated().map { index, button in
            let rect = sideBySide
                ? CGRect(x: box.minX + CGFloat(index) * width / 2, y: buttonsTop, width: width / 2, height: buttonHeight)
                : CGRect(x: box.minX, y: buttonsTop + CGFloat(index) * buttonHeight, width: width, height: buttonHeight)
            return ChromeButton(node: button.node, title: button.node.title, role: button.role, rect: rect, separatorAbove: true,
                                separatorLeading: sideBySide && index == 1, large: false)
        }
        return PresentedChrome(
            cards: [(box, false)],
            title: TextBlock(lines: titleLines, font: titleFont, baseline: box.minY + 19 + titleFont.ascender),
            message: messageLines.isEmpty ? nil
                : TextBlock(lines: messageLines, font: messageFont, baseline: box.minY + 19 + titleHeight + 2 + messageFont.ascender),
            header: nil, buttons: placed)
    }

    /// A confirmation dialog (or an action sheet) titled `title` presenting `content`: a
    /// column of 57-point buttons at the window's bottom, 8 points in from its sides and
    /// above the home indicator, its title (or message) above them, its cancel button on
    /// a card of its own below.
    static func dialog(title: String, content: Node, window: CGSize, bottomInset: CGFloat, now: Date) -> PresentedChrome {
        let (message, all) = parts(of: content, at: now)
        let cancel = all.first { $0.role == .cancel }
        let buttons = all.filter { $0.role != .cancel }
        let height = PresentationGeometry.dialogButtonHeight, margin = PresentationGeometry.dialogMargin
        let width = window.width - 2 * margin
        var bottom = window.height - max(bottomInset, margin)
        var cards: [(rect: CGRect, isCancel: Bool)] = []
        var placed: [ChromeButton] = []
        if let cancel {
            let rect = CGRect(x: margin, y: bottom - height, width: width, height: height)
            cards.append((rect, true))
            placed.append(ChromeButton(node: cancel.node, title: cancel.node.title, role: cancel.role, rect: rect, separatorAbove: false,
                                       separatorLeading: false, large: true))
            bottom = rect.minY - margin
        }
        let headerHeight: CGFloat = title.isEmpty && message.isEmpty ? 0 : 44
        let group = CGRect(x: margin, y: bottom - CGFloat(buttons.count) * height - headerHeight, width: width,
                           height: CGFloat(buttons.count) * height + headerHeight)
        cards.insert((group, false), at: 0)
        let column = buttons.enumerated().map { index, button in
            ChromeButton(node: button.node, title: button.node.title, role: button.role,
                         rect: CGRect(x: group.minX, y: group.minY + headerHeight + CGFloat(index) * height, width: width, height: height),
                         separatorAbove: index > 0 || headerHeight > 0, separatorLeading: false, large: true)
        }
        return PresentedChrome(
            cards: cards, title: nil, message: nil,
            header: headerHeight > 0 ? (title.isEmpty ? message.joined(separator: " ") : title, !title.isEmpty, group.minY + 27) : nil,
            buttons: column + placed)
    }
}

extension PresentationNode: PresentedPointerTargeting {
    /// An alert's or a dialog's parts as the window now shows them; `nil` for a sheet, a
    /// cover or a popover (laid out as views) and while nothing is presented.
    var chrome: PresentedChrome? {
        guard let presented = presentedContent else { return nil }
        let window = graph.windowBounds.size
        let now = graph.clock.date(at: graph.clock.now)
        switch presentationStyle {
        case .alert(let title):
            return .alert(title: title, content: presented, window: window, now: now)
        case .confirmationDialog(let title), .actionSheet(let title):
            return .dialog(title: title, content: presented, window: window,
                           bottomInset: graph.windowBounds.maxY - graph.windowSafeArea.maxY, now: now)
        case .sheet, .fullScreenCover, .popover:
            return nil
        }
    }

    /// An alert's and a dialog's buttons where they are drawn: a click taps the button,
    /// as ``ViewHost/tap(_:)`` does — its action runs, then the alert or dialog closes.
    var presentedRegions: [PointerRegion] {
        (chrome?.buttons ?? []).map { button in
            let (node, title) = (button.node, button.title)
            return PointerRegion(PointerTarget(kind: "Button", title: title, frame: button.rect,
                                               isEnabled: node.environment.values.isEnabled)) { _, driver in
                driver.tap(node, titled: title)
                return "tap \"\(title)\""
            }
        }
    }

    /// A tap outside a dialog's cards dismisses it, as outside an action sheet on an
    /// iPhone; an alert is modal: a tap beside it does nothing.
    func dismissesOnTap(at point: CGPoint) -> Bool {
        switch presentationStyle {
        case .alert: false
        case .confirmationDialog, .actionSheet: !(chrome?.cards.contains { $0.rect.contains(point) } ?? false)
        case .sheet, .fullScreenCover, .popover: true
        }
    }
}
