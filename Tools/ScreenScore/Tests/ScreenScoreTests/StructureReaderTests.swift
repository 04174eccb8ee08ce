import ScreenScore
import Testing

/// What the reader finds on the synthetic iOS 18 screen, element by element, at point scale.
@Suite("StructureReader: a settings screen's structure at point scale")
struct StructureReaderTests {
    static let structure = Screens.referenceStructure

    /// The canvas is the grouped grey; a navigation bar ends at its hairline and a tab bar
    /// starts at its own.
    @Test func theCanvasAndBars() throws {
        let structure = try #require(Self.structure)
        #expect(structure.canvas.colour == RGB(hex: 0xF2F2F7))
        #expect(structure.bars.map(\.edge) == [.top, .bottom])
        #expect(structure.bars.map(\.frame.maxY) == [97, 844])
        #expect(structure.bars.map(\.frame.minY) == [0, 761])
    }

    /// Three cards with their edges, 10-point corners (within a point) and white fill; iOS
    /// 26's 26-point corners read as such on cards tall enough to hold them.
    @Test func theCards() throws {
        let cards = try #require(Self.structure).cards
        #expect(cards.map(\.frame.description) == ["x 20–370, y 135–267", "x 20–370, y 320–408", "x 20–370, y 478–522"])
        #expect(cards.allSatisfy { abs($0.cornerRadius - 10) < 1 && $0.colour == RGB(hex: 0xFFFFFF) })
        let iOS26 = try StructureReader.read(Screens.picture(SyntheticScreen(look: .iOS26Cards)), scale: 1, window: Screens.window)
        #expect(iOS26.cards.prefix(2).allSatisfy { abs($0.cornerRadius - 26) < 1 }, "\(iOS26.cards.map(\.cornerRadius))")
    }

    /// The separators with their insets (81 beside an icon, 40 otherwise) and places.
    @Test func theSeparators() throws {
        let separators = try #require(Self.structure).separators
        #expect(separators.map(\.minX) == [81, 40, 40])
        #expect(separators.map(\.y) == [179.5, 223.5, 364.5])
        #expect(separators.map(\.region) == [.card(0), .card(0), .card(1)])
    }

    /// Each control by kind: the icon, a switch that is on and one that is off, the chevron,
    /// the checkmark, the segmented control, the tab bar's three symbols.
    @Test func theControls() throws {
        let controls = try #require(Self.structure).controls
        #expect(controls.map(\.kind) == [.symbol, .toggle, .chevron, .checkmark, .segmented, .toggle, .symbol, .symbol, .symbol])
        #expect(controls.filter { $0.kind == .toggle }.map(\.isOn) == [true, false])
        #expect(controls.filter { $0.kind == .toggle }.map(\.frame.width) == [51, 51])
        #expect(controls.first { $0.kind == .segmented }?.frame.description == "x 36–354, y 326–358")
    }

