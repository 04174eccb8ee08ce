import Foundation
import Testing
import ViewEngine
import TestSupport

/// iOS 17's levels of a shape style: `ShapeStyle.secondary`, "Returns the second level of
/// this shape style", and its siblings — written as `.fill.tertiary`, drawn as the system's
/// own color of that level where it has one.
@MainActor
@Suite("Shape styles: the levels of a style")
struct ShapeStyleLevelTests {
    /// A level is recorded as the base's name and the level.
    @Test func aLevelIsRecordedAsItsBaseAndLevel() {
        expectRecorded(Text("x").foregroundStyle(.tint.secondary), "foregroundStyle: tint.secondary")
        expectRecorded(Text("x").foregroundStyle(.fill.quinary), "foregroundStyle: fill.quinary")
    }

    /// `.fill.tertiary` is the tertiary system fill, `.background.secondary` the secondary
    /// system background; a level of a color is the color at the label level's opacity
    /// (Measures §8 "Label levels": secondary 60 %).
    @Test func aLevelIsDrawnAsTheSystemsColorOfThatLevel() {
        let fill = ViewHost(testing: Circle().fill(.fill.tertiary).frame(width: 10, height: 10)).snapshot()
        #expect(fill.contains(##"fill="#767680" fill-opacity="0.12""##))
        let background = ViewHost(testing: Rectangle().fill(.background.secondary).frame(width: 10, height: 10)).snapshot()
        #expect(background.contains(##"fill="#F2F2F7""##))
        let red = ViewHost(testing: Rectangle().fill(Color.red.secondary).frame(width: 10, height: 10)).snapshot()
        #expect(red.contains(##"fill="#FF3B30" fill-opacity="0.6""##))
    }
}
