extension ScreenComparison {
    /// Both structures without what stands in the symbol's place of iOS's untinted tab items
    /// (``UntintedTabItem``): the controls and text lines there, on both sides, so that the
    /// controls, text lines and colour levels leave those symbols' presence, kind and colour
    /// out (`tabSymbolFrames` compares where they are). Their titles stay.
    static func withoutUntintedTabSymbols(ours: ScreenStructure, reference: ScreenStructure) -> (ours: ScreenStructure, reference: ScreenStructure) {
        let items = reference.untintedTabItems
        guard !items.isEmpty else { return (ours, reference) }
        func held(_ frame: PointRect) -> Bool { items.contains { $0.holds(frame) } }
        func stripped(_ structure: ScreenStructure) -> ScreenStructure {
            var structure = structure
            structure.controls.removeAll { held($0.frame) }
            structure.textLines.removeAll { held($0.frame) }
            return structure
        }
        return (stripped(ours), stripped(reference))
    }

    /// Where iOS's picture shows an untinted tab item's symbol (white), ours must have ink
    /// there: every edge within the tolerance when iOS's reads as a control, placed as a text
    /// line is (`places`) when it reads as glyph-like ink. Where the picture does not show
    /// it, nothing of it can be compared. Returns the first failure, or nil.
    func tabSymbolFrames(ours: ScreenStructure, reference: ScreenStructure) -> String? {
        for item in reference.untintedTabItems {
            guard let symbol = item.symbol else { continue }
            let frames = ours.controls.map(\.frame).filter(item.holds) + ours.textLines.map(\.frame).filter(item.holds)
            let name = "tab item \(item.index) (untinted in iOS's picture)"
            guard let first = frames.first else { return "\(name): no symbol, iOS's at \(symbol)" }
            let mine = frames.reduce(first) { UntintedTabItem.union($0, $1) }
            let matches = item.symbolIsControl
                ? close(mine.minX, symbol.minX) && close(mine.maxX, symbol.maxX) && close(mine.minY, symbol.minY) && close(mine.maxY, symbol.maxY)
                : places(TextLine(region: .canvas, frame: mine, colour: item.titleColour),
                         as: TextLine(region: .canvas, frame: symbol, colour: item.titleColour))
            if !matches { return "\(name): symbol \(mine), iOS \(symbol)" }
        }
        return nil
    }

    /// The note naming the artefact, nil when iOS's picture has none: which tab items'
    /// symbols it shows white and which not at all, and how each was compared.
    static func untintedTabNote(_ reference: ScreenStructure) -> String? {
        let items = reference.untintedTabItems
        guard !items.isEmpty else { return nil }
        func named(_ items: [UntintedTabItem]) -> String {
            "tab item\(items.count == 1 ? "" : "s") " + items.map { String($0.index) }.joined(separator: ", ")
        }
        let white = items.filter { $0.symbol != nil }, lost = items.filter { $0.symbol == nil }
        var parts: [String] = []
        if !white.isEmpty { parts.append("the symbols of \(named(white)) white over grey titles, compared by frame only (not by kind or colour)") }
        if !lost.isEmpty { parts.append("no symbol over \(named(lost))'s grey titles (white on a white bar), not compared") }
        return "iOS's picture shows " + parts.joined(separator: "; ") + ": CALayer.render(in:) skips UIKit's tint of unselected tab symbols"
    }
}
