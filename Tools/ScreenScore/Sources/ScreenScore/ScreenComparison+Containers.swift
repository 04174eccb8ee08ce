extension ScreenComparison {
    /// The containers level: each bar present in both or neither and ending at the same
    /// place; the same number of cards, each with the same edges and corner radius.
    func containers(ours: ScreenStructure, reference: ScreenStructure) -> LevelResult {
        let detail = "\(reference.bars.count) bars, \(reference.cards.count) cards"
        func fail(_ text: String) -> LevelResult { LevelResult(level: .containers, failure: text, detail: detail) }
        for edge in [Bar.Edge.top, .bottom] {
            let mine = ours.bars.first { $0.edge == edge }, theirs = reference.bars.first { $0.edge == edge }
            func extent(_ bar: Bar?) -> String { bar.map { "y \(Points.text($0.frame.minY))–\(Points.text($0.frame.maxY))" } ?? "none" }
            switch (mine, theirs) {
            case (nil, nil): continue
            case (let mine?, let theirs?):
                let inner = edge == .top ? (mine.frame.maxY, theirs.frame.maxY) : (mine.frame.minY, theirs.frame.minY)
                if !close(inner.0, inner.1) {
                    return fail("\(edge.rawValue) bar: " + Self.span("y", (mine.frame.minY, mine.frame.maxY), (theirs.frame.minY, theirs.frame.maxY)))
                }
            default:
                return fail("\(edge.rawValue) bar: \(extent(mine)), iOS \(extent(theirs))")
            }
        }
        for (index, (mine, theirs)) in zip(ours.cards, reference.cards).enumerated() {
            let name = "card \(index + 1)"
            if !close(mine.frame.minY, theirs.frame.minY) || !close(mine.frame.maxY, theirs.frame.maxY) {
                return fail("\(name): " + Self.span("y", (mine.frame.minY, mine.frame.maxY), (theirs.frame.minY, theirs.frame.maxY)))
            }
            if !close(mine.frame.minX, theirs.frame.minX) || !close(mine.frame.maxX, theirs.frame.maxX) {
                return fail("\(name): " + Self.span("x", (mine.frame.minX, mine.frame.maxX), (theirs.frame.minX, theirs.frame.maxX)))
            }
            if !close(mine.cornerRadius, theirs.cornerRadius) {
                return fail("\(name): corner radius \(Points.text(mine.cornerRadius)), iOS \(Points.text(theirs.cornerRadius))")
            }
        }
        if ours.cards.count != reference.cards.count {
            return fail("\(ours.cards.count) cards, iOS \(reference.cards.count)")
        }
        return LevelResult(level: .containers, failure: nil, detail: detail)
    }
}
