// How a `Text` sizes itself under the model of the system font (Rules R22; Measures §10
// "Text sizing"): its ideal size is one line per paragraph; offered less width it wraps at word
// boundaries (a word longer than a line breaks between characters) and grows in height, a
// line it broke keeping the space it broke at in its width (Measures §10 "Wrapped text
// width");
// offered less height, or limited by `lineLimit`, it shows fewer lines and the last ends
// in "…" (where `truncationMode` says) — or, with `minimumScaleFactor(_:)`, is drawn
// smaller, as large as fits (``TextLayout/shrunk(_:font:minimum:layout:)``). Sizes are rounded up to whole pixels (Measures §4
// "Pixel rounding").

import ViewEngineCore

/// The lines a text shows for a proposal.
struct TextLayout: Equatable {
    /// Each line's characters and width, top to bottom.
    var lines: [(text: Substring, width: CGFloat)]
    /// The height of one line and the spacing added between lines.
    let lineHeight: CGFloat
    let lineSpacing: CGFloat
    /// The number of lines the text takes the height of, when more than it shows
    /// (`lineLimit(_:reservesSpace:)`, `lineLimit(2...4)`).
    let reservedLines: Int
    /// The width of the widest wrapped line with the space it broke at, within the width
    /// offered, when the text shows more than one line (Measures §10 "Wrapped text width").
    var wrappedWidth: CGFloat? = nil
    /// Whether the text shows less than all of itself: cut to fewer lines or shortened
    /// with "…".
    var isTruncated = false
    /// The share of its font's size the text is drawn at: below 1 when
    /// `minimumScaleFactor(_:)` shrank it to fit.
    var fontScale: CGFloat = 1

    static func == (lhs: TextLayout, rhs: TextLayout) -> Bool {
        lhs.lines.map(\.text) == rhs.lines.map(\.text) && lhs.lineHeight == rhs.lineHeight && lhs.wrappedWidth == rhs.wrappedWidth
    }

    /// The size of the laid out text, rounded up to whole pixels.
    var size: CGSize {
        let count = max(lines.count, reservedLines, 1)
        let width = max(lines.reduce(0) { max($0, $1.width) }, wrappedWidth ?? 0)
        let height = CGFloat(count) * lineHeight + CGFloat(count - 1) * lineSpacing
        return CGSize(width: Self.pixelCeil(width), height: Self.pixelCeil(height))
    }

    /// `value` rounded up to the pixel grid (a third of a point), ignoring the error of
    /// the arithmetic that made it.
    static func pixelCeil(_ value: CGFloat) -> CGFloat {
        let pixels = value * SystemFont.displayScale
        return (pixels - 1e-9).rounded(.up) / SystemFont.displayScale
    }

