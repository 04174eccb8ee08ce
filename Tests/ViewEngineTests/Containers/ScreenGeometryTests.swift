import Foundation
import Testing
@testable import ViewEngine
import TestSupport
import ViewEngineTesting

/// Inset-grouped lists and forms at the geometry iOS draws whole screens with: the numbers
/// were measured on iOS 17/18, issue 85 (public apps' snapshot-test references of whole
/// `List`/`Form` screens, compared with the engine's picture of the same views). The
/// window is the default 393 × 852, its safe area from y 59, unless a test gives an
/// iPhone 13's (390 × 844, from y 47); a list's or a form's first card is 35 points below
/// its top, its rows in a section or not (Measures §6 "First section top").
@MainActor
@Suite("Lists and forms at iOS's screen geometry (issue 85)")
struct ScreenGeometryTests {
    /// One line of body text (Measures §4).
    static let line: CGFloat = 61.0 / 3
    /// A list's or a form's first card's top: the safe area's top and the list's top
    /// margin, 35 (Measures §6 "First section top").
    static let firstCardTop: CGFloat = 59 + 35

    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 }

    /// Measures §6 "Inset-grouped margins": in a window narrower than 390 points (netbob's
    /// snapshot tests at the iPhone SE configuration, 320 × 568, iOS 18) the cards are 16
    /// points from the window's sides and the rows' text 16 inside them (x 16–304, text
    /// from 32), where the engine drew 20 and 40; at 390 they stay 20 and 40.
    @Test func aNarrowWindowsCardsAreSixteenPointsIn() throws {
        func frames(width: CGFloat) throws -> (card: CGRect, text: CGRect) {
            let host = ViewHost(testing: Form { Section { Text("URL").accessibilityIdentifier("url") } })
            host.size = CGSize(width: width, height: 568)
            let text = try host.frame(of: "url")
            let svg = host.snapshot()
            let card = try #require(svg.split(separator: "\n").first { $0.contains(##"rx="10" fill="#FFFFFF""##) })
            func number(_ name: String) -> CGFloat {
                guard let range = card.range(of: " \(name)=\"") else { return -1 }
                return CGFloat(Double(card[range.upperBound...].prefix { $0 != "\"" }) ?? -1)
            }
            return (CGRect(x: number("x"), y: number("y"), width: number("width"), height: number("height")), text)
        }
        let narrow = try frames(width: 320)
        #expect(narrow.card.minX == 16 && narrow.card.maxX == 304 && narrow.text.minX == 32, "\(narrow)")
        let wide = try frames(width: 390)
        #expect(wide.card.minX == 20 && wide.card.maxX == 370 && wide.text.minX == 40, "\(wide)")
    }

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
        #expect(svg.contains(#"y="\#(Int(Self.firstCardTop))" width="353" height="88""#), "\(svg.prefix(3000))")
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
        // Two lines with no line gap between them (Measures §6 "Section footer spacing").
        #expect(abs(frame.height - 2 * font.lineHeight) < 0.34, "\(frame) \(font.lineHeight)")
    }
}

