import Foundation
import Testing
import ViewEngine
import TestSupport

/// A `Label` in a list's row, and where a row's separator starts (Rules R22; Measures §6
/// "Label row", "Separator inset"). Measured on iOS 17, issue 85, on the TCA SyncUps
/// detail form (393 × 852, the large text size): `Label("Blob", systemImage: "person")`
/// rows are 44 points high, the symbol's ink centred on x 54 at the large image scale,
/// the title's ink from x 85, the separators from x 84; the engine drew the icon at the
/// medium scale from x 41, the title at 68, the separators from 40 and the rows 46 high.
/// Apple's `listRowSeparatorLeading`: "Use this guide to align the leading end of the
/// bottom List row separator with any other horizontal guide" — its example moves the
/// separator from the row's first text to its second.
@MainActor
@Suite("Lists: a label's row and the separator at the row's first text (issue 85)")
struct LabelRowTests {
    private func lines(_ svg: String, containing marker: String) -> [Substring] {
        svg.split(separator: "\n").filter { $0.contains(marker) }
    }

    private func number(_ name: String, in line: Substring) -> CGFloat? {
        guard let range = line.range(of: " \(name)=\"") else { return nil }
        return Double(line[range.upperBound...].prefix { $0 != "\"" }).map { CGFloat($0) }
    }

    /// The `x` of each separator (a 0.33-high rectangle) of a picture, top to bottom.
    private func separatorStarts(_ svg: String) -> [CGFloat] {
        lines(svg, containing: #"height="0.33""#).compactMap { number("x", in: $0) }
    }

    @Test func aLabelsTitleIs44PointsInAndItsIconCentredInAColumn() throws {
        let host = ViewHost(testing: Form {
            Section {
                Label("Blob", systemImage: "person")
                Label("Blob Jr", systemImage: "person")
                Label("Blob Sr", systemImage: "person")
            }
        })
        let svg = host.snapshot()
        let title = try #require(lines(svg, containing: ">Blob</text>").first)
        #expect(number("x", in: title) == 84, "\(title)")
        #expect(separatorStarts(svg) == [84, 84], "\(separatorStarts(svg))")
        let card = try #require(lines(svg, containing: #"rx="10""#).first)
        #expect(number("height", in: card) == 132, "\(card)")
        // The icon's ink centred on x 54, and as large as at the large image scale: 1.3 ×
        // the width the same label draws outside a list (Measures §9 "Symbol scales").
        let inRow = try #require(inkX(of: "person", in: svg), "\(svg)")
        #expect(abs((inRow.lowerBound + inRow.upperBound) / 2 - 54) < 0.5, "\(inRow)")
        let alone = try #require(inkX(of: "person", in: ViewHost(testing: Label("Blob", systemImage: "person")).snapshot()))
        let ratio = (inRow.upperBound - inRow.lowerBound) / (alone.upperBound - alone.lowerBound)
        #expect(abs(ratio - 1.3) < 0.1, "\(inRow) \(alone)")
    }

    /// The `x` extent of the points of the first path drawn for the symbol `name` with no
    /// arc (the person's body, whose points are all pairs).
    private func inkX(of name: String, in svg: String) -> ClosedRange<CGFloat>? {
        let all = svg.split(separator: "\n")
        guard let group = all.firstIndex(where: { $0.contains("data-title=\"\(name)\"") }),
              let path = all[(group + 1)...].first(where: { $0.contains(" d=\"") && !$0.contains(" A") }),
              let range = path.range(of: " d=\"") else { return nil }
        let numbers = path[range.upperBound...].prefix { $0 != "\"" }
            .split(whereSeparator: { "MLCQAZ ,".contains($0) }).compactMap { Double($0) }.map { CGFloat($0) }
        let xs = stride(from: 0, to: numbers.count - 1, by: 2).map { numbers[$0] }
        guard let low = xs.min(), let high = xs.max() else { return nil }
        return low...high
    }

    /// A row of an image then a text: its separator starts at the text; a row of text alone
    /// at the content's edge (40), as before.
    @Test func theSeparatorStartsAtTheRowsFirstText() {
        let svg = ViewHost(testing: Form {
            HStack { Image(systemName: "calendar"); Text("February 20, 2024") }
            Text("Plain")
            Text("Last")
        }).snapshot()
        let starts = separatorStarts(svg)
        #expect(starts.count == 2 && (starts.first ?? 0) > 60 && starts.last == 40, "\(starts)")
    }

    /// `listRowSeparatorLeading`: "Use this guide to align the leading end of the bottom
    /// List row separator with any other horizontal guide of a view that is part of the
    /// cell content" — Apple's example: the separator starts at the second text, where the
    /// guide is set, not at the row's first text.
    @Test func aRowsListRowSeparatorLeadingGuideStartsItsSeparator() throws {
        let svg = ViewHost(testing: List {
            HStack {
                Text("🍕")
                Text("Pizza").alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
            }
            Text("Last")
        }).snapshot()
        let pizza = try #require(lines(svg, containing: ">Pizza</text>").first)
        let x = try #require(number("x", in: pizza))
        #expect(x > 50, "\(pizza)")
        #expect(separatorStarts(svg) == [x], "\(separatorStarts(svg))")
    }

    /// `listRowSeparatorTrailing`: "A guide marking the trailing edge of a List row
    /// separator" — set to a text's trailing edge, the row's separator ends there, under
    /// the text; a guide set before the row's edge is clamped to the row.
    @Test func aRowsListRowSeparatorTrailingGuideEndsItsSeparator() throws {
        let svg = ViewHost(testing: List {
            Text("Pizza").alignmentGuide(.listRowSeparatorTrailing) { $0[.trailing] }
                .alignmentGuide(.listRowSeparatorLeading) { _ in -100 }
            Text("Last")
        }).snapshot()
        let separator = try #require(lines(svg, containing: #"height="0.33""#).first)
        let pizza = try #require(lines(svg, containing: ">Pizza</text>").first)
        let textX = try #require(number("x", in: pizza))
        // The leading guide at -100 points is clamped to the card's leading edge (20).
        #expect(number("x", in: separator) == 20, "\(separator)")
        let width = try #require(number("width", in: separator))
        #expect(width > textX - 20 && width < 120, "\(separator) \(pizza)")
    }
}

/// `listRowBackground(_:)`: "Places a custom background view behind a list row item."
/// Measured on iOS 17, issue 85: the TCA SyncUps list's rows, each with its theme's color
/// as its background, are drawn in that color over the whole row, its card's corners kept
/// (the engine recorded the modifier and drew the rows white). Measures §6 "Row background".
@MainActor
@Suite("Lists: a row's background fills its row (issue 85)")
struct RowBackgroundTests {
    @Test func aRowsBackgroundColorFillsTheRowOnItsCardsCorners() {
        let svg = ViewHost(testing: List {
            ForEach(["Design", "Engineering"], id: \.self) { name in
                Text(name).listRowBackground(Color.red)
            }
            Text("Plain")
        }).snapshot()
        let fills = svg.split(separator: "\n").filter { $0.contains(#"data-view="RowBackground""#) }
        #expect(fills.count == 2, "\(svg)")
        #expect(fills.map { $0.contains(##"fill="#FF3B30""##) } == [true, true], "\(fills)")
        // The first row's fill rounds the card's top corners (a path), the second is a rectangle.
        #expect(fills.first?.contains("<path") == true && fills.last?.contains("<rect") == true, "\(fills)")
    }
}
