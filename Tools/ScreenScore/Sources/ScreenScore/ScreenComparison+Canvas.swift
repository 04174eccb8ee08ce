extension ScreenComparison {
    /// The canvas level: the same window, a background of one colour down both sides
    /// (at least half of them), and cards on the same side of it (lighter or darker).
    func canvas(ours: ScreenStructure, reference: ScreenStructure) -> LevelResult {
        let detail = "\(reference.window), canvas \(reference.canvas.colour)"
        func fail(_ text: String) -> LevelResult { LevelResult(level: .canvas, failure: text, detail: detail) }
        if ours.window != reference.window { return fail("the window is \(ours.window), iOS \(reference.window)") }
        for (structure, name) in [(ours, "ours"), (reference, "iOS's")] where structure.canvas.uniformity < 0.5 {
            return fail("\(name) has no one background colour down its sides (\(Int(structure.canvas.uniformity * 100)) % is \(structure.canvas.colour))")
        }
        func side(_ structure: ScreenStructure) -> String? {
            guard let card = structure.cards.first else { return nil }
            return card.colour.luma >= structure.canvas.colour.luma ? "lighter" : "darker"
        }
        if let ourSide = side(ours), let theirSide = side(reference), ourSide != theirSide {
            return fail("cards \(ourSide) than the canvas, iOS \(theirSide)")
        }
        return LevelResult(level: .canvas, failure: nil, detail: detail)
    }
}
