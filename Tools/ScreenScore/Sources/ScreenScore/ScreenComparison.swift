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
    public func compare(ours: ScreenStructure, reference: ScreenStructure) -> Verdict {
        let text = textLines(ours: ours, reference: reference)
        return Verdict(levels: [
            canvas(ours: ours, reference: reference),
            containers(ours: ours, reference: reference),
            separators(ours: ours, reference: reference),
            controls(ours: ours, reference: reference),
            text.result,
            colour(ours: ours, reference: reference, lines: text.pairs),
        ])
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
