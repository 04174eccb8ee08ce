import Foundation
import Testing
import ViewEngine
import TestSupport

/// The engine's own drawings of SF Symbols (Drawing/Symbols), checked against the
/// sample's ranking of the symbols its 34 apps name (`Inventory/symbols.tsv`): which are
/// drawn, which are not (named here, so a gap is never a silent box), and how a drawn
/// symbol sits beside text.
@MainActor
@Suite("SF Symbols artwork")
struct SymbolArtworkTests {
    typealias Host = ViewHost<EmptyView>

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The sample's symbols, most used first (`Inventory/symbols.tsv`: rank, symbol, uses,
    /// apps, files).
    static func ranked() throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent("Inventory/symbols.tsv"), encoding: .utf8)
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t")
            return fields.count > 1 ? String(fields[1]) : nil
        }
    }

    /// The symbols the sample names that the artwork does not draw: each is drawn as the
    /// neutral placeholder (a rounded box with its name in `data-symbol`). A symbol drawn
    /// later leaves this list; a new gap joins it.
    static let notDrawn: [String] = [
        "text.badge.plus", "camera.on.rectangle", "car.side.lock.open", "drop.triangle.fill", "fiberchannel", "note",
        "plus.bubble", "soccerball.inverse", "table.fill", "text.badge.xmark", "wand.and.stars.inverse",
    ]

    /// Every entry of the artwork reads whole: a mistake in a path would draw the
    /// placeholder instead.
    @Test func everyEntryOfTheArtworkReads() {
        #expect(Host.symbolArtworkProblems == [])
    }

    /// The 120 symbols the sample uses most, and every symbol the sample names but the
    /// eleven listed ones (267 of 278), are drawn; every name the sample uses is a symbol the engine knows.
    @Test func theSamplesSymbolsAreDrawnButTheListedOnes() throws {
        let ranked = try Self.ranked()
        #expect(ranked.count == 278)
        #expect(ranked.prefix(120).filter { !Host.drawsSymbol($0) } == [])
        #expect(ranked.filter { !Host.drawsSymbol($0) } == Self.notDrawn)
        #expect(ranked.filter { !Host.knowsSymbol($0) } == [])
    }

    /// The diagonal arrows, `arrow.up.forward` among them (an "open in another place"
    /// button's symbol, which a side-by-side comparison with iOS found drawn as the
    /// placeholder): each is a real symbol and is drawn, the forward ones as the right
    /// ones, each direction a mirror image or flip of `arrow.up.right`.
    @Test func theDiagonalArrowsAreDrawn() {
        let names = ["arrow.up.right", "arrow.up.forward", "arrow.up.left", "arrow.up.backward",
                     "arrow.down.right", "arrow.down.forward", "arrow.down.left", "arrow.down.backward"]
        #expect(names.filter { !Host.knowsSymbol($0) } == [])
        #expect(names.filter { !Host.drawsSymbol($0) } == [])
        let forward = ViewHost(testing: Image(systemName: "arrow.up.forward")).snapshot()
        let right = ViewHost(testing: Image(systemName: "arrow.up.right")).snapshot()
        #expect(forward.replacingOccurrences(of: "arrow.up.forward", with: "arrow.up.right") == right)
        #expect(!forward.contains("<rect data-symbol="))
    }

    /// The symbols the engine's own chrome draws (a navigation bar's Back chevron, a
    /// menu picker's chevrons, a selected row's check mark, a stepper's − and +, a search
    /// field's magnifying glass, a sheet's close button) and the common tab bar and
    /// toolbar symbols are drawn.
    @Test func theChromesSymbolsAreDrawn() {
        let chrome = ["chevron.left", "chevron.right", "chevron.up.chevron.down", "chevron.down", "checkmark", "plus", "minus",
                      "xmark", "xmark.circle.fill", "magnifyingglass", "ellipsis", "ellipsis.circle", "trash", "square.and.arrow.up",
                      "gear", "gearshape", "person", "person.circle", "star", "star.fill", "heart", "heart.fill", "info.circle",
                      "house", "house.fill", "bell", "calendar", "clock", "list.bullet", "square.and.pencil", "folder", "photo"]
        #expect(chrome.filter { !Host.drawsSymbol($0) } == [])
    }

    /// `Image(systemName:)`: "If there's no symbol with the specified name, the image
    /// is empty" — and iOS logs `No symbol named 'x' found in system symbol set`. The
    /// engine reports it once as a diagnostic and draws the neutral placeholder: a rounded
    /// box of the point size (17 × 17 in body text, Measures §9 "Symbol placeholder"),
    /// centred in the window's safe area, with the name in `data-symbol`.
    @Test func aNameThatIsNoSymbolIsDiagnosedAndDrawnAsThePlaceholder() {
        let host = ViewHost(testing: VStack { Image(systemName: "stra"); Image(systemName: "stra"); Image(systemName: "star") })
        #expect(host.diagnostics.map(\.message) == ["No symbol named 'stra' found in system symbol set"])
        #expect(host.diagnostics.map(\.kind) == [.resourceNotFound])
        #expect(host.snapshot().contains("<rect data-symbol=\"stra\""))
        let known = ViewHost(testing: Image(systemName: "heart.fill"))
        #expect(known.diagnostics.isEmpty)
    }

    /// `plus.square.on.square` (the "duplicate" symbol of issue 90's app) is a real
    /// symbol and is drawn: `square.on.square` with a plus in the front square (in
    /// `.fill`, cut out of it).
    @Test func plusSquareOnSquareIsDrawn() {
        #expect(Host.knowsSymbol("plus.square.on.square") && Host.knowsSymbol("plus.square.on.square.fill"))
        #expect(Host.drawsSymbol("plus.square.on.square") && Host.drawsSymbol("plus.square.on.square.fill"))
        let host = ViewHost(testing: Label("Duplicate", systemImage: "plus.square.on.square"))
        #expect(host.diagnostics.isEmpty)
        #expect(!host.snapshot().contains("<rect data-symbol="))
    }

    /// `Image(systemName:)`: "If there's no symbol with the specified name, the image is
    /// empty" — iOS logs the missing name once; the engine diagnoses each missing name
    /// once per host, however many frames lay it out and draw it (it printed on every
    /// frame in issue 90: eight times in one test run), in a list's rows, a toolbar and a
    /// menu alike; a second host reports it again, once.
    @Test func aMissingSymbolIsDiagnosedOncePerHostNotEveryFrame() throws {
        struct Screen: View {
            @State var count = 0
            var body: some View {
                NavigationStack {
                    List {
                        Button("Add") { count += 1 }
                        ForEach(0..<count, id: \.self) { row in Label("Row \(row)", systemImage: "no.such.symbol") }
                    }
                    .toolbar {
                        Menu {
                            Button("Copy", systemImage: "no.such.symbol") {}
                        } label: {
                            Label("More", systemImage: "no.such.symbol.either")
                        }
                    }
                }
            }
        }
        let printed = Log()
        var configuration = HostConfiguration()
        configuration.echoesDiagnosticsToStandardError = false
        configuration.diagnosticHandler = { printed($0.message) }
        let host = ViewHost(Screen(), configuration: configuration)
        for _ in 0..<4 {
            try host.tap("Add")
            _ = host.snapshot()
        }
        try host.tap("More")
        _ = host.snapshot()
        let missing = ["No symbol named 'no.such.symbol' found in system symbol set",
                       "No symbol named 'no.such.symbol.either' found in system symbol set"]
        #expect(host.diagnostics.map(\.message).filter { $0.hasPrefix("No symbol") }.sorted() == missing)
        #expect(printed.take().filter { $0.hasPrefix("No symbol") }.sorted() == missing)
        let second = ViewHost(testing: Image(systemName: "no.such.symbol"))
        #expect(second.diagnostics.map(\.message) == [missing[0]])
    }

    /// "Symbols automatically align with text": the image is as large as its glyph's ink
    /// on a grid 1.2 × the point size at the font's weight (Measures §9 "Symbol grid",
    /// "Symbol frame", "Symbol stroke"): `plus` is two bars from 18 to 82 on the grid,
    /// stroked 7 units at regular, so 71 units; in body text (17 points) 71 × 0.204 =
    /// 14.48, rounded up to the pixel 14.67 high and, with 0.09 × 17 beside it on each
    /// side, 17.54 → 17.67 wide; in the title style (28 points) 23.86 → 24 high, 28.9 →
    /// 29 wide; bold strokes are 10.6 units, 74.6 × 0.204 = 15.22 → 15.33 high, 18.28 →
    /// 18.33 wide; `imageScale(.large)` is × 1.3 (Measures §9 "Symbol scales"): 71 ×
    /// 0.2652 = 18.83 → 19 high, 22.81 → 23 wide.
    @Test func aSymbolIsAsLargeAsItsInkAtTheFontsSizeAndWeight() throws {
        func size(_ image: some View) throws -> CGSize {
            try ViewHost(testing: image.accessibilityIdentifier("symbol")).frame(of: "symbol").size
        }
        #expect(try size(Image(systemName: "plus")) == CGSize(width: 53.0 / 3, height: 44.0 / 3))
        #expect(try size(Image(systemName: "plus").font(.title)) == CGSize(width: 29, height: 24))
        #expect(try size(Image(systemName: "plus").font(.body.bold())) == CGSize(width: 55.0 / 3, height: 46.0 / 3))
        #expect(try size(Image(systemName: "plus").imageScale(.large)) == CGSize(width: 23, height: 19))
        let minus = try size(Image(systemName: "minus"))
        #expect(minus.width == 53.0 / 3 && minus.height < 2, "a minus is wide and low")
    }

    /// Measures §9 "Symbol sizes": a glyph drawn in a circle is one em across, as iOS
    /// draws SF's (a `clock` in 37-point text 36.67 points of ink): its circle (radius 44
    /// on the grid, scaled by 0.867) and stroke are 83.3 units, 17 points in body text —
    /// `circle`, `clock`, `timer`, `globe` and a circled variant alike — and 1.3 times that at
    /// `imageScale(.large)` (the globe iOS draws 21 points across in 16-point text). iOS
    /// 17's `timer` is an open circle with a tick and a hand, as large as `clock` (issue
    /// 85's TCA detail screen: both 22 points across at the large scale), not a stopwatch.
    @Test func aCircledSymbolIsOneEmAcross() throws {
        func size(_ image: some View) throws -> CGSize {
            try ViewHost(testing: image.accessibilityIdentifier("symbol")).frame(of: "symbol").size
        }
        for name in ["circle", "clock", "timer", "globe", "xmark.circle.fill"] {
            #expect(try size(Image(systemName: name)).height == 17, "\(name)")
        }
        #expect(try size(Image(systemName: "globe").imageScale(.large).font(.system(size: 16))).height == 21)
    }

    /// Measured on iOS 17 (the TCA SyncUps detail form's `Label("Blob", systemImage:
    /// "person")`, large scale, 17-point text): the head's ink 9.67 high, 1.33 above the
    /// shoulders' 18.33 × 8.33, the whole 19.33 high — where the engine's head touched its
    /// shoulders and the whole was 21 high.
    @Test func aPersonsHeadStandsApartFromItsShoulders() throws {
        let frame = try ViewHost(testing: Image(systemName: "person").imageScale(.large).accessibilityIdentifier("symbol")).frame(of: "symbol")
        #expect(abs(frame.height - 19.33) < 0.34, "\(frame)")
    }

    /// Measured on iOS 17 (the TCA SyncUps list card's `Label("3", systemImage:
    /// "person.3")` at `.caption` in a row: the large scale, 15.6 points): three people side
    /// by side, 28.67 × 14 points of ink — where the engine drew a cluster 17.33 × 13.33.
    /// The drawing's 151 × 74.5 grid units with its stroke on a grid of 1.2 × 15.6 points
    /// are 28.27 × 13.95, the frame that and 0.09 of 15.6 on either side across, rounded up
    /// to the display's pixels.
    @Test func threePeopleStandSideBySide() throws {
        let frame = try ViewHost(testing: Image(systemName: "person.3").imageScale(.large).font(.caption)
            .accessibilityIdentifier("symbol")).frame(of: "symbol")
        #expect(abs(frame.width - 94.0 / 3) < 0.01 && abs(frame.height - 14) < 0.01, "\(frame)")
    }

    /// A symbol beside text sits where iOS puts it: "vertically centred on the cap height
    /// of adjacent text" — in a `firstTextBaseline` row, the middle of `plus` (the grid's
    /// y 50) is at the middle of the capitals: the text's baseline (16.19 below its top,
    /// Measures §4 "Ascender") less half of SF Pro's capitals (1443/2048 × 17 / 2 = 5.99;
    /// Measures §9 "Symbol baseline").
    @Test func aSymbolInATextRowIsCentredOnTheCapitals() throws {
        let host = ViewHost(testing: HStack(alignment: .firstTextBaseline) {
            Text("Hx").accessibilityIdentifier("text")
            Image(systemName: "plus").accessibilityIdentifier("symbol")
        })
        let text = try host.frame(of: "text"), symbol = try host.frame(of: "symbol")
        let capitalsMiddle = text.minY + 17 * 1950 / 2048 - 17 * 1443 / 2048 / 2
        #expect(abs(symbol.midY - capitalsMiddle) < 0.34)
    }

    /// `symbolVariant(_:)`: "Makes symbols within the view show a particular variant." A
    /// heart under `.fill` is drawn as `heart.fill` (the shown name in `data-symbol`), as
    /// filled paths; under `.circle.fill` as `heart.circle.fill`.
    @Test func aSymbolVariantShowsTheVariantsName() {
        let filled = ViewHost(testing: Image(systemName: "heart").symbolVariant(.fill)).snapshot()
        #expect(filled.contains("data-title=\"heart\" data-symbol=\"heart.fill\""))
        let plain = ViewHost(testing: Image(systemName: "heart")).snapshot()
        #expect(!plain.contains("data-symbol"))
        #expect(plain.contains("fill=\"none\" stroke=\"#000000\""))
        #expect(filled.contains("fill=\"#000000\""))
        let circled = ViewHost(testing: Image(systemName: "heart").symbolVariant(.circle.fill)).snapshot()
        #expect(circled.contains("data-symbol=\"heart.circle.fill\""))
    }

    /// `symbolRenderingMode(.hierarchical)`: "A mode that renders symbols as multiple
    /// layers, with different opacities applied to the primary, secondary, and tertiary
    /// layers." The enclosure of `xmark.circle.fill` is painted at the secondary level of
    /// the foreground (red at an opacity); `.palette` with `foregroundStyle(.red, .green)`
    /// paints the layers in the two styles; monochrome paints everything in one.
    @Test func renderingModesPaintTheLayers() {
        let symbol = "xmark.circle.fill"
        // The symbol's part of the picture: what is drawn before the status bar.
        func symbolPart(_ svg: String) -> String { svg.components(separatedBy: #"<g data-view="StatusBar">"#)[0] }
        let mono = symbolPart(ViewHost(testing: Image(systemName: symbol).foregroundStyle(.red)).snapshot())
        let hierarchical = symbolPart(ViewHost(testing: Image(systemName: symbol).symbolRenderingMode(.hierarchical).foregroundStyle(.red)).snapshot())
        let palette = ViewHost(testing: Image(systemName: symbol).symbolRenderingMode(.palette).foregroundStyle(.white, .red)).snapshot()
        #expect(!mono.contains("fill-opacity"))
        #expect(hierarchical.contains("fill-opacity"))
        #expect(palette.contains("#FFFFFF") && palette.contains("#FF3B30"))
    }
}
