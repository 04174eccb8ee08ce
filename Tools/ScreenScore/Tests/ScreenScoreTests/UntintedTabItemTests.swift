import ScreenScore
import Testing

/// iOS's pictures of a `TabView` drawn outside a window: swift-snapshot-testing draws such
/// a view with `CALayer.render(in:)`, which skips the filter UIKit tints an unselected tab
/// item's template image with, so its symbol comes out white over its grey title — white
/// on a dark bar, not seen on a white one. Found in issue 85's set: SpeakList's app screen
/// (`#FFFFFF` symbols over `#929292` titles). The device draws them in their titles' grey,
/// as the engine does.
@Suite("Tab symbols iOS's picture drew untinted")
struct UntintedTabItemTests {
    /// A screen's structure, drawn at 1×.
    private func structure(_ screen: SyntheticScreen) throws -> ScreenStructure {
        try StructureReader.read(screen.picture(), scale: 1, window: SyntheticScreen.window)
    }

    /// On the dark bar (`#161616`) the untinted symbols show white (`#FFFFFF`) over their
    /// `#8D8D93` titles: tab items 2 and 3 are the artefact, their symbols at x 181–209 and
    /// 300–328, y 772–796. Ours, drawn as the device draws them (`#8D8D93`: without this
    /// rule, `colour: symbol 3: #8D8D93, iOS #FFFFFF (ΔE 41.3, over 12)`), passes every
    /// level, with a note.
    @Test func whiteSymbolsOverGreyTitlesAreTheArtefactAndThePairPasses() throws {
        let reference = try structure(SyntheticScreen(dark: true, untintedTabSymbols: true))
        #expect(reference.untintedTabItems.map(\.index) == [2, 3])
        #expect(reference.untintedTabItems.map { $0.symbol?.description } == ["x 181–209, y 772–796", "x 300–328, y 772–796"])
        let verdict = ScreenComparison().compare(ours: try structure(SyntheticScreen(dark: true)), reference: reference)
        #expect(verdict.passed, "\(verdict.report)")
        #expect(verdict.result(.controls)?.detail.hasSuffix("2 untinted tab symbols by frame") == true, "\(verdict.report)")
        #expect(verdict.notes == ["iOS's picture shows the symbols of tab items 2, 3 white over grey titles, compared by frame only "
                + "(not by kind or colour): CALayer.render(in:) skips UIKit's tint of unselected tab symbols"])
    }

    /// On the light bar (`#FAFAFA`, 8.7 from white) the untinted symbols do not show at all:
    /// the picture has 1 symbol in the bar to our 3 (without this rule, `controls: 4
    /// symbols, iOS 2`, the card's icon counted). With the selected item drawn normally,
    /// the empty places over the grey titles are the artefact, and the pair passes.
    @Test func symbolsLostOnAWhiteBarAreTheArtefactAndThePairPasses() throws {
        let reference = try structure(SyntheticScreen(untintedTabSymbols: true))
        #expect(reference.untintedTabItems.map(\.index) == [2, 3])
        #expect(reference.untintedTabItems.map(\.symbol) == [nil, nil])
        let verdict = ScreenComparison().compare(ours: try structure(SyntheticScreen()), reference: reference)
        #expect(verdict.passed, "\(verdict.report)")
        #expect(verdict.notes.first?.hasPrefix("iOS's picture shows no symbol over tab items 2, 3's grey titles (white on a white bar)") == true,
                "\(verdict.notes)")
    }

    /// Where iOS's picture shows the symbol white, ours must still have one there: ours
    /// without tab item 2's symbol fails at the controls, naming iOS's at x 181–209.
    @Test func oursWithoutASymbolWhereIOSShowsItWhiteFails() throws {
        let reference = try structure(SyntheticScreen(dark: true, untintedTabSymbols: true))
        let verdict = ScreenComparison().compare(ours: try structure(SyntheticScreen(dark: true, tabSymbolLeftOut: 1)), reference: reference)
        #expect(verdict.summary == "controls: tab item 2 (untinted in iOS's picture): no symbol, iOS's at x 181–209, y 772–796")
    }

    /// A reference drawn normally, its tab symbols grey like their titles (`#8A8A8E`), is no
    /// artefact: ours without tab item 2's symbol fails at the controls as before (symbol 3
    /// at x 300–328 against iOS's at 181–209), ours with white symbols (on the dark bar)
    /// fails at the colour, and neither verdict has a note.
    @Test func aNormalReferenceAgainstOursMissingOrWhiteSymbolsStillFails() throws {
        let light = try structure(SyntheticScreen())
        #expect(light.untintedTabItems.isEmpty)
        let missing = ScreenComparison().compare(ours: try structure(SyntheticScreen(tabSymbolLeftOut: 1)), reference: light)
        #expect(missing.summary == "controls: symbol 3 (the bottom bar): x 300–328, y 772–796, iOS x 181–209, y 772–796")
        #expect(missing.notes.isEmpty)
        let dark = try structure(SyntheticScreen(dark: true))
        #expect(dark.untintedTabItems.isEmpty)
        let white = ScreenComparison().compare(ours: try structure(SyntheticScreen(dark: true, untintedTabSymbols: true)), reference: dark)
        #expect(white.summary.hasPrefix("colour: symbol 3 (the bottom bar): #FFFFFF, iOS #8D8D93"), "\(white.summary)")
        #expect(white.notes.isEmpty)
    }
}
