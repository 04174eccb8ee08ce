import Foundation
import Testing
@testable import ViewEngine
import TestSupport
import ViewEngineTesting

/// Inset-grouped lists and forms at the geometry iOS draws whole screens with: the numbers
/// were measured on iOS 17/18, issue 85 (public apps' snapshot-test references of whole
/// `List`/`Form` screens, compared with the engine's picture of the same views). The
/// window is the default 393 × 852, its safe area from y 59; a list's first section is 12
/// points below its top (Measures §6 "Section spacing").
@MainActor
@Suite("Lists and forms at iOS's screen geometry (issue 85)")
struct ScreenGeometryTests {
    /// One line of body text (Measures §4).
    static let line: CGFloat = 61.0 / 3
    /// The first section's top: the safe area's top and the first section's gap.
    static let firstCardTop: CGFloat = 59 + 12

    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 }

    /// A `Toggle` row is 44 points high, measured on iOS 17/18, issue 85 (the engine drew
    /// 53: the 31-point switch with the text's 11 points above and below). Measures §6
    /// "Switch row height": the switch 6.5 points from the row's top and bottom; the next
    /// row starts 44 points below the toggle's (a modifier on the toggle changes nothing),
    /// the text of the row after them centred in its own.
    @Test func aToggleRowIs44PointsHigh() throws {
        let host = ViewHost(testing: Form {
            Toggle("Wi-Fi", isOn: .constant(true))
            Toggle("Bluetooth", isOn: .constant(false)).tint(.orange)
            Text("About")
        })
        let wifi = try host.frame(of: "Wi-Fi"), bluetooth = try host.frame(of: "Bluetooth")
        #expect(close(wifi.minY, Self.firstCardTop + 6.5) && close(wifi.height, 31), "\(wifi)")
        #expect(close(bluetooth.minY - wifi.minY, 44), "\(bluetooth)")
        let about = try host.frame(of: "About")
        #expect(close(about.minY, Self.firstCardTop + 2 * 44 + (44 - Self.line) / 2), "\(about)")
    }

    /// The same in a `List`, and the row's drawn card: two toggle rows make a card 88
    /// points high (2 × 44), measured on iOS 17/18, issue 85.
    @Test func aListOfTogglesDrawsA44PointPitch() throws {
        let host = ViewHost(testing: List {
            Toggle("Airplane Mode", isOn: .constant(false))
            Toggle("Wi-Fi", isOn: .constant(true))
        })
        let first = try host.frame(of: "Airplane Mode"), second = try host.frame(of: "Wi-Fi")
        #expect(close(second.minY - first.minY, 44), "\(first) \(second)")
        let svg = host.snapshot()
        #expect(svg.contains(#"y="71" width="353" height="88""#), "\(svg.prefix(3000))")
    }

    /// A toggle whose label is taller than its switch keeps the text's 11 points above and
    /// below its label (Measures §6 "Row vertical inset"): a label of two lines of body
    /// text (taller than the switch) makes a row of its height + 22.
    @Test func aToggleWithATallLabelKeepsTheTextsInsets() throws {
        let host = ViewHost(testing: Form {
            Toggle(isOn: .constant(true)) { Text("Allow notifications\nfrom this app") }
                .accessibilityIdentifier("allow")
            Text("Next")
        })
        let toggle = try host.frame(of: "allow"), next = try host.frame(of: "Next")
        #expect(toggle.height > 31 && close(toggle.minY, Self.firstCardTop + 11), "\(toggle)")
        #expect(close(next.minY, Self.firstCardTop + toggle.height + 22 + (44 - Self.line) / 2), "\(next)")
    }
}

extension ScreenGeometryTests {
    /// The `Footer` text lines of a picture: each line's baseline `y` and `textLength`
    /// (one line is a `<text>` element, several are `<tspan>`s inside one).
    func footerLines(_ svg: String) -> [(y: CGFloat, width: CGFloat)] {
        func value(_ name: String, in line: Substring) -> CGFloat? {
            guard let range = line.range(of: " \(name)=\"") else { return nil }
            return Double(line[range.upperBound...].prefix { $0 != "\"" }).map { CGFloat($0) }
        }
        var result: [(y: CGFloat, width: CGFloat)] = []
        var inFooter = false
        for line in svg.split(separator: "\n") {
            if line.contains(#"data-view="Footer""#) { inFooter = true }
            if inFooter, let y = value("y", in: line), let width = value("textLength", in: line) { result.append((y, width)) }
            if line.contains("</text>") { inFooter = false }
        }
        return result
    }

    /// A section's footer wraps to the card's width, measured on iOS 17/18, issue 85: in an
    /// iPhone 13's window (390 × 844) the rows' text column is 310 points wide (the card
    /// 350, less 20 on either side), and a footer of about 468 points of footnote text is
    /// two lines in it, not one 468-point line; it is laid out in the footnote style
    /// (Measures §6 "Section header and footer text"), two footnote lines high, so the
    /// next section is not pushed down by lines of body text.
    @Test func aSectionFooterWrapsToTheCardsWidth() throws {
        let footer = "Devices you have signed in to with your account show here; remove one to sign it out everywhere."
        let host = ViewHost(testing: Form {
            Section { Text("Devices") } footer: { Text(footer) }
            Section { Text("Next") }
        })
        host.size = CGSize(width: 390, height: 844)
        host.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let frame = try host.frame(of: footer)
        let font = SystemFont.resolve(.footnote, dynamicTypeSize: .large)
        #expect(font.width(of: footer) > 400 && font.width(of: footer) < 620, "\(font.width(of: footer))")
        #expect(close(frame.minX, 40) && frame.width <= 310 + 0.01, "\(frame)")
        let lines = footerLines(host.snapshot())
        #expect(lines.map { $0.width > 0 && $0.width <= 310 + 0.01 } == [true, true], "\(lines)")
        #expect(abs(frame.height - (2 * font.lineHeight + font.lineGap)) < 0.34, "\(frame) \(font.lineHeight)")
    }
}
