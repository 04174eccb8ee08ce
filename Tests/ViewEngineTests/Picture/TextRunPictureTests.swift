import Foundation
import Testing
import ViewEngine
import TestSupport

/// A text made of runs draws each run in its own style. Apple's `Text` documentation for
/// `+`: "Concatenates the text in two text views in a new text view", each keeping its
/// styles; `AttributeScopes.SwiftUIAttributes`' `foregroundColor` and `backgroundColor`
/// color a run of an attributed string and what is behind it. The 17-point body font's
/// widths are the engine's model (Measures §4).
@MainActor
@Suite("Picture: a text of runs draws each run in its own style")
struct TextRunPictureTests {

    /// The `<tspan>` lines of `svg`.
    private func spans(_ svg: String) -> [Substring] {
        svg.split(separator: "\n").filter { $0.contains("<tspan") }
    }

    /// The width the model gives `text` at 17 points: a one-line text's frame width before
    /// pixel rounding is what the picture writes as its `textLength`.
    private func width(_ text: String) throws -> String {
        let svg = ViewHost(testing: Text(text)).snapshot()
        let line = try #require(svg.split(separator: "\n").first { $0.contains(">\(text)</text>") })
        let length = try #require(line.split(separator: " ").first { $0.hasPrefix("textLength=") })
        return String(length.dropFirst("textLength=\"".count).dropLast())
    }

    /// `text` with `part` on a yellow background: the text's frame in the window and the
    /// picture, and its background rectangle's line.
    private func highlighting(_ part: String, in text: String) throws -> (frame: CGRect, svg: String, background: Substring) {
        var string = AttributedString(text)
        let range = try #require(string.range(of: part))
        string[range].backgroundColor = .yellow
        let host = ViewHost(testing: Text(string))
        let frame = try host.frame(of: text)
        let svg = host.snapshot()
        let background = try #require(svg.split(separator: "\n").first { $0.contains(#"data-view="TextBackground""#) })
        return (frame, svg, background)
    }

    /// The second part starts where the first ends and keeps its red; the first, with no
    /// color of its own, takes the text's.
    @Test func aConcatenatedPartKeepsItsOwnColor() throws {
        let host = ViewHost(testing: Text("Due ") + Text("today").foregroundColor(.red))
        let frame = try host.frame(of: "Due today")
        let parts = spans(host.snapshot())
        #expect(parts.count == 2)
        let due = try #require(parts.first)
        let today = try #require(parts.last)
        #expect(due.contains(#"x="\#(svgNumber(frame.minX))""#) && due.hasSuffix(">Due</tspan>") && !due.contains("fill="))
        // The part starts where "Due " ends: the two numbers are each rounded to 0.01.
        let after = Double(frame.minX) + (Double(try width("Due ")) ?? -1)
        let x = today.split(separator: " ").first { $0.hasPrefix("x=") }.flatMap { Double($0.dropFirst(3).dropLast()) }
        #expect(abs((x ?? -1) - after) <= 0.011, "\(today)")
        #expect(today.contains(##"fill="#FF3B30""##) && today.hasSuffix(">today</tspan>"))
        #expect(today.contains(#"textLength="\#(try width("today"))""#))
    }

    /// A run that starts with a letter the character before it kerns (Measures §4
    /// "Kerning": a T and an e, 0.05 em closer) starts where the whole text puts that
    /// letter: "Te" with the e highlighted, the e's background at the T's advance less
    /// the kerning.
    @Test func aRunStartsWhereTheKernedTextPutsIt() throws {
        let (frame, _, background) = try highlighting("e", in: "Te")
        let x = Double(frame.minX) + 0.5984 * 17 - 0.43 - 0.05 * 17
        #expect(background.contains(#"x="\#(svgNumber(CGFloat(x)))""#), "\(background)")
    }

    /// A run's `backgroundColor` is a rectangle behind exactly its characters, as tall as
    /// the line; the text's characters are all drawn, in order.
    @Test func anAttributedRunsBackgroundIsBehindItsCharacters() throws {
        let (frame, svg, background) = try highlighting("to", in: "Some Text to be found")
        let before = try width("Some Text ")
        let x = Double(frame.minX) + (Double(before) ?? -1)
        #expect(background.contains(#"x="\#(svgNumber(CGFloat(x)))" y="\#(svgNumber(frame.minY))" width="\#(try width("to"))""#))
        #expect(background.contains(##"fill="#FFCC00""##))
        // SVG drops a span's spaces at its ends: each span holds its words, placed past them
        #expect(spans(svg).map { $0.split(separator: ">")[1].dropLast(7) } == ["Some Text", "to", "be found"])
        let afterSpace = Double(frame.minX) + (Double(try width("Some Text to ")) ?? -1)
        #expect(spans(svg).last?.contains(#"x="\#(svgNumber(CGFloat(afterSpace)))""#) == true)
        // the background comes before the text, so the text is in front of it
        #expect(svg.draws("TextBackground", before: "<tspan"))
    }

    /// A wrapped text keeps its runs across lines: a highlighted word on the second line is
    /// highlighted there, at the line's start.
    @Test func runsFollowTheirCharactersOntoTheNextLine() throws {
        var string = AttributedString("Alpha Beta Gamma")
        let range = try #require(string.range(of: "Gamma"))
        string[range].foregroundColor = .blue
        let host = ViewHost(testing: Text(string).frame(width: 100))
        let svg = host.snapshot()
        let gamma = try #require(spans(svg).first { $0.hasSuffix(">Gamma</tspan>") })
        let alpha = try #require(spans(svg).first { $0.contains(">Alpha") })
        func attribute(_ line: Substring, _ name: String) -> String? {
            line.split(separator: " ").first { $0.hasPrefix(name + "=") }.map { String($0.dropFirst(name.count + 2).dropLast()) }
        }
        #expect(gamma.contains(##"fill="#007AFF""##))
        #expect(attribute(gamma, "x") == attribute(alpha, "x"))
        #expect(attribute(gamma, "y") != attribute(alpha, "y"))
    }

    /// An attributed string that styles nothing a picture draws is one plain text, and
    /// ``ViewHost/render()`` writes any attributed text as its characters.
    @Test func anUnstyledAttributedStringIsOnePlainText() throws {
        let plain = ViewHost(testing: Text(AttributedString("Hello"))).snapshot()
        #expect(spans(plain).isEmpty)
        #expect(plain.contains(">Hello</text>"))
        var string = AttributedString("Hello")
        string.foregroundColor = .red
        #expect(ViewHost(testing: Text(string)).render().contains(#"Text "Hello""#))
    }
}