extension ScreenGeometryTests {
    /// The `y` of each card (`rx="10"` rectangle) of a picture, top to bottom.
    func cardTops(_ svg: String) -> [CGFloat] {
        svg.split(separator: "\n").filter { $0.contains("<rect") && $0.contains(#"rx="10""#) }.compactMap { line in
            guard let range = line.range(of: " y=\"") else { return nil }
            return Double(line[range.upperBound...].prefix { $0 != "\"" }).map { CGFloat($0) }
        }
    }

    /// The height of each card (`rx="10"` rectangle) of a picture, top to bottom.
    func cardHeights(_ svg: String) -> [CGFloat] {
        svg.split(separator: "\n").filter { $0.contains("<rect") && $0.contains(#"rx="10""#) }.compactMap { line in
            guard let range = line.range(of: " height=\"") else { return nil }
            return Double(line[range.upperBound...].prefix { $0 != "\"" }).map { CGFloat($0) }
        }
    }

    /// The baseline `y` of each `Header` text of a picture, top to bottom.
    func headerBaselines(_ svg: String) -> [CGFloat] {
        svg.split(separator: "\n").filter { $0.contains(#"data-view="Header""#) }.compactMap { line in
            guard let range = line.range(of: " y=\"") else { return nil }
            return Double(line[range.upperBound...].prefix { $0 != "\"" }).map { CGFloat($0) }
        }
    }

    /// Section gaps, measured on iOS 17/18, issue 85: 35 points between two cards when the
    /// next section has no header (the engine drew 24–25). Measures §6 "Section spacing".
    @Test func sectionsWithoutAHeaderAre35PointsApart() throws {
        let host = ViewHost(testing: Form {
            Section { Text("One") }
            Section { Text("Two") }
            Section { Text("Three") }
        })
        let one = try host.frame(of: "One"), two = try host.frame(of: "Two"), three = try host.frame(of: "Three")
        #expect(close(two.minY - one.minY, 44 + 35) && close(three.minY - two.minY, 44 + 35), "\(one) \(two) \(three)")
        let tops = cardTops(host.snapshot())
        #expect(tops.count == 3 && close(tops[0], Self.firstCardTop) && close(tops[1], Self.firstCardTop + 44 + 35)
                && close(tops[2], Self.firstCardTop + 2 * (44 + 35)), "\(tops)")
    }

    /// Section gaps, measured on iOS 17/18, issue 85, at the medium text size (footnote
    /// 12): 55 points card to card when the next section has a header (the engine drew 69),
    /// the header's text ink 9 points above its card (the engine drew 18), its baseline 46
    /// below the card before; and at the large size (footnote 13, the TCA SyncUps meeting
    /// screen, iOS 17): 57 card to card, the baseline 47.67 below and 9.33 above. The
    /// header's line starts the section spacing (35) below the card before and its card is
    /// 6 below its line, within half a point of both. Measures §6 "Section header spacing".
    @Test func aHeadedSectionIs55PointsBelowTheCardBefore() throws {
        for (size, cardToCard, baselineGap, aboveCard) in [(DynamicTypeSize.medium, 55.0, 46.0, 9.0), (.large, 57, 47.67, 9.33)] {
            let host = ViewHost(testing: Form {
                Section { Text("Wi-Fi") }
                Section("Sound") { Text("Volume") }
            }.environment(\.dynamicTypeSize, size))
            let svg = host.snapshot()
            let tops = cardTops(svg), baselines = headerBaselines(svg)
            #expect(tops.count == 2 && abs(tops[1] - tops[0] - 44 - cardToCard) < 0.5, "\(size) \(tops)")
            #expect(baselines.count == 1 && tops.count == 2 && abs(baselines[0] - tops[0] - 44 - baselineGap) < 0.5
                    && abs(tops[1] - baselines[0] - aboveCard) < 0.5, "\(size) \(baselines) \(tops)")
        }
    }

    /// The first section's header: at the medium text size its baseline 28 points below
    /// the safe area's top and 9 above its card, the card 37 below the top (SpeziViews'
    /// inline option picker, below home-assistant's inline bar and below netbob's, iOS
    /// 17/18); at the large size the baseline 29.67 below the top and the card 39 (the TCA
    /// SyncUps detail form under its large title, iOS 17). Its line starts 17 points below
    /// the top. Measures §6 "Section header spacing", "First section top".
    @Test func theFirstSectionsHeaderIs9PointsAboveItsCard() throws {
        for (size, card, baseline) in [(DynamicTypeSize.medium, 37.0, 28.0), (.large, 39, 29.67)] {
            let svg = ViewHost(testing: Form { Section("Sound") { Text("Volume") } }.environment(\.dynamicTypeSize, size)).snapshot()
            let tops = cardTops(svg), baselines = headerBaselines(svg)
            #expect(tops.count == 1 && abs(tops[0] - 59 - card) < 0.5, "\(size) \(tops)")
            #expect(baselines.count == 1 && abs(baselines[0] - 59 - baseline) < 0.5, "\(size) \(baselines)")
        }
    }
}

extension ScreenGeometryTests {
    /// A disclosure row's chevron is 0.41 × 0.705 of the body font's size in ink, measured
    /// on iOS 17/18, issue 85: 6.33–6.67 × 11–11.33 points at the medium size (body 16,
    /// home-assistant's location history) and 7 × 11.67–12 at the large (body 17, TCA
    /// SyncUps), where the engine drew 6 × 10 at both (and, first, 8 × 13). The picture's
    /// path and its round stroke together end 20 points inside the card's trailing edge
    /// (373) and stand about the row's middle. Measures §6 "Row chevron".
    @Test func aDisclosureChevronGrowsWithTheBodyFont() throws {
        for (size, body) in [(DynamicTypeSize.large, CGFloat(17)), (.medium, 16)] {
            let host = ViewHost(testing: NavigationStack {
                List { NavigationLink("General") { Text("Detail") } }
            }.dynamicTypeSize(size))
            let row = try host.frame(of: "General")
            let svg = host.snapshot()
            guard let line = svg.split(separator: "\n").first(where: { $0.contains("<path") && $0.contains("stroke-linecap=\"round\"") }),
                  let d = line.range(of: #"d=""#).map({ line[$0.upperBound...].prefix { $0 != "\"" } }),
                  let strokeRange = line.range(of: #"stroke-width=""#),
                  let stroke = Double(line[strokeRange.upperBound...].prefix { $0 != "\"" }) else {
                Issue.record("no chevron in \(svg)")
                return
            }
            let numbers = d.split(whereSeparator: { "ML ".contains($0) }).compactMap { Double($0) }.map { CGFloat($0) }
            let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
            let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
            let half = CGFloat(stroke) / 2
            let ink = CGRect(x: xs.min()! - half, y: ys.min()! - half,
                             width: xs.max()! - xs.min()! + 2 * half, height: ys.max()! - ys.min()! + 2 * half)
            #expect(close(ink.width, 0.41 * body) && close(ink.height, 0.705 * body), "\(size): \(ink) from \(d)")
            #expect(close(ink.maxX, 373 - 20) && close(ink.midY, row.midY), "\(size): \(ink) \(row)")
        }
    }
}

extension ScreenGeometryTests {
    /// A button in a header takes taps on its own band, not on the card below it: with the
    /// header's text 9 points above its card (Measures §6 "Section header spacing"), a row
    /// of the header's height centred on it would reach into the card's first row.
    @Test func aHeadersButtonDoesNotReachIntoTheCard() throws {
        struct Screen: View {
            let log: Log
            var body: some View {
                Form {
                    Section { Text("Wi-Fi") }
                    Section { Text("Volume") } header: { Button("Edit") { log("edit") } }
                }
            }
        }
        let log = Log()
        let host = ViewHost(testing: Screen(log: log))
        let volume = try host.frame(of: "Volume")
        let cardTop = volume.minY - (44 - Self.line) / 2
        #expect(throws: HostError.self) { try host.tap(at: CGPoint(x: volume.minX + 5, y: cardTop + 2)) }
        let edit = try host.frame(of: "Edit")
        try host.tap(at: CGPoint(x: edit.midX, y: edit.midY))
        #expect(log.lines == ["edit"])
    }
}

extension ScreenGeometryTests {
    /// A host of `view` in an iPhone 13's window, as issue 85's references were drawn:
    /// 390 × 844, its safe area from y 47 to 34 above the bottom (a top inset under the
    /// status bar's 54 points, so none is drawn: Measures §3 "Status bar").
    func iPhone13<V: View>(_ view: V) -> ViewHost<V> {
        let host = ViewHost(testing: view)
        host.size = CGSize(width: 390, height: 844)
        host.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        return host
    }

    /// The first card's place under an inline bar, measured on iOS 17/18, issue 85, in the
    /// iPhone 16 simulator's key window (home-assistant's tests that draw the hierarchy in
    /// the key window: its safe area's top 59, the bar under the status bar from 53.67 to
    /// 97.67): y 133 for a `Form` (35 below the bar), 135 when the first section has a
    /// header (37 below it). The engine had drawn 98 (its bar ending at 85.67, the section
    /// 12 below it). Measures §6 "First section top": the top margin of 35 below the bar,
    /// a first header's baseline 28 below it and 9 above its card, whether the rows are in
    /// a `Section` or not.
    @Test func theFirstCardUnderAnInlineBar() throws {
        func firstCard<Content: View>(_ content: Content) -> [CGFloat] {
            let host = ViewHost(testing: NavigationStack {
                content.navigationTitle("Settings").navigationBarTitleDisplayMode(.inline)
            })
            host.size = CGSize(width: 390, height: 844)
            host.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
            return cardTops(host.snapshot())
        }
        let barEnd: CGFloat = 53 + 2.0 / 3 + 44
        for tops in [firstCard(Form { Section { Text("Wi-Fi") }; Section { Text("Sound") } }),
                     firstCard(List { Text("Wi-Fi"); Text("Sound") }), firstCard(List { Section { Text("Wi-Fi") } })] {
            #expect(tops.first.map { abs($0 - (barEnd + 35)) < 0.5 } == true, "\(tops) \(barEnd)")
        }
        // Measured at the medium text size: 37 under a one-line header.
        let headed = try #require(firstCard(Form { Section("Network") { Text("Wi-Fi") } }.environment(\.dynamicTypeSize, .medium)).first)
        #expect(abs(headed - (barEnd + 37)) < 0.5, "\(headed)")
    }

    /// The first card's place with no bar, measured on iOS 17/18, issue 85: 35 below the
    /// safe area's top whatever the first rows are in — y 82 in SpeziViews' lists of rows
    /// in no section (an iPhone 13's window, its top 47), 89 in home-assistant's (an
    /// app-hosted test, whose content starts under the simulator's 54-point status bar),
    /// 94 in its about screen (the key window, 59); 37 under a first header (SpeziViews'
    /// inline option picker: 84, the header's baseline at 75); and at the top itself with
    /// `.contentMargins(.top, 0)`, which replaces the margin (home-assistant's privacy
    /// screen: 54). The engine had drawn 50 for rows in no section and 89 for a section.
    /// Measures §6 "First section top".
    @Test func theFirstCardWithNoBar() throws {
        #expect(cardTops(iPhone13(List { Text("San Francisco") }).snapshot()) == [82])
        #expect(cardTops(iPhone13(Form { Section { Text("Wi-Fi") } }).snapshot()) == [82])
        let headed = iPhone13(Form { Section("Network") { Text("Wi-Fi") } }.environment(\.dynamicTypeSize, .medium)).snapshot()
        #expect(cardTops(headed).map { abs($0 - 84) < 0.5 } == [true] && headerBaselines(headed).map { abs($0 - 75) < 0.5 } == [true],
                "\(cardTops(headed)) \(headerBaselines(headed))")
        let hosted = iPhone13(List { Text("Sensor 1") })
        hosted.safeAreaInsets.top = 54
        #expect(cardTops(hosted.snapshot()) == [89])
        let zero = iPhone13(List { Text("Privacy"); Section { Text("Alerts") } }.contentMargins(.top, 0))
        zero.safeAreaInsets.top = 54
        #expect(cardTops(zero.snapshot()).first == 54)
        let privacy = try zero.frame(of: "Privacy")
        #expect(close(privacy.minY, 54 + (44 - Self.line) / 2), "\(privacy)")
    }
}

extension ScreenGeometryTests {
    /// A section's footer, measured on iOS 18, issue 85, at the medium text size (its
    /// footnote 12 points): home-assistant's privacy screen, two sections of one toggle
    /// each under a two-line footer — the footer's first baseline 17.5 points below its
    /// card (17.67 and 17.5), the next card 32.33 below its last baseline; the engine drew
    /// them 22.4 and 49.6 (a row's 11-point insets and the full section spacing after).
    /// The footer's two lines are 14.0 apart (both footers): its font's line height
    /// (14.32) with no line gap; the engine drew them 15.75 apart.
    /// Measures §6 "Section footer spacing".
    @Test func aFooterSitsUnderItsCardAndTheNextSectionCloser() throws {
        let host = iPhone13(Form {
            Section(footer: Text("Firebase Cloud Messaging must be enabled for push notifications to function.")) {
                Toggle("Firebase Cloud Messaging", isOn: .constant(true))
            }
            Section(footer: Text("Allows checking for important alerts like security vulnerabilities.")) {
                Toggle("Alerts", isOn: .constant(true))
            }
        }.environment(\.dynamicTypeSize, .medium))
        let svg = host.snapshot()
        let tops = cardTops(svg), heights = cardHeights(svg), footers = footerLines(svg)
        #expect(tops.count == 2 && heights.count == 2 && footers.count == 4, "\(tops) \(heights) \(footers)")
        guard tops.count == 2, heights.count == 2, footers.count == 4 else { return }
        #expect(abs(footers[0].y - (tops[0] + heights[0]) - 17.5) < 0.5, "\(footers) \(tops)")
        #expect(abs(tops[1] - footers[1].y - 32.33) < 0.5, "\(footers) \(tops)")
        #expect(abs(footers[2].y - (tops[1] + heights[1]) - 17.5) < 0.5, "\(footers) \(tops)")
        #expect(abs(footers[1].y - footers[0].y - 14.0) < 0.4 && abs(footers[3].y - footers[2].y - 14.0) < 0.4, "\(footers)")
    }
}

extension ScreenGeometryTests {
    /// A row of two stacked texts, measured on iOS 18, issue 85, at the medium text size
    /// the references were drawn at (body 16 points): home-assistant's location history,
    /// a navigation link whose label is a date over its trigger, two rows making a card
    /// 125 points high (62.5 each), the texts' baselines 21.33 apart; the engine, keeping
    /// the texts touching, drew 121. Measures §2 "Spacing next to text": the two lines
    /// a line gap apart (1.91, 2 in thirds), the row their height and the 11-point insets.
    @Test func aRowOfTwoStackedTextsKeepsTheirLineGap() throws {
        let host = iPhone13(Form {
            Section {
                ForEach(["Manual", "Periodic"], id: \.self) { trigger in
                    NavigationLink { Text("Detail") } label: {
                        VStack(alignment: .leading) {
                            Text("28/2/25, 7:09:33 PM \(trigger)")
                            Text(trigger).foregroundStyle(.secondary)
                        }
                    }
                }
            }
        }.environment(\.dynamicTypeSize, .medium))
        let date = try host.frame(of: "28/2/25, 7:09:33 PM Manual"), trigger = try host.frame(of: "Manual")
        #expect(abs(trigger.minY - date.maxY - 2) < 0.01, "\(date) \(trigger)")
        let tops = cardTops(host.snapshot())
        let card = try #require(cardHeights(host.snapshot()).first)
        #expect(tops == [82] && abs(card - 125) < 1, "\(tops) \(card)")
    }
}

extension ScreenGeometryTests {
    /// The baseline `y` of the `NavigationTitle` of a picture.
    func titleBaseline(_ svg: String) -> CGFloat? {
        svg.split(separator: "\n").first { $0.contains(#"data-view="NavigationTitle""#) }.flatMap { line in
            line.range(of: " y=\"").flatMap { Double(line[$0.upperBound...].prefix { $0 != "\"" }) }.map { CGFloat($0) }
        }
    }

    /// An inline bar is 44 points high directly under the safe area's top where no status
    /// bar is drawn (an iPhone 13's top inset of 47 is under the status bar's 54), measured
    /// on iOS 17/18, issue 85: the bar from y 47 to 91, its title and items centred on
    /// y 69, the content from 91. The engine started the bar 5.33 points above the safe
    /// area's top as on a Dynamic Island phone (Measures §3 "Navigation bar top"): its
    /// title and items 5.33 points higher, the content from 85.67. No status bar is drawn.
    @Test func anInlineBarIsUnderTheSafeAreasTopOnAnIPhone13() throws {
        let host = iPhone13(NavigationStack {
            VStack { Text("Top"); Spacer() }
                .navigationTitle("Settings").navigationBarTitleDisplayMode(.inline)
                .toolbar { Button("Edit") {} }
        })
        let edit = try host.frame(of: "Edit"), top = try host.frame(of: "Top")
        #expect(close(edit.midY, 47 + 22), "\(edit)")
        #expect(close(top.minY, 91), "\(top)")
        let svg = host.snapshot()
        let headline = SystemFont.resolve(.headline, dynamicTypeSize: .large)
        let baseline = try #require(titleBaseline(svg))
        #expect(abs(baseline - (47 + 22 - headline.lineHeight / 2 + headline.ascender)) < 0.01, "\(baseline)")
        #expect(!svg.contains("9:41"))
    }

    /// In the default window (a Dynamic Island phone, its top inset 59, the status bar
    /// drawn) the bar still starts at the status bar's end, 5.33 points above the safe
    /// area's top: the items centred on y 75.67, the content from 97.67 (Measures §3
    /// "Navigation bar top", "Content top, inline title").
    @Test func anInlineBarIsUnderTheStatusBarOnADynamicIslandPhone() throws {
        let host = ViewHost(testing: NavigationStack {
            VStack { Text("Top"); Spacer() }
                .navigationTitle("Settings").navigationBarTitleDisplayMode(.inline)
                .toolbar { Button("Edit") {} }
        })
        let edit = try host.frame(of: "Edit"), top = try host.frame(of: "Top")
        #expect(close(edit.midY, 59 - 16.0 / 3 + 22) && close(top.minY, 59 - 16.0 / 3 + 44), "\(edit) \(top)")
        #expect(host.snapshot().contains("9:41"))
    }
}

extension ScreenGeometryTests {
    /// The `fill` of the first element of a picture's line that contains `marker`, and of
    /// those after it, as written (`#RRGGBB`).
    func fill(after marker: String, in svg: String, element: String) -> String? {
        let lines = svg.split(separator: "\n")
        guard let start = lines.firstIndex(where: { $0.contains(marker) }) else { return nil }
        return lines[start...].first { $0.contains("<\(element)") && $0.contains(" fill=\"#") }.flatMap { line in
            line.range(of: " fill=\"").map { String(line[$0.upperBound...].prefix { $0 != "\"" }) }
        }
    }

