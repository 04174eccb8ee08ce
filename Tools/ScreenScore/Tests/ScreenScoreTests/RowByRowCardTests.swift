import ScreenScore
import Testing

/// iOS's pictures of a list drawn outside a window: swift-snapshot-testing draws such a
/// view with `CALayer.render(in:)`, which ignores a layer's `maskedCorners` (that library's
/// issue 358; issue 667: "in the snapshot all items have rounded corners"), so each row of a
/// section comes out as a rounded card of its own, its hairline lost. Found in issue 85's
/// set: SpeakList's and SpeziViews' non-hosted snapshot tests. The device draws one card
/// with hairlines there, as the engine does.
@Suite("Cards iOS's picture drew row by row")
struct RowByRowCardTests {
    /// iOS's picture with its first card drawn row by row, read at 3× as the set's are.
    private func reference(seamShift: Double = 0) throws -> ScreenStructure {
        let picture = try SyntheticScreen(rowByRow: true, seamShift: seamShift).picture(scale: 3)
        return try StructureReader.read(picture, scale: 3, window: SyntheticScreen.window)
    }

    /// The card is read as one card whose rows meet at 179 and 223, with its own corners'
    /// radius (the notches where rows meet are not corners, and not ink: no control).
    @Test func aCardDrawnRowByRowIsOneCardWhoseRowsMeetAtItsSeams() throws {
        let structure = try reference()
        let card = try #require(structure.cards.first)
        #expect(structure.cards.count == 3)
        #expect(card.frame.minY == 135 && card.frame.maxY == 267, "\(card.frame)")
        #expect(card.seams.count == 2 && abs(card.seams[0] - 179) <= 1 && abs(card.seams[1] - 223) <= 1, "\(card.seams)")
        #expect(abs(card.cornerRadius - 10) < 1.5, "\(card.cornerRadius)")
        let whole = try #require(Screens.referenceStructure)
        #expect(whole.cards[0].seams.isEmpty)
        #expect(structure.controls.count == whole.controls.count)
    }

    /// Our one card with its hairlines at the rows' seams passes every level against it.
    @Test func oneCardWithHairlinesAtTheSeamsPasses() throws {
        let ours = try StructureReader.read(SyntheticScreen().picture(scale: 3), scale: 3, window: SyntheticScreen.window)
        let verdict = ScreenComparison().compare(ours: ours, reference: try reference())
        #expect(verdict.passed, "\(verdict.report)")
    }

    /// A hairline away from where iOS's rows meet fails at the separators, naming both.
    @Test func aHairlineAwayFromTheSeamFails() throws {
        let ours = try StructureReader.read(SyntheticScreen().picture(scale: 3), scale: 3, window: SyntheticScreen.window)
        let verdict = ScreenComparison().compare(ours: ours, reference: try reference(seamShift: 6))
        #expect(verdict.firstFailure?.level == .separators)
        #expect(verdict.summary.hasPrefix("separators: card 1, separator 2: y 223"), "\(verdict.summary)")
        #expect(verdict.summary.contains("iOS's rows meet at y 229"), "\(verdict.summary)")
    }
}