    /// What the text shows of `string` in `font` for `proposal`.
    static func layout(_ string: String, font: ResolvedFont, proposal: ProposedViewSize, lineLimit: Int?,
                       minimumLines: Int = 0, truncation: Text.TruncationMode = .tail, lineSpacing: CGFloat = 0,
                       addsLineGap: Bool = true) -> TextLayout {
        let maxWidth = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        // Between two lines, the font's line gap as well as the spacing asked for
        // (UIKit's text has none: `addsLineGap` false).
        let lineSpacing = lineSpacing + (addsLineGap ? font.lineSpacing : 0)
        var lines: [(text: Substring, width: CGFloat)] = []
        // A line that ended where the paragraph wrapped keeps the space it broke at.
        var widestBroken: CGFloat?
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            let wrapped = wrap(paragraph, font: font, width: maxWidth)
            for line in wrapped.dropLast() {
                widestBroken = max(widestBroken ?? 0, line.width + font.advance(ascii: 0x20))
            }
            lines += wrapped
        }
        if lines.isEmpty { lines = [(string[...], 0)] }
        // How many lines fit: the limit, and the proposed height (at least one).
        var fitting = lines.count
        if let lineLimit { fitting = min(fitting, max(1, lineLimit)) }
        if let height = proposal.height, height.isFinite {
            let perLine = font.lineHeight + lineSpacing
            let room = perLine > 0 ? Int(((height + lineSpacing) / perLine) + 1e-9) : fitting
            fitting = min(fitting, max(1, room))
        }
        var isTruncated = false
        if fitting < lines.count {
            isTruncated = true
            let hidden = lines[fitting...].map(\.text)
            var kept = Array(lines[..<fitting])
            let last = kept[fitting - 1].text
            let rest = ([last] + hidden).map(String.init).joined(separator: " ")
            kept[fitting - 1] = truncate(rest, font: font, width: maxWidth ?? .infinity, mode: truncation)
            lines = kept
        } else if let maxWidth, lines.count == 1, lines[0].width > maxWidth + 1e-9 {
            isTruncated = true
            lines[0] = truncate(String(lines[0].text), font: font, width: maxWidth, mode: truncation)
        }
        let reserved = max(0, minimumLines)
        return TextLayout(lines: lines, lineHeight: font.lineHeight, lineSpacing: lineSpacing, reservedLines: reserved,
                          wrappedWidth: lines.count > 1 ? widestBroken.map { min($0, maxWidth ?? $0) } : nil,
                          isTruncated: isTruncated)
    }

    /// The layout of a text that `layout(font)` (its layout at a font) truncates at `font`,
    /// drawn smaller to fit: "Sets the minimum amount that text in this view scales down to
    /// fit in the available space" — the largest size down to `minimum` of the font's, in
    /// hundredths, at which it is not truncated, or the smallest, truncated.
    static func shrunk(_ truncated: TextLayout, font: ResolvedFont, minimum: CGFloat,
                       layout: (ResolvedFont) -> TextLayout) -> TextLayout {
        guard minimum.isFinite, minimum < 1 else { return truncated }
        var low = max(1, Int((max(0, minimum) * 100).rounded(.up)))   // the smallest hundredth allowed
        var high = 99                                                 // the largest below the full size
        var best: (scale: Int, layout: TextLayout)?
        while low <= high {
            let middle = (low + high) / 2
            let attempt = layout(font.scaled(by: CGFloat(middle) / 100))
            if attempt.isTruncated { high = middle - 1 } else { best = (middle, attempt); low = middle + 1 }
        }
        let scale = best?.scale ?? max(1, Int((max(0, minimum) * 100).rounded(.up)))
        var shrunk = best?.layout ?? layout(font.scaled(by: CGFloat(scale) / 100))
        shrunk.fontScale = CGFloat(scale) / 100
        return shrunk
    }

    /// Breaks a paragraph into lines no wider than `width`: whole words while they fit
    /// (the spaces at a line's end take no width), a word wider than a line between its
    /// characters.
    private static func wrap(_ paragraph: Substring, font: ResolvedFont, width: CGFloat?) -> [(text: Substring, width: CGFloat)] {
        let whole = font.width(of: paragraph)
        guard let width, whole > width + 1e-9 else { return [(paragraph, whole)] }
        if paragraph.utf8.allSatisfy({ $0 < 0x80 }) { return wrapASCII(paragraph, font: font, width: width) }
        var lines: [(text: Substring, width: CGFloat)] = []
        var lineStart = paragraph.startIndex
        var lineEnd = paragraph.startIndex        // after the last word on the line
        var lineWidth: CGFloat = 0                // up to lineEnd
        var index = paragraph.startIndex
        func flush(to end: Substring.Index, width: CGFloat) {
            lines.append((paragraph[lineStart..<end], width))
        }
        while index < paragraph.endIndex {
            // The spaces before the next word, then the word.
            var wordStart = index
            var spaces: CGFloat = 0
            while wordStart < paragraph.endIndex, paragraph[wordStart] == " " {
                spaces += font.advance(of: " ")
                wordStart = paragraph.index(after: wordStart)
            }
            var wordEnd = wordStart
            var word: CGFloat = 0
            while wordEnd < paragraph.endIndex, paragraph[wordEnd] != " " {
                word += font.advance(of: paragraph[wordEnd])
                if wordEnd > wordStart { word += font.kerning(paragraph[paragraph.index(before: wordEnd)], paragraph[wordEnd]) }
                wordEnd = paragraph.index(after: wordEnd)
            }
            if wordStart == wordEnd { break }   // trailing spaces
            let atLineStart = lineEnd == lineStart
            let needed = (atLineStart ? 0 : spaces) + word
            if lineWidth + needed <= width + 1e-9 {
                lineWidth += needed
                lineEnd = wordEnd
            } else if !atLineStart && word <= width + 1e-9 {
                flush(to: lineEnd, width: lineWidth)
                lineStart = wordStart
                lineEnd = wordEnd
                lineWidth = word
            } else {
                // A word wider than a line: it breaks between characters.
                if !atLineStart {
                    flush(to: lineEnd, width: lineWidth)
                }
                lineStart = wordStart
                lineWidth = 0
                var cursor = wordStart
                while cursor < wordEnd {
                    var advance = font.advance(of: paragraph[cursor])
                    if lineWidth > 0 { advance += font.kerning(paragraph[paragraph.index(before: cursor)], paragraph[cursor]) }
                    if lineWidth > 0, lineWidth + advance > width + 1e-9 {
                        flush(to: cursor, width: lineWidth)
                        lineStart = cursor
                        lineWidth = 0
                        advance = font.advance(of: paragraph[cursor])
                    }
                    lineWidth += advance
                    cursor = paragraph.index(after: cursor)
                }
                lineEnd = wordEnd
            }
            index = wordEnd
        }
        if lineEnd > lineStart || lines.isEmpty { flush(to: lineEnd, width: lineWidth) }
        return lines
    }

    /// ``wrap(_:font:width:)`` for a paragraph of ASCII characters, over its bytes (a
    /// character is a byte: no grapheme breaking).
    private static func wrapASCII(_ paragraph: Substring, font: ResolvedFont, width: CGFloat) -> [(text: Substring, width: CGFloat)] {
        let bytes = paragraph.utf8
        let space = font.advance(ascii: 0x20)
        var lines: [(text: Substring, width: CGFloat)] = []
        var lineStart = bytes.startIndex, lineEnd = bytes.startIndex
        var lineWidth: CGFloat = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            var wordStart = index
            var spaces: CGFloat = 0
            while wordStart < bytes.endIndex, bytes[wordStart] == 0x20 {
                spaces += space
                wordStart = bytes.index(after: wordStart)
            }
            var wordEnd = wordStart
            var word: CGFloat = 0
            while wordEnd < bytes.endIndex, bytes[wordEnd] != 0x20 {
                word += font.advance(ascii: bytes[wordEnd])
                if wordEnd > wordStart { word += font.kerning(ascii: bytes[bytes.index(before: wordEnd)], bytes[wordEnd]) }
                wordEnd = bytes.index(after: wordEnd)
            }
            if wordStart == wordEnd { break }
            let atLineStart = lineEnd == lineStart
            let needed = (atLineStart ? 0 : spaces) + word
            if lineWidth + needed <= width + 1e-9 {
                lineWidth += needed
                lineEnd = wordEnd
            } else if !atLineStart && word <= width + 1e-9 {
                lines.append((paragraph[lineStart..<lineEnd], lineWidth))
                (lineStart, lineEnd, lineWidth) = (wordStart, wordEnd, word)
            } else {
                if !atLineStart { lines.append((paragraph[lineStart..<lineEnd], lineWidth)) }
                lineStart = wordStart
                lineWidth = 0
                var cursor = wordStart
                while cursor < wordEnd {
                    var advance = font.advance(ascii: bytes[cursor])
                    if lineWidth > 0 { advance += font.kerning(ascii: bytes[bytes.index(before: cursor)], bytes[cursor]) }
                    if lineWidth > 0, lineWidth + advance > width + 1e-9 {
                        lines.append((paragraph[lineStart..<cursor], lineWidth))
                        lineStart = cursor
                        lineWidth = 0
                        advance = font.advance(ascii: bytes[cursor])
                    }
                    lineWidth += advance
                    cursor = bytes.index(after: cursor)
                }
                lineEnd = wordEnd
            }
            index = wordEnd
        }
        if lineEnd > lineStart || lines.isEmpty { lines.append((paragraph[lineStart..<lineEnd], lineWidth)) }
        return lines
    }

    /// `text` shortened to fit `width` with an ellipsis where `mode` puts it: as many
    /// characters as fit beside the ellipsis, kept from the end (`.head`), from the start
    /// (`.tail`, without the spaces before the ellipsis), or from both (`.middle`).
    static func truncate(_ text: String, font: ResolvedFont, width: CGFloat, mode: Text.TruncationMode) -> (text: Substring, width: CGFloat) {
        let full = font.width(of: text)
        if full <= width + 1e-9 { return (text[...], full) }
        let characters = Array(text)
        let advances = text.utf8.allSatisfy({ $0 < 0x80 }) ? text.utf8.map(font.advance(ascii:)) : characters.map(font.advance(of:))
        // The kerning between a kept character and its kept neighbour; none beside "…".
        func kerning(_ first: Int, _ second: Int) -> CGFloat { font.kerning(characters[first], characters[second]) }
        var room = width - font.advance(of: "…")
        var front = 0, back = 0
        /// Keeps the next character from the front (or, `fromBack`, the back) if it fits.
        func keep(fromBack: Bool) -> Bool {
            let index = fromBack ? characters.count - 1 - back : front
            let kern = fromBack ? (back > 0 ? kerning(index, index + 1) : 0) : (front > 0 ? kerning(index - 1, index) : 0)
            guard advances[index] + kern <= room + 1e-9 else { return false }
            room -= advances[index] + kern
            if fromBack { back += 1 } else { front += 1 }
            return true
        }
        switch mode {
        case .tail:
            while front < characters.count, keep(fromBack: false) {}
            while front > 0, characters[front - 1] == " " { front -= 1 }
        case .head:
            while back < characters.count, keep(fromBack: true) {}
        case .middle:
            var takeFront = true
            while front + back < characters.count, keep(fromBack: !takeFront) { takeFront.toggle() }
        }
        let shown = String(characters[..<front]) + "…" + String(characters[(characters.count - back)...])
        return (shown[...], font.width(of: shown))
    }
}