    /// The text lines: the status bar's and title in the top bar, rows' labels and values,
    /// header and footer on the canvas; the segmented control's labels are the control's.
    @Test func theTextLines() throws {
        let lines = try #require(Self.structure).textLines
        #expect(lines.count == 15)
        #expect(lines.filter { $0.region == .card(0) }.map(\.frame.description)
            == ["x 81–153, y 151–163", "x 40–129, y 195–207", "x 290–337, y 195–207", "x 40–150, y 239–251"])
        #expect(lines.filter { $0.region == .canvas }.map(\.colour) == Array(repeating: RGB(hex: 0x8A8A8E), count: 3))
        #expect(lines.first { $0.region == .card(2) }?.colour == RGB(hex: 0x007AFF))
    }

    /// A tinted word whose letters touch (a `u` joined to a `t`) is a line of text, not a
    /// checkmark: a letter's stem runs half its height down a column, a tick's strokes do not.
    @Test func aTintedWordIsTextNotACheckmark() throws {
        let structure = try StructureReader.read(Screens.picture(SyntheticScreen(tintedWord: true)), scale: 1, window: Screens.window)
        #expect(structure.controls.filter { $0.kind == .checkmark }.count == 1)
        #expect(structure.textLines.filter { $0.region == .card(2) }.map(\.frame.description) == ["x 28–54, y 493–507"])
    }

    /// A bold title's first letter, as large and solid as a symbol, is part of the title's
    /// line when a glyph follows it closely; an icon 16 points from its label stays a symbol.
    @Test func aLargeLetterBesideItsWordIsTextNotASymbol() {
        var paint = Painter(width: 390, height: 844, scale: 1, background: RGB(hex: 0xF2F2F7))
        paint.roundedRect(20, 135, 370, 179, radius: 10, RGB(hex: 0xFFFFFF))
        paint.rect(16, 55, 38, 81, RGB(hex: 0x000000))
        paint.text(40, 60, width: 100, height: 21, RGB(hex: 0x000000))
        paint.roundedRect(36, 142, 65, 171, radius: 7, RGB(hex: 0x8E8E93))
        paint.text(81, 151, width: 72, RGB(hex: 0x000000))
        let structure = StructureReader.read(PointPicture(paint.image, scale: 1))
        #expect(structure.controls.map(\.kind) == [.symbol])
        #expect(structure.controls.first?.frame.description == "x 36–65, y 142–171")
        #expect(structure.textLines.first?.frame.description == "x 16–140, y 55–81")
    }

    /// Found on a real iOS picture: a hairline one point thick that falls across two
    /// points at 3× (#E7E7E8, one point 239, the next 247 on white) is a separator.
    @Test func aLightHairlineAcrossTwoPointsIsASeparator() {
        var paint = Painter(width: 200, height: 150, scale: 3, background: RGB(hex: 0xF2F2F7))
        paint.roundedRect(10, 20, 190, 140, radius: 10, RGB(hex: 0xFFFFFF))
        paint.rect(26, 80 + 1.0 / 3, 180, 81 + 1.0 / 3, RGB(hex: 0xE7E7E8))
        let structure = StructureReader.read(PointPicture(paint.image, scale: 3))
        #expect(structure.separators.map(\.minX) == [26])
        #expect(structure.separators.map(\.y) == [81])
    }

    /// Found on home-assistant's privacy screen in dark mode at 3×: a switch that is on
    /// has its white knob on the dark card, and the knob's one exact white is commoner
    /// than any one of the track's greens, shaded by the knob's shadow (measured: 517
    /// points of white, 453 of the commonest green and a hundred more of others); the
    /// switch is still on, in the track's green.
    /// One that is off (a grey track) is off.
    @Test func aDarkSwitchIsOnByItsTrackWhateverItsKnob() {
        for (track, on) in [(RGB(hex: 0x30D158), true), (RGB(hex: 0x39393D), false)] {
            var paint = Painter(width: 200, height: 150, scale: 3, background: RGB(hex: 0x000000))
            paint.roundedRect(10, 20, 190, 140, radius: 10, RGB(hex: 0x1C1C1E))
            paint.roundedRect(120, 60, 171, 91, radius: 15.5, track)
            if on {
                // The knob's shadow shades the track beside it: two greens of the measured.
                paint.rect(132, 60, 137, 91, RGB(48, 207, 87))
                paint.rect(137, 60, 142, 91, RGB(47, 205, 86))
            }
            paint.roundedRect(142, 62, 169, 89, radius: 13.5, RGB(hex: 0xFFFFFF))
            let structure = StructureReader.read(PointPicture(paint.image, scale: 3))
            let toggle = structure.controls.first { $0.kind == .toggle }
            #expect(toggle?.isOn == on, "track \(track)")
            if on { #expect(toggle?.colour == track) }
        }
    }

    /// iOS 26's wider switch (63 × 28) is a switch, and a checkmark drawn in the label's
    /// colour rather than the tint is a checkmark.
    @Test func anIOS26SwitchAndAnUntintedCheckmark() {
        var paint = Painter(width: 200, height: 150, scale: 1, background: RGB(hex: 0xF2F2F7))
        paint.roundedRect(10, 20, 190, 140, radius: 26, RGB(hex: 0xFFFFFF))
        paint.roundedRect(110, 30, 173, 58, radius: 14, RGB(hex: 0x34C759))
        paint.stroke([(150, 100), (155, 105), (163, 93)], width: 2, RGB(hex: 0x1A1A1A))
        let structure = StructureReader.read(PointPicture(paint.image, scale: 1))
        #expect(structure.controls.map(\.kind) == [.toggle, .checkmark])
        #expect(structure.controls.first?.frame.width == 63)
    }

    /// A tinted `+` alone (a toolbar button) is a symbol; the same strokes beside a glyph
    /// would be a letter.
    @Test func aLoneTintedPlusIsASymbol() {
        var paint = Painter(width: 200, height: 150, scale: 1, background: RGB(hex: 0xF2F2F7))
        paint.roundedRect(10, 60, 190, 140, radius: 10, RGB(hex: 0xFFFFFF))
        paint.stroke([(170, 20), (170, 36)], width: 2, RGB(hex: 0x007AFF))
        paint.stroke([(162, 28), (178, 28)], width: 2, RGB(hex: 0x007AFF))
        paint.text(20, 22, width: 60, RGB(hex: 0x000000))
        let structure = StructureReader.read(PointPicture(paint.image, scale: 1))
        #expect(structure.controls.map(\.kind) == [.symbol])
        #expect(structure.controls.first?.frame.description == "x 161–179, y 19–37")
    }

    /// Found on real iOS pictures (iOS 17 sheets over the dark window): the top bar ends at
    /// the last row it spans; the sheet's rounded corners, dark at the sides for 12 points
    /// below it, are not the bar.
    @Test func aTopBarEndsWhereItStopsSpanningTheWindow() throws {
        var paint = Painter(width: 200, height: 300, scale: 1, background: RGB(hex: 0xF2F2F7))
        paint.rect(0, 0, 200, 60, RGB(hex: 0x000000))
        paint.rect(0, 60, 3, 72, RGB(hex: 0x000000))
        paint.rect(197, 60, 200, 72, RGB(hex: 0x000000))
        paint.roundedRect(20, 120, 180, 200, radius: 10, RGB(hex: 0xFFFFFF))
        let structure = StructureReader.read(PointPicture(paint.image, scale: 1))
        #expect(structure.bars.map(\.frame.maxY) == [60])
    }

    /// Found on a real iOS picture (iOS 17's `timer` in a list row): a symbol whose detail
    /// is a blob of its own inside it — an open dial with a hand apart from it — is one
    /// symbol, its hand neither a letter beside it nor a line of text.
    @Test func aSymbolWithADetailInsideItIsOneSymbol() {
        var paint = Painter(width: 200, height: 150, scale: 1, background: RGB(hex: 0xF2F2F7))
        paint.roundedRect(10, 20, 190, 140, radius: 10, RGB(hex: 0xFFFFFF))
        paint.stroke([(40, 60), (50, 62), (58, 70), (60, 80), (58, 90), (50, 98), (40, 100), (30, 98), (22, 90), (20, 80), (22, 70), (27, 64)],
                     width: 2, RGB(hex: 0x007AFF))
        paint.stroke([(40, 80), (33, 73)], width: 3, RGB(hex: 0x007AFF))
        paint.text(80, 74, width: 60, RGB(hex: 0x000000))
        let structure = StructureReader.read(PointPicture(paint.image, scale: 1))
        #expect(structure.controls.map(\.kind) == [.symbol])
        #expect(structure.textLines.map(\.frame.minX) == [80])
    }

    /// Found on real iOS pictures (iOS 17's `person` in a list row, TCA SyncUps detail):
    /// a symbol's part a point below it — the shoulders under the head, 1.3 points apart,
    /// which averaging into points joins on one screen and splits on the next — is part of
    /// it; a tab's title 3 points below its symbol is a line of text.
    @Test func aSymbolsPartAPointBelowItIsPartOfIt() {
        var paint = Painter(width: 200, height: 150, scale: 1, background: RGB(hex: 0xF2F2F7))
        paint.roundedRect(10, 20, 190, 140, radius: 10, RGB(hex: 0xFFFFFF))
        paint.stroke([(40, 60), (44, 62), (45, 65), (44, 68), (40, 70), (36, 68), (35, 65), (36, 62), (40, 60)], width: 1.5, RGB(hex: 0x007AFF))
        paint.stroke([(31, 80), (33, 75), (40, 73), (47, 75), (49, 80), (31, 80)], width: 1.5, RGB(hex: 0x007AFF))
        paint.text(80, 68, width: 60, RGB(hex: 0x000000))
        let person = StructureReader.read(PointPicture(paint.image, scale: 1))
        #expect(person.controls.map(\.kind) == [.symbol])
        #expect(person.controls.first.map { $0.frame.minY < 62 && $0.frame.maxY > 79 } == true, "\(person.controls)")
        #expect(person.textLines.map(\.frame.minX) == [80])

        var tab = Painter(width: 200, height: 150, scale: 1, background: RGB(hex: 0xF2F2F7))
        tab.roundedRect(10, 20, 190, 140, radius: 10, RGB(hex: 0xFFFFFF))
        tab.stroke([(40, 60), (44, 62), (45, 65), (44, 68), (40, 70), (36, 68), (35, 65), (36, 62), (40, 60)], width: 1.5, RGB(hex: 0x007AFF))
        tab.text(30, 74, width: 20, height: 8, RGB(hex: 0x007AFF))
        let titled = StructureReader.read(PointPicture(tab.image, scale: 1))
        #expect(titled.textLines.count == 1, "\(titled.controls) \(titled.textLines)")
    }

    /// Found on a real iOS picture (a dark section header, "SECTION 2"): a letter shaped
    /// like `>` a space (5 points) after a word is part of its line; a row's chevron,
    /// 12.5 points after its row's text, stays a chevron.
    @Test func aChevronShapedLetterInAHeaderIsText() {
        var paint = Painter(width: 390, height: 300, scale: 1, background: RGB(hex: 0x000000))
        paint.roundedRect(20, 60, 370, 104, radius: 10, RGB(hex: 0x1C1C1E))
        paint.text(40, 40, width: 50, height: 9, RGB(hex: 0x8D8D93))
        paint.stroke([(94, 40), (100, 44.5), (94, 49)], width: 1.5, RGB(hex: 0x8D8D93))
        paint.text(103, 40, width: 10, height: 9, RGB(hex: 0x8D8D93))
        paint.text(40, 76, width: 120, RGB(hex: 0xFFFFFF))
        paint.stroke([(345, 77), (350, 82), (345, 87)], width: 2, RGB(hex: 0x5A5A5E))
        let structure = StructureReader.read(PointPicture(paint.image, scale: 1))
        #expect(structure.controls.map(\.kind) == [.chevron])
        #expect(structure.controls.first?.region == .card(0))
        #expect(structure.textLines.filter { $0.region == .canvas }.map(\.frame.description) == ["x 40–112, y 39–50"])
    }
}
