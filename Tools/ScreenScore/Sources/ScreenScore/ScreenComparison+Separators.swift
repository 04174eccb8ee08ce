extension ScreenComparison {
    /// The separators of card `index` in a structure, top to bottom.
    static func separators(of structure: ScreenStructure, card index: Int) -> [Separator] {
        structure.separators.filter { $0.region == .card(index) }
    }

    /// The separators level: in each card both have, the same number of hairlines, each
    /// starting (its inset), ending and sitting within the tolerance. Where iOS's card was
    /// drawn row by row (``Card/seams``), its rows' seams stand for its hairlines, which the
    /// picture lost: ours must sit at them, their insets unknown.
    func separators(ours: ScreenStructure, reference: ScreenStructure) -> LevelResult {
        let detail = "\(reference.separators.filter { if case .card = $0.region { true } else { false } }.count) separators in cards"
        func fail(_ text: String) -> LevelResult { LevelResult(level: .separators, failure: text, detail: detail) }
        for card in 0..<min(ours.cards.count, reference.cards.count) {
            let mine = Self.separators(of: ours, card: card)
            let seams = reference.cards[card].seams
            if !seams.isEmpty {
                for (index, (a, seam)) in zip(mine, seams).enumerated() where !close(a.y, seam) {
                    return fail("card \(card + 1), separator \(index + 1): y \(Points.text(a.y)), iOS's rows meet at y \(Points.text(seam))")
                }
                if mine.count != seams.count {
                    return fail("card \(card + 1): \(mine.count) separators, iOS \(seams.count) rows' seams")
                }
                continue
            }
            let theirs = Self.separators(of: reference, card: card)
            for (index, (a, b)) in zip(mine, theirs).enumerated()
            where !close(a.y, b.y) || !close(a.minX, b.minX) || !close(a.maxX, b.maxX) {
                return fail("card \(card + 1), separator \(index + 1): x \(Points.text(a.minX))–\(Points.text(a.maxX)), y \(Points.text(a.y)), "
                    + "iOS x \(Points.text(b.minX))–\(Points.text(b.maxX)), y \(Points.text(b.y))")
            }
            if mine.count != theirs.count {
                return fail("card \(card + 1): \(mine.count) separators, iOS \(theirs.count)")
            }
        }
        return LevelResult(level: .separators, failure: nil, detail: detail)
    }
}
