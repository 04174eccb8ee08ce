import ScreenScore
import Testing

/// Found on real iOS pictures (TCA SyncUps list, black `person.3` and clock on a pink row):
/// a black mark's edges blend with a coloured row, and near black a step or two of the
/// row's pink is a large saturation — iOS's `person.3` measured #070407 at its core, its
/// clock #030203, ours #000000 and #0C060A — so whether a black symbol read as tinted
/// depended on rounding. A tint is the ink's colour, not the background's showing through.
extension StructureReaderTests {
    /// A square ring `size` points across, its sides `thickness` thick, from (`minX`, `minY`).
    private func ring(_ paint: inout Painter, _ minX: Double, _ minY: Double, size: Double, thickness: Double, _ colour: RGB) {
        let maxX = minX + size, maxY = minY + size
        paint.rect(minX, minY, maxX, minY + thickness, colour)
        paint.rect(minX, maxY - thickness, maxX, maxY, colour)
        paint.rect(minX, minY + thickness, minX + thickness, maxY - thickness, colour)
        paint.rect(maxX - thickness, minY + thickness, maxX, maxY - thickness, colour)
    }

    /// On a pink row at 3×, a black ring whose sides cover nine tenths of their points (its
    /// core a tenth pink, #180D15, saturation 0.46) reads as the black ring whose sides
    /// fill their points does (#000000): text, not a tinted symbol. The same ring in the
    /// system blue, as blended, is a tinted symbol.
    @Test func aBlackMarkOnAColouredRowIsNotTinted() {
        let pink = RGB(hex: 0xEE80D1)
        var paint = Painter(width: 200, height: 150, scale: 3, background: RGB(hex: 0xF2F2F7))
        paint.roundedRect(10, 20, 190, 140, radius: 10, pink)
        ring(&paint, 30.1, 60.1, size: 14, thickness: 0.9, RGB(hex: 0x000000))
        ring(&paint, 70, 60, size: 14, thickness: 1, RGB(hex: 0x000000))
        ring(&paint, 150.1, 60.1, size: 14, thickness: 0.9, RGB(hex: 0x007AFF))
        let structure = StructureReader.read(PointPicture(paint.image, scale: 3))
        #expect(structure.controls.map(\.kind) == [.symbol], "\(structure.controls)")
        #expect(structure.controls.first?.frame.minX == 150)
        #expect(structure.textLines.map(\.frame.minX) == [30, 70], "\(structure.textLines)")
    }

    /// The measured colours: iOS's black symbols' cores and its row chevron (a translucent
    /// grey) on the pink row are greys on it, within rounding; the system blue on it, and a
    /// blue darker than a blue row's fill, are not.
    @Test func theMeasuredCoresAreGreysOnThePinkRow() {
        let pink = RGB(hex: 0xEE80D1)
        for core in [RGB(hex: 0x070407), RGB(hex: 0x030203), RGB(hex: 0x0C060A), RGB(hex: 0xB2609D), RGB(hex: 0xB86BA6)] {
            #expect(core.distance(toGreyOn: pink) <= StructureReader.greyInkDistance, "\(core)")
        }
        #expect(RGB(hex: 0x007AFF).distance(toGreyOn: pink) > 100)
        #expect(RGB(hex: 0x1859DB).distance(toGreyOn: RGB(hex: 0x205DD6)) > StructureReader.greyInkDistance)
        #expect(RGB(hex: 0x8E8E93).distance(toGreyOn: RGB(hex: 0xFFFFFF)) < 5)
    }
}
