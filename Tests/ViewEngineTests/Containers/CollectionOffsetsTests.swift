import Foundation
import Testing
import ViewEngine

/// SwiftUI's `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`, the edits that
/// `onDelete` and `onMove` actions make (Rules R17's list editing).
@Suite("Collection offsets")
struct CollectionOffsetsTests {
    /// "Removes all the elements at the specified offsets from the collection."
    @Test func removeTakesOutEveryOffset() {
        var measurements = [1.2, 1.5, 2.9, 1.2, 1.6]
        measurements.remove(atOffsets: [0, 2, 4])
        #expect(measurements == [1.5, 1.2])
        var letters = "abcde"
        letters.remove(atOffsets: [1, 3])
        #expect(letters == "ace")
    }

    /// "Of the elements that are not represented by the offsets in source, those before
    /// destination are moved toward the beginning of the collection to make room for the
    /// moved elements, while those at or after destination are moved toward the end."
    @Test func moveKeepsTheOrderOfTheMovedAndOfTheRest() {
        var letters = ["A", "B", "C", "D", "E"]
        letters.move(fromOffsets: [3, 1], toOffset: 4)
        #expect(letters == ["A", "C", "B", "D", "E"])
        letters = ["A", "B", "C", "D", "E"]
        letters.move(fromOffsets: [1, 3], toOffset: 0)
        #expect(letters == ["B", "D", "A", "C", "E"])
        letters = ["A", "B", "C", "D", "E"]
        letters.move(fromOffsets: [0], toOffset: 5)
        #expect(letters == ["B", "C", "D", "E", "A"])
    }

    /// "destination must be in the closed range 0...count": outside it, the engine
    /// clamps rather than trap, and offsets past the end are ignored; nothing is lost.
    @Test func badOffsetsLoseNothing() {
        var letters = ["A", "B", "C"]
        letters.move(fromOffsets: [2, 9], toOffset: -4)
        #expect(letters == ["C", "A", "B"])
        letters.move(fromOffsets: [0], toOffset: 99)
        #expect(letters == ["A", "B", "C"])
        letters.remove(atOffsets: [7])
        #expect(letters == ["A", "B", "C"])
    }
}
