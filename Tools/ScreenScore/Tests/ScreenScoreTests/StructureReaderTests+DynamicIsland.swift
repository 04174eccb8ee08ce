import ScreenScore
import Testing

/// Found on real iOS pictures (TCA SyncUps, simulator screenshots of a Dynamic Island phone,
/// 393 × 852): the island is a black capsule 126.67 × 37.33 points centred 11 points from
/// the window's top. It is the device's cut-out, drawn into the screenshot, not the app's
/// drawing, and it was read as a segmented control on a light canvas — where the engine's
/// picture, of the app alone, has none.
extension StructureReaderTests {
    /// The island on a light canvas is neither a control nor text; a black capsule of the
    /// same size lower down, or off the window's middle, is still a segmented control.
    @Test func theDynamicIslandIsTheDevicesNotTheApps() {
        var paint = Painter(width: 393, height: 300, scale: 3, background: RGB(hex: 0xF2F2F7))
        paint.roundedRect(133.33, 11, 260, 48.33, radius: 18.67, RGB(hex: 0x000000))
        paint.roundedRect(133.33, 150, 260, 187.33, radius: 18.67, RGB(hex: 0x000000))
        paint.roundedRect(20, 220, 146.67, 257.33, radius: 18.67, RGB(hex: 0x000000))
        let structure = StructureReader.read(PointPicture(paint.image, scale: 3))
        #expect(structure.controls.map(\.kind) == [.segmented, .segmented], "\(structure.controls)")
        #expect(structure.controls.map(\.frame.minY) == [150, 220])
        #expect(structure.textLines.isEmpty, "\(structure.textLines)")
    }
}
