extension ScreenComparison {
    /// Whether our line is where iOS's is: its vertical middle within the tolerance, its
    /// left edge, middle or right edge within it (leading, centred or trailing text), and
    /// its width within the font allowance (or one point, the grid, for a short line).
    func places(_ ours: TextLine, as reference: TextLine) -> Bool {
        let a = ours.frame, b = reference.frame
        guard close(a.midY, b.midY) else { return false }
        guard close(a.minX, b.minX) || close(a.midX, b.midX) || close(a.maxX, b.maxX) else { return false }
        return abs(a.width - b.width) <= max(tolerances.textWidth * b.width, 1) + 1e-9
    }

    /// The height of the status bar on a phone that shows one (iOS's 54 points).
    static let statusBarHeight = 54.0

    /// How far above the window's bottom the home indicator starts (8 + 5 points).
    static let homeIndicatorZone = 13.0

    /// Whether `line` is the system's, not the app's: in the status bar (in the top bar, or
    /// on the canvas where the bar is transparent at the scroll edge, ending within the
    /// window's first 54 points: the device's clock, signal and battery as the picture was
    /// taken) or the home indicator (within the window's last 13 points, its shade adapting
    /// to what is under it over time); not compared.
    static func isSystemChrome(_ line: TextLine, windowHeight: Int) -> Bool {
        ((line.region == .topBar || line.region == .canvas) && line.frame.maxY <= statusBarHeight)
            || line.frame.minY >= Double(windowHeight) - homeIndicatorZone
    }

    /// The text lines level: the lines split near the joining threshold in one picture and
    /// not the other joined (`joiningNearSplits`), each of iOS's lines, in reading order,
    /// takes the closest of ours that `places` it; the level passes when the share placed reaches
    /// `textPlaced`. Returns the pairs found, for the colour level.
    func textLines(ours: ScreenStructure, reference: ScreenStructure) -> (result: LevelResult, pairs: [(ours: TextLine, reference: TextLine)]) {
        var ours = ours, reference = reference
        ours.textLines.removeAll { Self.isSystemChrome($0, windowHeight: ours.window.height) }
        reference.textLines.removeAll { Self.isSystemChrome($0, windowHeight: reference.window.height) }
        (ours.textLines, reference.textLines) = joiningNearSplits(ours: ours.textLines, reference: reference.textLines)
        var used = Set<Int>()
        var pairs: [(ours: TextLine, reference: TextLine)] = []
        var firstUnplaced: (index: Int, line: TextLine)?
        func distance(_ a: TextLine, _ b: TextLine) -> Double {
            abs(a.frame.midY - b.frame.midY) + min(abs(a.frame.minX - b.frame.minX), abs(a.frame.midX - b.frame.midX), abs(a.frame.maxX - b.frame.maxX))
        }
        for (index, line) in reference.textLines.enumerated() {
            let candidate = ours.textLines.indices
                .filter { !used.contains($0) && places(ours.textLines[$0], as: line) }
                .min { distance(ours.textLines[$0], line) < distance(ours.textLines[$1], line) }
            if let candidate {
                used.insert(candidate)
                pairs.append((ours.textLines[candidate], line))
            } else if firstUnplaced == nil {
                firstUnplaced = (index, line)
            }
        }
        let total = reference.textLines.count
        let detail = "\(pairs.count) of \(total) lines placed"
        guard Double(pairs.count) < tolerances.textPlaced * Double(total) - 1e-9, let (index, line) = firstUnplaced else {
            return (LevelResult(level: .textLines, failure: nil, detail: detail), pairs)
        }
        let nearest = ours.textLines.min { distance($0, line) < distance($1, line) }
        let failure = "\(pairs.count) of \(total) placed (\(pairs.count * 100 / max(total, 1)) %, \(Int(tolerances.textPlaced * 100)) % needed); "
            + "first unplaced: line \(index + 1) (\(line.region)), ours \(nearest.map { "\($0.frame)" } ?? "none"), iOS \(line.frame)"
        return (LevelResult(level: .textLines, failure: failure, detail: detail), pairs)
    }
}
