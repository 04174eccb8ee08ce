import Foundation
import Testing
import ViewEngine
import TestSupport

/// A row's view grows into its row (Rules R22; Measures §6 "Row content height"): the row's
/// height comes from the view's ideal height, and the view is then offered the row's height
/// less 4.5 points above and below. Measured on iOS 17, issue 85: TCA SyncUps' list card
/// (a `VStack` of a headline, a `Spacer` and a caption row, `padding()`) puts the headline's
/// cap top 24 points below the row's top and the caption's baseline 24.67 above its bottom,
/// where the engine, centring the stack at its ideal height, drew them 31.67 and 30.57
/// away; netbob's list draws a `RoundedRectangle` 6 wide beside two lines of text 35
/// high in a 44-point row, 4.5 from its edges.
@MainActor
@Suite("Lists: a row's view is offered the row's height less the compact inset")
struct RowContentHeightTests {
    /// The height of each card (an inset-grouped section) the picture draws, top to bottom.
    private func cards(_ host: ViewHost<some View>) -> [(y: CGFloat, height: CGFloat)] {
        host.snapshot().split(separator: "\n").filter { $0.contains(##"rx="10" fill="#FFFFFF""##) }.compactMap { line in
            func number(_ name: String) -> CGFloat? {
                guard let range = line.range(of: " \(name)=\"") else { return nil }
                return Double(line[range.upperBound...].prefix { $0 != "\"" }).map { CGFloat($0) }
            }
            guard let y = number("y"), let height = number("height") else { return nil }
            return (y, height)
        }
    }

    struct Card: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Morning sync").font(.headline)
                Spacer()
                Text("5 min").font(.caption)
            }
            .padding()
            .accessibilityIdentifier("card")
        }
    }

    /// The card's row is as high as its ideal height and the text's insets (11 above and
    /// below); the card itself fills the row less 4.5 above and below, its `Spacer` grown.
    @Test func aSpacerInARowGrowsToTheCompactInset() throws {
        let host = ViewHost(testing: List { Card() })
        let row = try #require(cards(host).first)
        let card = try host.frame(of: "card")
        #expect(abs(card.minY - row.y - 4.5) < 0.02, "\(card) in \(row)")
        #expect(abs(row.y + row.height - card.maxY - 4.5) < 0.02, "\(card) in \(row)")
        // The row's height is the card's ideal height with the text's insets.
        let ideal = try ViewHost(testing: Card().fixedSize()).frame(of: "card").height
        #expect(abs(row.height - (ideal + 22)) < 0.02, "\(row.height) vs \(ideal)")
    }

    /// A shape with only a width set fills the band: 44 − 2 × 4.5 = 35 high beside a line of
    /// text, in a 44-point row, as netbob's status strip is drawn on iOS.
    @Test func aShapeFillsTheRowLessTheCompactInset() throws {
        let host = ViewHost(testing: List {
            HStack {
                RoundedRectangle(cornerRadius: 3).fill(Color.green).frame(width: 6).accessibilityIdentifier("bar")
                Text("GET 200")
            }
        })
        let bar = try host.frame(of: "bar")
        #expect(abs(bar.height - 35) < 0.02, "\(bar)")
        #expect(cards(host).map(\.height) == [44])
    }

    /// A line of text does not grow: it stays its height, centred in its 44-point row; a row's own `listRowInsets` bound the band instead of the compact inset; a
    /// section's header is offered no height.
    @Test func textStaysItsHeightAndOwnInsetsBoundTheBand() throws {
        let text = ViewHost(testing: List { Text("Volume").accessibilityIdentifier("line") })
        let line = try text.frame(of: "line"), row = try #require(cards(text).first)
        #expect(row.height == 44 && abs(line.minY - row.y - (44 - line.height) / 2) < 0.01, "\(line) in \(row)")

        let inset = ViewHost(testing: List {
            Color.red.frame(height: 30).frame(maxHeight: .infinity).accessibilityIdentifier("fill")
                .listRowInsets(EdgeInsets(top: 2, leading: 20, bottom: 2, trailing: 20))
        })
        let fill = try inset.frame(of: "fill"), insetRow = try #require(cards(inset).first)
        #expect(abs(fill.minY - insetRow.y - 2) < 0.02 && abs(fill.height - (insetRow.height - 4)) < 0.02, "\(fill) in \(insetRow)")
    }
}