    /// The grey the first text of the group titled `title` shows over a card of grey
    /// `card`: its fill's red channel, composited at its `fill-opacity` and the opacity of
    /// the groups between the titled group and the text.
    func textGrey(of title: String, in svg: String, over card: CGFloat) -> CGFloat? {
        func value(_ name: String, in line: Substring) -> String? {
            line.range(of: " \(name)=\"").map { String(line[$0.upperBound...].prefix { $0 != "\"" }) }
        }
        let lines = svg.split(separator: "\n")
        guard let start = lines.firstIndex(where: { $0.contains(#"data-title="\#(title)""#) }) else { return nil }
        var alpha: CGFloat = 1
        for line in lines[(start + 1)...] {
            if line.contains("<g "), let opacity = value("opacity", in: line).flatMap(Double.init) { alpha *= CGFloat(opacity) }
            guard line.contains("<text"), let fill = value("fill", in: line), let red = Int(fill.dropFirst().prefix(2), radix: 16) else { continue }
            alpha *= CGFloat(value("fill-opacity", in: line).flatMap(Double.init) ?? 1)
            return card * (1 - alpha) + CGFloat(red) * alpha
        }
        return nil
    }

    /// A toolbar's `Button(role: .destructive)` is drawn in the accent colour as the bar's
    /// other items, measured on iOS 17/18, issue 85 (the engine drew it red, #FF3B30): the
    /// system blue, #007AFF. The same button in a form's row stays red. Measures §8
    /// "Toolbar destructive button".
    @Test func aToolbarsDestructiveButtonIsInTheAccentColour() throws {
        let host = iPhone13(NavigationStack {
            Form { Button("Erase All", role: .destructive) {} }
                .navigationTitle("Settings").navigationBarTitleDisplayMode(.inline)
                .toolbar { Button("Delete", role: .destructive) {} }
        })
        let svg = host.snapshot()
        #expect(fill(after: #"data-title="Delete""#, in: svg, element: "text") == "#007AFF")
        #expect(fill(after: #"data-title="Erase All""#, in: svg, element: "text") == "#FF3B30")
    }

    /// A switch's on-track honours `SwitchToggleStyle(tint:)` and `.tint`, measured on
    /// iOS 17/18, issue 85 (the engine drew the style's tint green, #34C759): orange
    /// (#FF9500) from the style, purple (#AF52DE) from `.tint` on the toggle, orange from
    /// `.tint` around the form, the style's over a `.tint` inside it; green with neither.
    /// Measures §8 "Switch tint".
    @Test func aSwitchHonoursItsStylesTintAndTint() throws {
        let host = iPhone13(Form {
            Toggle("Style", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .orange))
            Toggle("Tint", isOn: .constant(true)).tint(.purple)
            Toggle("Both", isOn: .constant(true)).tint(.purple).toggleStyle(SwitchToggleStyle(tint: .orange))
            Toggle("Plain", isOn: .constant(true))
        })
        let svg = host.snapshot()
        #expect(fill(after: #"data-title="Style""#, in: svg, element: "rect") == "#FF9500")
        #expect(fill(after: #"data-title="Tint""#, in: svg, element: "rect") == "#AF52DE")
        #expect(fill(after: #"data-title="Both""#, in: svg, element: "rect") == "#FF9500")
        #expect(fill(after: #"data-title="Plain""#, in: svg, element: "rect") == "#34C759")
        let around = iPhone13(Form { Toggle("Around", isOn: .constant(true)) }.tint(.orange)).snapshot()
        #expect(fill(after: #"data-title="Around""#, in: around, element: "rect") == "#FF9500")
    }

    /// A disabled row's text is grey, measured on iOS 17/18, issue 85: 127 over a light
    /// card, 142 over a dark one (the engine drew it black and white, 0 and 255): the label
    /// at half its opacity, 127.5 over white (255) and 141.5 over the dark card (28), within
    /// a pixel's rounding of iOS's. Measures §8 "Disabled row text".
    @Test func aDisabledRowsTextIsGrey() throws {
        func screen() -> some View {
            Form {
                Toggle("Wi-Fi", isOn: .constant(true)).disabled(true)
                NavigationLink("General") { Text("Detail") }.disabled(true)
                Toggle("Bluetooth", isOn: .constant(true))
            }
        }
        let light = iPhone13(NavigationStack { screen() }).snapshot()
        #expect(textGrey(of: "Wi-Fi", in: light, over: 255) == 127.5)
        #expect(textGrey(of: "General", in: light, over: 255) == 127.5)
        #expect(textGrey(of: "Bluetooth", in: light, over: 255) == 0)
        let host = iPhone13(NavigationStack { screen() })
        host.colorScheme = .dark
        let dark = host.snapshot()
        #expect(dark.contains("#1C1C1E"))
        #expect(textGrey(of: "Wi-Fi", in: dark, over: 28) == 141.5)
        #expect(textGrey(of: "General", in: dark, over: 28) == 141.5)
        #expect(textGrey(of: "Bluetooth", in: dark, over: 28) == 255)
    }
}

extension ScreenGeometryTests {
    /// A `List` nested in a `Form`'s section merges its rows into that section, measured
    /// on iOS 17/18, issue 85: its rows' text at x 40 in an iPhone 13's window (the card
    /// 20 in, the text 20 inside it), on the section's one card; the engine drew a card
    /// inside the card, its text at x 80. Three rows make one card 132 high (3 × 44), 44
    /// apart, with hairlines between them from the text; the section after it is 35 below.
    /// Measures §6 "Nested list".
    @Test func aListInAFormsSectionMergesItsRows() throws {
        let host = iPhone13(Form {
            Section {
                Text("Account")
                List {
                    Text("Inbox")
                    NavigationLink("Drafts") { Text("Detail") }
                }
            }
            Section { Text("About") }
        })
        let account = try host.frame(of: "Account"), inbox = try host.frame(of: "Inbox"), drafts = try host.frame(of: "Drafts")
        #expect(close(inbox.minX, 40) && close(drafts.minX, 40), "\(inbox) \(drafts)")
        #expect(close(inbox.minY - account.minY, 44) && close(drafts.minY - inbox.minY, 44), "\(account) \(inbox) \(drafts)")
        let about = try host.frame(of: "About")
        #expect(close(about.minY - drafts.minY, 44 + 35), "\(about)")
        let svg = host.snapshot()
        let tops: [CGFloat] = cardTops(svg), second: CGFloat = 82 + 3 * 44 + 35
        #expect(tops == [82, second], "\(tops)")
        #expect(svg.contains(#"<rect x="20" y="82" width="350" height="132" rx="10""#), "\(svg.prefix(2000))")
        let hairlines = svg.components(separatedBy: #"<rect x="40" y=""#).count - 1
        #expect(hairlines == 2, "two hairlines in the card")
        #expect(svg.contains(#"<path d="M344.03 "#), "the link's chevron ends 20 inside the card: \(svg)")
    }
}

extension ScreenGeometryTests {
    /// A disclosure row's trailing value ends 12.5 points before its chevron's ink (6.97
    /// wide at the large size), 39.47 inside the card: measured on iOS 17/18, issue 85, where the value ended 6–7 points
    /// further left than the engine's (which left 6 points before the ink, ending 32 inside
    /// the card). In an iPhone 13's window the card ends at 370: a trailing value in a
    /// `NavigationLink`'s label ends at 331.5 (the engine drew 338), and a navigation link
    /// picker's chosen title keeps the same gap before its own chevron. Measures §6 "Row
    /// chevron", §5 "Navigation link picker".
    @Test func aDisclosureRowsValueEndsBeforeTheChevronsGap() throws {
        let host = iPhone13(NavigationStack {
            Form {
                NavigationLink { Text("Detail") } label: { HStack { Text("Name"); Spacer(); Text("iPhone") } }
                Picker("Theme", selection: .constant(0)) { Text("Light").tag(0) }.pickerStyle(.navigationLink)
            }
        })
        let value = try host.frame(of: "iPhone")
        let end: CGFloat = 370 - 20 - 0.41 * 17 - 12.5
        #expect(close(value.maxX, end), "\(value)")
        let svg = host.snapshot()
        guard let line = svg.split(separator: "\n").first(where: { $0.contains(#"data-view="PickerValue""#) }),
              let x = number(after: #" x=""#, in: line), let length = number(after: #"textLength=""#, in: line) else {
            Issue.record("no picker value in \(svg)")
            return
        }
        let chevronBox = 0.4 * 17
        #expect(x + length <= 370 - 20 - chevronBox - 12.5 + 0.34 && x + length > 370 - 20 - chevronBox - 12.5 - 1,
                "the title ends 12.5 before the chevron's box: \(line)")
    }

    /// A menu picker's chevrons stand 6 points after its chosen title and their ink ends 2
    /// points before the row's trailing inset: measured on iOS 17, issue 85 (SpeakList's
    /// "Add Item" sheet), "None" ending at 335.67 and the chevrons' ink at 342.33–351 in a
    /// row whose content ends at 353, where the engine left 8 points and ended the ink at
    /// 353. In an iPhone 13's window the content ends at 350: the ink (9 points wide at 17
    /// points) from 339 to 348, the title ending at 333. Measures §5 "Menu picker".
    @Test func aMenuPickersChevronsStandInsideTheRowsInset() throws {
        let host = iPhone13(Form { Picker("Store", selection: .constant(0)) { Text("None").tag(0) } })
        let svg = host.snapshot()
        let lines = svg.split(separator: "\n")
        guard let index = lines.firstIndex(where: { $0.contains(#"data-view="PickerValue""#) }),
              let x = number(after: #" x=""#, in: lines[index]), let length = number(after: #"textLength=""#, in: lines[index]) else {
            Issue.record("no picker value in \(svg)")
            return
        }
        #expect(abs(x + length - 333) < 0.34, "the title ends 6 before the chevrons' ink: \(lines[index])")
        let chevrons = lines[(index + 1)...].prefix { !$0.contains("</g>") }.joined(separator: "\n")
        let xs = chevrons.split(whereSeparator: { " MLC\"".contains($0) }).compactMap { Double($0) }
        #expect(!xs.isEmpty && !xs.contains { $0 > 348.01 } && xs.contains { $0 > 346 }, "the ink ends at 348: \(chevrons)")
    }

    private func number(after key: String, in line: Substring) -> CGFloat? {
        guard let range = line.range(of: key) else { return nil }
        return Double(line[range.upperBound...].prefix { $0 != "\"" }).map { CGFloat($0) }
    }
}

extension ScreenGeometryTests {
    /// A `NavigationLink` outside any navigation container is greyed out, measured on iOS
    /// 17/18, issue 85 (the engine drew it enabled, its text black): as a disabled row's,
    /// its text is 127.5 over a light card and 141.5 over a dark one, and a click on its
    /// row does nothing (the row is a disabled control). The same link in a
    /// `NavigationStack`, a `NavigationView` or a `NavigationSplitView` is enabled, its
    /// text black. Measures §8 "Link outside navigation", "Disabled row text".
    @Test func aLinkOutsideANavigationContainerIsGreyedOut() throws {
        func screen() -> some View { Form { NavigationLink("General") { Text("Detail") } } }
        let host = iPhone13(screen())
        #expect(textGrey(of: "General", in: host.snapshot(), over: 255) == 127.5)
        let row = try host.frame(of: "General")
        #expect("\(try #require(throws: HostError.self) { try host.click(at: CGPoint(x: row.midX, y: row.midY)) })".contains("disabled"))
        host.colorScheme = .dark
        #expect(textGrey(of: "General", in: host.snapshot(), over: 28) == 141.5)
        #expect(textGrey(of: "General", in: iPhone13(NavigationStack { screen() }).snapshot(), over: 255) == 0)
        #expect(textGrey(of: "General", in: iPhone13(NavigationView { screen() }).snapshot(), over: 255) == 0)
        let split = iPhone13(NavigationSplitView { screen() } detail: { Text("Pick one") })
        #expect(textGrey(of: "General", in: split.snapshot(), over: 255) == 0)
        // Its chevron at half its opacity too (an enabled link's has none of its own).
        let chevron = { (svg: String) in svg.split(separator: "\n").first { $0.contains("<path") && $0.contains("stroke-linecap=\"round\"") }.map(String.init) ?? "" }
        #expect(chevron(host.snapshot()).hasSuffix(#"stroke-linejoin="round" opacity="0.5"/>"#))
        #expect(chevron(iPhone13(NavigationStack { screen() }).snapshot()).hasSuffix(#"stroke-linejoin="round"/>"#))
    }

    /// Outside a list, a link with no navigation container is drawn as a disabled button:
    /// its label in the tertiary label color (60, 60, 67 at 30 %), not the tint.
    @Test func aLinkOutsideAListAndANavigationContainerIsADisabledButton() throws {
        let svg = iPhone13(VStack { NavigationLink("Open") { Text("Detail") } }).snapshot()
        #expect(fill(after: #"data-title="Open""#, in: svg, element: "text") == "#3C3C43", "\(svg)")
        let stacked = iPhone13(NavigationStack { VStack { NavigationLink("Open") { Text("Detail") } } }).snapshot()
        #expect(fill(after: #"data-title="Open""#, in: stacked, element: "text") == "#007AFF")
    }
}

extension ScreenGeometryTests {
    /// An empty navigation bar is not shown, measured on iOS 18, issue 85: home-assistant's
    /// list picker, a `NavigationView` around a `List` of one row with no title and no
    /// item, drawn in the key window (top inset 59), has its card at y 94 — 35 points below
    /// the safe area's top, as with no stack; the engine drew a bar and the card at 133.
    /// With a title, an item or `toolbar(.visible, for: .navigationBar)` the bar is there
    /// and the card 35 points below it (97.67). Measures §3 "Empty navigation bar".
    @Test func anEmptyNavigationBarIsNotShown() {
        func keyWindow<V: View>(_ view: V) -> ViewHost<V> {
            let host = iPhone13(view)
            host.safeAreaInsets.top = 59
            return host
        }
        let row = NavigationLink { Text("Items") } label: { Text("Select Item") }
        let empty = keyWindow(NavigationView { List { row } }).snapshot()
        #expect(cardTops(empty) == [94] && !empty.contains(#"data-view="NavigationBar""#), "\(cardTops(empty))")
        let titled = keyWindow(NavigationView { List { row }.navigationTitle("Picker").navigationBarTitleDisplayMode(.inline) })
        let item = keyWindow(NavigationStack { List { row }.toolbar { Button("Add") {} } })
        let asked = keyWindow(NavigationStack { List { row }.toolbar(.visible, for: .navigationBar) })
        for host in [titled.snapshot(), item.snapshot(), asked.snapshot()] {
            #expect(cardTops(host).map { abs($0 - 132.67) < 0.01 } == [true], "\(cardTops(host))")
        }
    }
}

extension ScreenGeometryTests {
    /// Under a large title a first section without a header has no top margin, measured on
    /// iOS 17, issue 85: the TCA SyncUps list (simulator screenshots, 393 × 852, top 59), a
    /// `List` of rows in no section under "Daily Sync-ups", has its card at y 149.33–149.67,
    /// right below the bar (149.67); the engine drew it 35 lower. Under the same bar the
    /// detail form's first section, with a header, keeps its place (iOS 188.67, 39 below).
    /// Measures §6 "First section top".
    @Test func underALargeTitleTheFirstCardStartsAtTheBar() {
        let list = ViewHost(testing: NavigationStack { List { Text("Morning sync") }.navigationTitle("Daily Sync-ups") }).snapshot()
        #expect(cardTops(list).map { abs($0 - 149.67) < 0.01 } == [true], "\(cardTops(list))")
        let inline = ViewHost(testing: NavigationStack {
            List { Text("Morning sync") }.navigationTitle("Daily Sync-ups").navigationBarTitleDisplayMode(.inline)
        }).snapshot()
        #expect(cardTops(inline).map { abs($0 - 132.67) < 0.01 } == [true], "\(cardTops(inline))")
        let headed = ViewHost(testing: NavigationStack {
            Form { Section("Sync-up Info") { Text("Length") } }.navigationTitle("Morning sync")
        }).snapshot()
        #expect(cardTops(headed).map { abs($0 - 188.67) < 0.5 } == [true], "\(cardTops(headed))")
    }
}

extension ScreenGeometryTests {
    /// Below a bar's search field drawer a first section without a header has no top margin
    /// either, measured on iOS 18, issue 85: netbob's list (a package's snapshot test at the
    /// iPhone SE configuration, 320 × 568, top 20), an inset-grouped `List` of rows in no
    /// section under a bar with only toolbar items and a `searchable` field, has its card at
    /// y 114.67, right below the drawer (the bar ends at 64, its drawer 50.67 lower); the
    /// engine drew it 35 points lower, at 151. Measures §6 "First section top".
    @Test func belowASearchDrawerTheFirstCardStartsAtTheDrawer() {
        struct Connections: View {
            @State var query = ""
            var body: some View {
                NavigationStack {
                    List { Text("GET 200") }
                        .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Share") {} } }
                        .searchable(text: $query, prompt: "Search ...")
                }
            }
        }
        let host = ViewHost(testing: Connections())
        host.size = CGSize(width: 320, height: 568)
        host.safeAreaInsets = EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
        let svg = host.snapshot()
        // The card, then the search field's box drawn in the bar over it (65: 1 below the bar).
        #expect(cardTops(svg).map { ($0 * 100).rounded() / 100 } == [116, 65], "\(cardTops(svg))")
    }
}
