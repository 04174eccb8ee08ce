/// Compares the structure of our screen with iOS's, level by level (`Level`), each
/// level's first failure naming the element and both numbers, ours first:
/// `containers: card 2: y 273–320, iOS 259–303`.
public struct ScreenComparison: Sendable {
    /// How far ours may be from iOS's.
    public var tolerances: Tolerances

    /// A comparison with the given tolerances.
    public init(tolerances: Tolerances = Tolerances()) {
        self.tolerances = tolerances
    }

    /// Our structure against iOS's, every level.
    ///
    /// Where iOS's picture shows tab items untinted (``UntintedTabItem``), their symbols are
    /// left out of the controls, text lines and colour levels and compared by frame at the
    /// controls level, and a note names the artefact.
    public func compare(ours: ScreenStructure, reference: ScreenStructure) -> Verdict {
        let (mine, theirs) = Self.withoutUntintedTabSymbols(ours: ours, reference: reference)
        let text = textLines(ours: mine, reference: theirs)
        var controlsResult = controls(ours: mine, reference: theirs)
        let shown = reference.untintedTabItems.filter { $0.symbol != nil }.count
        if shown > 0 { controlsResult.detail += ", \(shown) untinted tab symbol\(shown == 1 ? "" : "s") by frame" }
        if controlsResult.passed, let failure = tabSymbolFrames(ours: ours, reference: reference) {
            controlsResult = LevelResult(level: .controls, failure: failure, detail: controlsResult.detail)
        }
        return Verdict(levels: [
            canvas(ours: ours, reference: reference),
            containers(ours: ours, reference: reference),
            separators(ours: ours, reference: reference),
            controlsResult,
            text.result,
            colour(ours: mine, reference: theirs, lines: text.pairs),
        ], notes: Self.untintedTabNote(reference).map { [$0] } ?? [])
    }

    /// Whether two lengths are within the geometry tolerance.
    func close(_ ours: Double, _ reference: Double) -> Bool {
        abs(ours - reference) <= tolerances.geometry + 1e-9
    }

    /// `y 273–320, iOS 259–303`.
    static func span(_ axis: String, _ ours: (Double, Double), _ reference: (Double, Double)) -> String {
        "\(axis) \(Points.text(ours.0))–\(Points.text(ours.1)), iOS \(Points.text(reference.0))–\(Points.text(reference.1))"
    }
}
