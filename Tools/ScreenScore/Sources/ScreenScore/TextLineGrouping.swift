/// Groups glyphs into lines: glyphs whose rows overlap (by 30 % of the shorter) form a
/// band; a band splits where the gap between glyphs is wider than a space (6 points, or
/// 0.6 of the band's height for larger type).
enum TextLineGrouping {
    /// The widest gap between glyphs that still joins them on a line of `height` points:
    /// a space (6 points), or 0.6 of the height for larger type.
    static func joiningGap(height: Double) -> Double {
        max(6, 0.6 * height)
    }

    static func lines(of glyphs: [InkShape], in region: Region) -> [TextLine] {
        var bands: [(top: Int, bottom: Int, glyphs: [InkShape])] = []
        for glyph in glyphs.sorted(by: { ($0.blob.minY, $0.blob.minX) < ($1.blob.minY, $1.blob.minX) }) {
            let top = glyph.blob.minY, bottom = glyph.blob.maxY + 1
            var best: (index: Int, overlap: Int)?
            for (index, band) in bands.enumerated() {
                let overlap = min(bottom, band.bottom) - max(top, band.top)
                let needed = 0.3 * Double(min(bottom - top, band.bottom - band.top))
                if overlap > 0, Double(overlap) >= needed, overlap > best?.overlap ?? 0 { best = (index, overlap) }
            }
            if let best {
                bands[best.index].top = min(bands[best.index].top, top)
                bands[best.index].bottom = max(bands[best.index].bottom, bottom)
                bands[best.index].glyphs.append(glyph)
            } else {
                bands.append((top, bottom, [glyph]))
            }
        }
        var lines: [TextLine] = []
        for band in bands {
            let splitGap = joiningGap(height: Double(band.bottom - band.top))
            var current: [InkShape] = []
            var currentMaxX = Int.min
            func close() {
                guard let first = current.first else { return }
                var frame = first.blob.frame
                var strongest = first
                for glyph in current {
                    frame.minX = min(frame.minX, glyph.blob.frame.minX); frame.maxX = max(frame.maxX, glyph.blob.frame.maxX)
                    frame.minY = min(frame.minY, glyph.blob.frame.minY); frame.maxY = max(frame.maxY, glyph.blob.frame.maxY)
                    if glyph.strength > strongest.strength { strongest = glyph }
                }
                lines.append(TextLine(region: region, frame: frame, colour: strongest.strongest))
                current = []
            }
            for glyph in band.glyphs.sorted(by: { $0.blob.minX < $1.blob.minX }) {
                if !current.isEmpty, Double(glyph.blob.minX - currentMaxX - 1) > splitGap { close() }
                current.append(glyph)
                currentMaxX = current.count == 1 ? glyph.blob.maxX : max(currentMaxX, glyph.blob.maxX)
            }
            close()
        }
        return lines
    }
}
