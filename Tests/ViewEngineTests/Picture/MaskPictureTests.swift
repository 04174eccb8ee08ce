import Foundation
import Testing
import ViewEngine
import TestSupport

/// `mask(alignment:_:)`: "Masks this view using the alpha channel of the given view." A
/// shape's fill is opaque inside it and clear outside, so a shape as the mask shows the
/// view inside the shape, in the view's frame — drawn as a clip path, as `clipShape` is.
@MainActor
@Suite("Picture: a shape as a mask clips the view to it")
struct MaskPictureTests {
    @Test func aRoundedRectangleMaskRoundsTheViewsCorners() throws {
        let host = ViewHost(testing: Color.blue.frame(width: 200, height: 100).mask { RoundedRectangle(cornerRadius: 12, style: .circular) })
        let svg = host.snapshot()
        let lines = svg.split(separator: "\n")
        let clip = try #require(lines.firstIndex { $0.contains("<clipPath") })
        #expect(lines[clip + 1].contains(#"width="200" height="100" rx="12""#))
        let group = try #require(lines.firstIndex { $0.contains(#"clip-path="url(#clip"#) })
        #expect(lines[group + 1].contains(#"data-view="Color""#))
    }

    /// The mask given as a value (`mask(_:)`) clips the same way.
    @Test func aMaskGivenAsAValueClipsTheSameWay() {
        let svg = ViewHost(testing: Color.blue.frame(width: 80, height: 80).mask(Circle())).snapshot()
        #expect(svg.contains(#"<circle cx="#))
        #expect(svg.contains(#"clip-path="url(#clip"#))
    }

    /// A view that is not a shape as the mask leaves the view drawn whole (the picture has
    /// no alpha masks).
    @Test func aMaskThatIsNotAShapeLeavesTheViewWhole() {
        let svg = ViewHost(testing: Color.blue.frame(width: 80, height: 80).mask { Text("Hi") }).snapshot()
        #expect(!svg.contains("clip-path"))
        #expect(svg.contains(#"data-view="Color""#))
    }
}
