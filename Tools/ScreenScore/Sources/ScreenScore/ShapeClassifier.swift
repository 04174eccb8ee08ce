/// Names a blob of ink by its shape: a hairline (separator), a switch, a segmented
/// control, a chevron, a checkmark, another symbol, or a glyph of text. The sizes are
/// iOS's at point scale, with room for a picture drawn at 1× or 3×.
enum ShapeClassifier {
    /// What a blob is.
    enum Shape: Equatable {
        case separator
        case barHairline
        /// The device's Dynamic Island, which a simulator's screenshot shows: not the app's.
        case deviceIsland
        case control(Control.Kind)
        case glyph
    }

    static func shape(of ink: InkShape, windowWidth: Int) -> Shape {
        let width = Double(ink.blob.width), height = Double(ink.blob.height)
        if height <= 2, width >= 30, width >= 15 * height {
            // Across (nearly) the whole window: a bar's edge, which the bars already account for.
            return width >= 0.9 * Double(windowWidth) ? .barHairline : .separator
        }
        // The Dynamic Island: a black capsule about 126.67 × 37.33 centred across the window,
        // 11 points from its top, in a screenshot of a simulator of a phone that has one.
        // It is the device's cut-out, not the app's drawing (the engine draws none), and is
        // left out as the status bar's lines are.
        if (120...132).contains(width), (34...40).contains(height), ink.blob.minY <= 14,
           abs(Double(ink.blob.minX + ink.blob.maxX + 1) / 2 - Double(windowWidth) / 2) <= 3,
           max(ink.commonest.red, ink.commonest.green, ink.commonest.blue) <= 16 {
            return .deviceIsland
        }
        // A switch: a capsule about 51 × 31 (iOS 17 and 18) or 63 × 28 (iOS 26).
        if (45...68).contains(width), (24...36).contains(height), (1.4...2.5).contains(width / height) {
            return .control(.toggle)
        }
        // A segmented control's track (or a stepper's, two segments): 20–40 tall, at least
        // 80 wide and two and a half times as wide as tall.
        if (20..<40).contains(height), width >= 80, width >= 2.5 * height, ink.blob.fill >= 0.5 {
            return .control(.segmented)
        }
        let middles = ink.rowMiddles
        // A disclosure chevron: a grey `>` whose middle row sits right of its ends.
        if (3...12).contains(width), (7...18).contains(height), height >= width, !ink.isTinted,
           middles.middle - (middles.top + middles.bottom) / 2 >= 0.25 * width {
            return .control(.chevron)
        }
        // A checkmark: a tick of two slanted strokes (no column runs half its height, as a
        // letter's stem does), its top at its right end, its bottom left of its middle, its
        // left arm ending about halfway down (not an `S`, `V` or `J`); tinted or not.
        if (9...24).contains(width), (8...22).contains(height),
           Double(ink.longestColumnRun) <= 0.5 * height,
           middles.top > 0.7 * width, (0.15 * width..<0.55 * width).contains(middles.bottom),
           (0.3...0.75).contains(ink.leftColumnMiddle) {
            return .control(.checkmark)
        }
        // Another symbol: a tinted blob of 10 points or more (a toolbar's `+`, a back
        // chevron), or a solid one of 20 or more (an icon) — unless a glyph sits beside it,
        // which `StructureReader` checks: then it is a letter of a tinted or large word.
        let aspect = width / height
        if min(width, height) >= 10, (0.5...2).contains(aspect), ink.isTinted {
            return .control(.symbol)
        }
        if min(width, height) >= 20, (0.6...1.7).contains(aspect), ink.blob.fill >= 0.5 {
            return .control(.symbol)
        }
        return .glyph
    }
}
