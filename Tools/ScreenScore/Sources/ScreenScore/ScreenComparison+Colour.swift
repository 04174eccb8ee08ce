import Foundation

extension ScreenComparison {
    /// The colour level: CIE76 ΔE (`ColourDifference`) between the canvases, the bars and
    /// cards paired as the containers level pairs them (`surfaceDeltaE`), and the
    /// separators, controls and placed text lines (`inkDeltaE`).
    func colour(ours: ScreenStructure, reference: ScreenStructure, lines: [(ours: TextLine, reference: TextLine)]) -> LevelResult {
        var checks: [(name: String, ours: RGB, reference: RGB, limit: Double)] = [
            ("canvas", ours.canvas.colour, reference.canvas.colour, tolerances.surfaceDeltaE),
        ]
        for bar in reference.bars {
            if let mine = ours.bars.first(where: { $0.edge == bar.edge }) {
                checks.append(("\(bar.edge.rawValue) bar", mine.colour, bar.colour, tolerances.surfaceDeltaE))
            }
        }
        for (index, (mine, theirs)) in zip(ours.cards, reference.cards).enumerated() {
            checks.append(("card \(index + 1)", mine.colour, theirs.colour, tolerances.surfaceDeltaE))
        }
        for card in 0..<min(ours.cards.count, reference.cards.count) {
            for (index, (mine, theirs)) in zip(Self.separators(of: ours, card: card), Self.separators(of: reference, card: card)).enumerated() {
                checks.append(("card \(card + 1), separator \(index + 1)", mine.colour, theirs.colour, tolerances.inkDeltaE))
            }
        }
        for kind in Control.Kind.allCases {
            for (index, (mine, theirs)) in zip(Self.controls(of: ours, kind: kind), Self.controls(of: reference, kind: kind)).enumerated() {
                checks.append(("\(kind.rawValue) \(index + 1) (\(theirs.region))", mine.colour, theirs.colour, tolerances.inkDeltaE))
            }
        }
        for pair in lines {
            let index = (reference.textLines.firstIndex { $0 == pair.reference } ?? 0) + 1
            checks.append(("text line \(index) (\(pair.reference.region))", pair.ours.colour, pair.reference.colour, tolerances.inkDeltaE))
        }
        var largest: (name: String, deltaE: Double)?
        for check in checks {
            let deltaE = ColourDifference.deltaE(check.ours, check.reference)
            if deltaE > check.limit {
                return LevelResult(level: .colour,
                                   failure: "\(check.name): \(check.ours), iOS \(check.reference) (ΔE \(String(format: "%.1f", deltaE)), over \(Points.text(check.limit)))",
                                   detail: "\(checks.count) colours")
            }
            if deltaE > largest?.deltaE ?? -1 { largest = (check.name, deltaE) }
        }
        let detail = "\(checks.count) colours" + (largest.map { ", largest ΔE \(String(format: "%.1f", $0.deltaE)) (\($0.name))" } ?? "")
        return LevelResult(level: .colour, failure: nil, detail: detail)
    }
}
