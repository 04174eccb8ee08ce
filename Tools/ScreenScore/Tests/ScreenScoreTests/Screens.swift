import ScreenScore

/// The synthetic screens the suites share, each drawn, written as a PNG and read back once.
enum Screens {
    static let window = SyntheticScreen.window

    /// iOS 18's look, light, at 1×: the reference most tests score against.
    static let reference: RGBAImage = picture(SyntheticScreen())

    static func picture(_ screen: SyntheticScreen, scale: Int = 1) -> RGBAImage {
        (try? screen.picture(scale: scale)) ?? RGBAImage(width: 1, height: 1)
    }

    /// The reference's structure, read once.
    static let referenceStructure = try? StructureReader.read(reference, scale: 1, window: window)

    /// Our picture of `screen` at 1× compared with the light iOS 18 reference.
    static func verdict(_ screen: SyntheticScreen) -> Verdict? {
        guard let referenceStructure, let ours = try? StructureReader.read(picture(screen), scale: 1, window: window) else { return nil }
        return ScreenComparison().compare(ours: ours, reference: referenceStructure)
    }
}
