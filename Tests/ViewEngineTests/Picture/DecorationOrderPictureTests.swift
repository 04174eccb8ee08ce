import Foundation
import Testing
import ViewEngine
import TestSupport

/// Decorations drawn where SwiftUI layers them: `background(alignment:content:)` "Layers
/// the views that you specify behind this view"; `overlay(alignment:content:)` "Layers the
/// views that you specify in front of this view".
@MainActor
@Suite("Picture: a background view behind, an overlay in front")
struct DecorationOrderPictureTests {
    /// The index of the first line of `svg` that contains `text`.
    private func line(_ svg: String, _ text: String) -> Int? {
        svg.components(separatedBy: "\n").firstIndex { $0.contains(text) }
    }

    /// Issue 47's card: `.background(RoundedRectangle(cornerRadius: 12).fill(.white))` is
    /// drawn before the text it is behind; an overlay after it.
    @Test func aBackgroundViewIsDrawnBehindAndAnOverlayInFront() throws {
        let svg = ViewHost(testing: Text("Card")
            .padding()
            .background(RoundedRectangle(cornerRadius: 12).fill(.yellow))
            .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 8, height: 8) }).snapshot()
        let card = try #require(line(svg, ">Card</text>"))
        let background = try #require(line(svg, ##"fill="#FFCC00""##))
        let badge = try #require(line(svg, ##"fill="#FF3B30""##))
        #expect(background < card)
        #expect(card < badge)
    }
}
