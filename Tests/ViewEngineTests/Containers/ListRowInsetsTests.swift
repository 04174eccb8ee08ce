import Foundation
import Testing
@testable import ViewEngine
import TestSupport
import ViewEngineTesting

/// Where a list's and a form's rows put their content inside the card (Measures §6 "Row
/// content insets", "Separator inset", "Section spacing", "Row chevron"), and a row's own
/// `listRowInsets(_:)`. The window is 393 points wide: a card runs from x 20 to x 373
/// (Measures §6 "Inset-grouped margins"), its rows' content from x 40 to x 353.
@MainActor
@Suite("List rows: content insets, separators, section spacing")
struct ListRowInsetsTests {
    /// One line of body text (Measures §4).
    static let line: CGFloat = 20.33
    static let cardMinX: CGFloat = 20, cardMaxX: CGFloat = 373

    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 }

    private func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : "\(rounded)"
    }

    /// The separator rectangles of a picture: the hairlines 1/3 point high, as `(x, y, width)`.
    private func separators(_ svg: String) -> [(x: CGFloat, y: CGFloat, width: CGFloat)] {
        svg.split(separator: "\n").compactMap { line -> (CGFloat, CGFloat, CGFloat)? in
            guard line.contains("<rect"), line.contains(#"height="0.33""#) else { return nil }
            func value(_ name: String) -> CGFloat? {
                guard let start = line.range(of: " \(name)=\"") else { return nil }
                let rest = line[start.upperBound...]
                return rest.firstIndex(of: "\"").flatMap { Double(rest[..<$0]) }.map { CGFloat($0) }
            }
            guard let x = value("x"), let y = value("y"), let width = value("width") else { return nil }
            return (x, y, width)
        }
    }

    /// Measures §6 "Row content insets": a form row's text starts 20 points inside the card
    /// (x 40), and the row's content is offered the card's width less 20 on either side.
    @Test func aFormRowsTextStartsTwentyPointsInsideTheCard() throws {
        let host = ViewHost(testing: Form {
            Text("Name")
            Color.blue.frame(height: 10).accessibilityIdentifier("wide")
        })
        #expect(close(try host.frame(of: "Name").minX, Self.cardMinX + 20))
        let wide = try host.frame(of: "wide")
        #expect(close(wide.minX, 40) && close(wide.width, 393 - 2 * 20 - 2 * 20))
    }

    /// Measures §6 "Row content insets": a toggle's switch ends 20 points inside the card's
    /// trailing edge, where the row's content ends; Measures §5 "Toggle switch": laid out 49
    /// points wide, its 51-point track is drawn from there, 2 points past that edge.
    @Test func aTogglesSwitchEndsTwentyPointsInsideTheCard() throws {
        let host = ViewHost(testing: Form { Toggle("Wi-Fi", isOn: .constant(true)) })
        let toggle = try host.frame(of: "Wi-Fi")
        #expect(close(toggle.maxX, Self.cardMaxX - 20))
        let svg = host.snapshot()
        #expect(svg.contains(#"x="\#(number(Self.cardMaxX - 20 - 49))" y="\#(number(toggle.midY - 15.5))" width="51" height="31""#))
    }

    /// Measures §6 "Separator inset": the hairline between two rows starts at the rows' text
    /// (20 points inside the card) and runs to the card's trailing edge; a card's last row
    /// has none.
    @Test func aSeparatorStartsAtTheRowsText() throws {
        let host = ViewHost(testing: Form { Text("First"); Text("Second") })
        let first = try host.frame(of: "First")
        let lines = separators(host.snapshot())
        #expect(lines.count == 1)
        let line = try #require(lines.first)
        #expect(close(line.x, first.minX) && close(line.x, 40))
        #expect(close(line.x + line.width, Self.cardMaxX))
        #expect(close(line.y, first.midY + 22 - 1.0 / 3))
    }

    /// `listRowSeparator(_:edges:)`: "Sets the display mode for the separator associated
    /// with this specific row", at "the set of row edges for which this preference
    /// applies" (both by default): a hidden edge has no hairline, also where it is the edge
    /// the row shares with its neighbour. In a plain list, which draws one below every row,
    /// the middle of three rows hiding its separators leaves the last row's alone; hiding
    /// only its bottom leaves two; in a form it leaves none of the two between the rows.
    @Test func aRowHidesItsSeparators() throws {
        func plain(_ edges: VerticalEdge.Set) -> ViewHost<some View> {
            ViewHost(testing: List {
                Text("One")
                Text("Two").listRowSeparator(.hidden, edges: edges)
                Text("Three")
            }.listStyle(.plain))
        }
        #expect(separators(ViewHost(testing: List { Text("One"); Text("Two"); Text("Three") }.listStyle(.plain)).snapshot()).count == 3)
        let lines = separators(plain(.all).snapshot())
        #expect(lines.count == 1)
        let third = try plain(.all).frame(of: "Three")
        #expect(lines.first.map { close($0.y, third.midY + 22 - 1.0 / 3) } == true)
        #expect(separators(plain(.bottom).snapshot()).count == 2)
        let form = ViewHost(testing: Form { Text("One"); Text("Two").listRowSeparator(.hidden); Text("Three") })
        #expect(separators(form.snapshot()).isEmpty)
        let visible = ViewHost(testing: Form { Text("One"); Text("Two").listRowSeparator(.visible); Text("Three") })
        #expect(separators(visible.snapshot()).count == 2)
        // On a `ForEach`, the modifier is each row's (Rules R19).
        let each = ViewHost(testing: List { ForEach(["A", "B"], id: \.self) { Text($0) }.listRowSeparator(.hidden) }.listStyle(.plain))
        #expect(separators(each.snapshot()).isEmpty)
    }

    /// `listRowInsets(_:)`: "Applies an inset to the rows in a list." — a row's own insets
    /// replace the system's: with leading 0 its text is on the card's edge and its separator
    /// starts there; with leading 8 and trailing 4 its content runs from card + 8 to card − 4;
    /// the other rows keep 20.
    @Test func listRowInsetsReplaceTheDefaultInsets() throws {
        let host = ViewHost(testing: Form {
            Text("Flush").listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
            Color.blue.frame(height: 10).accessibilityIdentifier("custom")
                .listRowInsets(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 4))
            Text("Default")
        })
        #expect(close(try host.frame(of: "Flush").minX, Self.cardMinX))
        let custom = try host.frame(of: "custom")
        #expect(close(custom.minX, Self.cardMinX + 8) && close(custom.maxX, Self.cardMaxX - 4))
        #expect(close(try host.frame(of: "Default").minX, Self.cardMinX + 20))
        let starts = separators(host.snapshot()).map(\.x)
        #expect(starts.count == 2)
        #expect(starts.count == 2 && close(starts[0], Self.cardMinX) && close(starts[1], Self.cardMinX + 8))
    }

    /// `listRowInsets(_:_:)`: "Applies an inset to the rows in a list." — the edges given
    /// take the length, the others keep the system's (the text 20 in), and `nil` keeps all.
    @Test func listRowInsetsOnSomeEdgesKeepsTheOthers() throws {
        let host = ViewHost(testing: Form {
            Color.blue.frame(height: 10).accessibilityIdentifier("horizontal").listRowInsets(.horizontal, 0)
            Color.blue.frame(height: 10).accessibilityIdentifier("leading").listRowInsets(.leading, 8)
            Text("System").listRowInsets(nil)
        })
        let horizontal = try host.frame(of: "horizontal")
        #expect(close(horizontal.minX, Self.cardMinX) && close(horizontal.maxX, Self.cardMaxX))
        let leading = try host.frame(of: "leading")
        #expect(close(leading.minX, Self.cardMinX + 8) && close(leading.maxX, Self.cardMaxX - 20))
        #expect(close(try host.frame(of: "System").minX, Self.cardMinX + 20))
    }

    /// Measures §6 "First section top", "Section spacing": the first section's card is 35
    /// points below the list's top (59, under the safe area: its top margin), and the next
    /// section's card (it has no header) 35 points below the end of the first; rows of one
    /// section have no gap between them.
    @Test func sectionsAreSpacedApart() throws {
        let host = ViewHost(testing: Form {
            Section { Text("One"); Text("Two") }
            Section { Text("Three") }
        })
        let one = try host.frame(of: "One"), two = try host.frame(of: "Two"), three = try host.frame(of: "Three")
        #expect(close(one.minY, 59 + 35 + (44 - Self.line) / 2))
        #expect(close(two.minY - one.minY, 44))
        #expect(close(three.minY - two.minY, 44 + 35))
    }

    /// Measures §6 "Section spacing", "Section header spacing", "Row content insets": a
    /// header is a row of its own above its card, its text aligned with the rows' text
    /// (card + 20), its line 17 points below the list's top and its card 6 points below its
    /// line (Measures §6 "First section top").
    @Test func aSectionsHeaderIsAlignedWithItsRowsText() throws {
        let host = ViewHost(testing: Form { Section("Sound") { Text("Volume") } })
        let header = try host.frame(of: "Sound"), row = try host.frame(of: "Volume")
        #expect(close(header.minX, row.minX) && close(row.minX, 40))
        #expect(close(header.minY, 59 + 17), "\(header)")
        #expect(close(row.minY, header.maxY + 6 + (44 - Self.line) / 2), "\(header) \(row)")
    }

    /// Measures §6 "Row content insets", "Separator inset", "Section spacing": a plain list
    /// keeps its full-width rows, its content 20 points inside the list's edges, no gap
    /// above its first row, and its separators from the text to the list's trailing edge.
    @Test func aPlainListKeepsItsInsets() throws {
        let host = ViewHost(testing: List { Text("Plain"); Text("Row") }.listStyle(.plain))
        let plain = try host.frame(of: "Plain")
        #expect(close(plain.minX, 20) && close(plain.minY, 59 + (44 - Self.line) / 2))
        let lines = separators(host.snapshot())
        #expect(lines.count == 2)
        #expect(lines.count == 2 && close(lines[0].x, 20) && close(lines[0].x + lines[0].width, 393))
    }

    /// Measures §6 "Row chevron": a navigation link's chevron ends 20 points inside the card
    /// and its label's trailing value ends 12.5 points before the chevron's ink ("aaaa >"),
    /// not under it.
    @Test func aNavigationLinksValueEndsBeforeItsChevron() throws {
        let host = ViewHost(testing: NavigationStack {
            List {
                NavigationLink { Text("Detail") } label: { HStack { Text("Name"); Spacer(); Text("aaaa") } }
            }
        })
        let value = try host.frame(of: "aaaa")
        // The chevron's ink 0.41 of the body's 17 points wide (Measures §6 "Row chevron").
        let end: CGFloat = Self.cardMaxX - 20 - 0.41 * 17 - 12.5
        #expect(close(value.maxX, end))
        let svg = host.snapshot()
        // The chevron's ink ends 20 in; its 2-point stroke's path one point before.
        let tip = number(Self.cardMaxX - 20 - 1)
        #expect(svg.contains(#"L\#(tip) \#(number(value.midY))"#))
    }

    /// Measures §6 "Row content insets": a row's button is still tapped anywhere on its row,
    /// from the card's leading edge (x 21, left of the text at 40) to its trailing edge
    /// (Rules: Host, "a button its frame (a list's or a form's whole row when it is the
    /// row, in the automatic button style)"), as iOS highlights the whole row.
    @Test func aRowsButtonTakesTheWholeCardRow() throws {
        struct SignOut: View {
            let log: Log
            var body: some View { Form { Button("Sign Out") { log("sign out") } } }
        }
        let log = Log()
        let host = TestHost(SignOut(log: log))
        let label = host.frame(of: "Sign Out")
        #expect(close(label.minX, 40))
        host.tap(at: CGPoint(x: Self.cardMinX + 1, y: label.midY))
        #expect(log.take() == ["sign out"])
        #expect(try host.host.click(at: CGPoint(x: Self.cardMaxX - 1, y: label.midY)) == #"tap "Sign Out""#)
        #expect(log.take() == ["sign out"])
    }

    /// Measures §6 "Row content insets", §5 "Stepper": a stepper's −/+ pill (94 points) ends
    /// 20 points inside the card, and its own targets move with it: a click 10 points inside
    /// the pill's end increments, a click between the pill and the card's edge reaches nothing.
    @Test func aSteppersTargetsMoveWithItsPill() throws {
        struct Cups: View {
            @State var cups = 1
            var body: some View { Form { Stepper("Cups \(cups)", value: $cups, in: 0...9) } }
        }
        let host = ViewHost(testing: Cups())
        let stepper = try host.frame(of: "Cups 1")
        #expect(close(stepper.maxX, Self.cardMaxX - 20))
        #expect(try host.click(at: CGPoint(x: Self.cardMaxX - 20 - 10, y: stepper.midY)) == #"increment "Cups 1""#)
        #expect(try host.click(at: CGPoint(x: Self.cardMaxX - 20 - 94 + 10, y: stepper.midY)) == #"decrement "Cups 2""#)
        #expect(try host.click(at: CGPoint(x: Self.cardMaxX - 10, y: stepper.midY)) == nil)
        #expect(host.render().contains(#"Stepper "Cups 1" = 1"#))
    }
}
