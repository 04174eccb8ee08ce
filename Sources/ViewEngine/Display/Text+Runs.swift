// A text's runs (Rules R22, "Pictures of the window"): the parts of a concatenated text
// (`Text("Due ") + Text("today").foregroundColor(.red)`) and the runs of an attributed
// string (`string[range].backgroundColor = .yellow`) keep the styles they set of their
// own — a color, a color behind them, a line under or through them — and a picture draws
// each on the characters it covers. The layout measures the whole string in the text's
// font, as before.

import Foundation
import ViewEngineCore

/// A stretch of a text's characters with its styles: the outer text's first, then its own.
struct TextRun {
    /// How many characters the run covers.
    let length: Int
    /// The styles that apply to it, the innermost last (it wins).
    let attributes: [Attribute]
    /// The image the run is, for an image shown inline (one character long).
    var image: Image? = nil
}

extension Text {
    /// The text of an attributed string: its characters, and when a run sets a style a
    /// picture draws (SwiftUI's `foregroundColor`, `backgroundColor`, `underlineStyle`,
    /// `strikethroughStyle`), each run a part of its own with that style.
    static func attributed(_ string: AttributedString) -> Text {
        typealias Scope = AttributeScopes.SwiftUIAttributes
        var parts: [Text] = []
        var isStyled = false
        for run in string.runs {
            var styles: [Attribute] = []
            if let color = run[Scope.ForegroundColorAttribute.self] { styles.append(Attribute(.foregroundColor, ("", color))) }
            if let color = run[Scope.BackgroundColorAttribute.self] { styles.append(Attribute(.backgroundColor, ("", color))) }
            if run[Scope.UnderlineStyleAttribute.self] != nil { styles.append(Attribute(.underline, ("", true))) }
            if run[Scope.StrikethroughStyleAttribute.self] != nil { styles.append(Attribute(.strikethrough, ("", true))) }
            isStyled = isStyled || !styles.isEmpty
            parts.append(Text(storage: .verbatim(String(string[run.range].characters)), attributes: styles))
        }
        guard isStyled, let first = parts.first else { return Text(storage: .verbatim(String(string.characters))) }
        return parts.dropFirst().reduce(first) { Text(storage: .concatenation($0, $1)) }
    }

    /// Whether the text is made of parts that may style themselves, or shows an image.
    var hasRuns: Bool {
        switch storage {
        case .concatenation, .image: true
        default: false
        }
    }

    /// The runs of the text's characters in order, at `now` and with `localization`; a text that is not
    /// concatenated is one run with its own styles.
    /// An inline image is a run of one character (the one that stands for it in the laid-out
    /// string, Text+InlineImages.swift).
    func runs(now: Date, localization: TextLocalization? = nil) -> [TextRun] {
        switch storage {
        case .concatenation(let lhs, let rhs):
            return (lhs.runs(now: now, localization: localization) + rhs.runs(now: now, localization: localization)).map {
                TextRun(length: $0.length, attributes: attributes + $0.attributes, image: $0.image)
            }
        case .image(let image):
            return [TextRun(length: 1, attributes: attributes, image: image)]
        default:
            return [TextRun(length: resolved(now: now, localization: localization).count, attributes: attributes)]
        }
    }
}
