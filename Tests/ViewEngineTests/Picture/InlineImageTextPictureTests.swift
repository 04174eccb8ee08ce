import Foundation
import Testing
import ViewEngine
import TestSupport

/// An image in a text is drawn as an image, among the characters. SwiftUI's `Text` takes
/// an `Image` (`init(_ image: Image)`) to be concatenated with other texts — `+(_:_:)`:
/// "Concatenates the text in two text views in a new text view" — and, as UIKit's text
/// attachments of a symbol ("Attachments created with this method automatically adapt to
/// the surrounding font and color attributes"), the symbol takes the text's font size and
/// color. `render()` still writes the image as `<name>`.
@MainActor
@Suite("Picture: an image in a text is drawn inline, not as its name")
struct InlineImageTextPictureTests {
    /// The `<g data-view="Image" …>` group of `svg` for `symbol`, through its `</g>`.
    private func imageGroup(_ symbol: String, in svg: String) throws -> Substring {
        let start = try #require(svg.range(of: #"<g data-view="Image" data-title="\#(symbol)""#))
        let end = try #require(svg[start.upperBound...].range(of: "</g>"))
        return svg[start.lowerBound..<end.upperBound]
    }

    /// The `d` attributes of the paths in `group`.
    private func paths(_ group: Substring) -> [Substring] {
        group.split(separator: "<path").dropFirst().compactMap { $0.split(separator: "\"").dropFirst().first }
    }

    /// `Text(Image(systemName:))` alone: the symbol's paths, as wide as the symbol alone
    /// and drawn with as many strokes; no literal `<square.and.arrow.up>` in the picture.
    @Test func aSymbolInATextIsDrawnAsTheSymbol() throws {
        let symbol = "square.and.arrow.up"
        let host = ViewHost(testing: Text(Image(systemName: symbol)))
        #expect(host.render() == #"Text "<square.and.arrow.up>""#)
        let svg = host.snapshot()
        #expect(!svg.contains("&lt;\(symbol)&gt;") && !svg.contains("<\(symbol)>"))
        let inText = try imageGroup(symbol, in: svg)
        let alone = ViewHost(testing: Image(systemName: symbol).accessibilityIdentifier("alone"))
        let standalone = try imageGroup(symbol, in: alone.snapshot())
        #expect(!paths(inText).isEmpty && paths(inText).count == paths(standalone).count, "\(inText)")
        let textFrame = try host.frame(of: "<\(symbol)>")
        let imageFrame = try alone.frame(of: "alone")
        #expect(abs(textFrame.width - imageFrame.width) < 0.5, "\(textFrame) \(imageFrame)")
    }

    /// `Text(Image(systemName: "star.fill")) + Text(" 4.5")`: the star first, in the text's
    /// color (here red), then the characters after it; the text is narrower than its name
    /// written out would be.
    @Test func aSymbolBeforeCharactersTakesTheTextsColorAndPlace() throws {
        let text = (Text(Image(systemName: "star.fill")) + Text(verbatim: " 4.5")).foregroundColor(.red)
        let host = ViewHost(testing: text)
        let svg = host.snapshot()
        let star = try imageGroup("star.fill", in: svg)
        #expect(star.contains(##"fill="#FF3B30""##), "\(star)")
        let frame = try host.frame(of: "<star.fill> 4.5")
        let span = try #require(svg.split(separator: "\n").first { $0.contains("<tspan") && $0.hasSuffix(">4.5</tspan>") })
        let x = span.split(separator: " ").first { $0.hasPrefix("x=") }.flatMap { Double($0.dropFirst(3).dropLast()) }
        #expect((x ?? 0) > Double(frame.minX) + 10, "\(span) \(frame)")
        let written = try ViewHost(testing: Text(verbatim: "<star.fill> 4.5")).frame(of: "<star.fill> 4.5")
        #expect(frame.width < written.width - 30, "\(frame) \(written)")
        #expect(!svg.contains("star.fill&gt;"))
    }
}
