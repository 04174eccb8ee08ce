import Foundation

// SwiftUI declares these two on the standard library's collections, for the index sets
// that `onDelete` and `onMove` hand their actions.

extension RangeReplaceableCollection {
    /// Removes all the elements at the specified offsets from the collection.
    ///
    /// ```swift
    /// List { ForEach(fruits, id: \.self) { Text($0) }.onDelete { fruits.remove(atOffsets: $0) } }
    /// ```
    ///
    /// Offsets count from the start of the collection, whatever its index type; an offset
    /// past the end is ignored. Complexity: O(*n*) where *n* is the length of the collection.
    ///
    /// - Parameter offsets: The offsets of all elements to be removed.
    public mutating func remove(atOffsets offsets: IndexSet) {
        guard !offsets.isEmpty else { return }
        var kept = Self()
        for (offset, element) in enumerated() where !offsets.contains(offset) {
            kept.append(element)
        }
        self = kept
    }
}

extension MutableCollection {
    /// Moves all the elements at the specified offsets to the specified destination offset,
    /// preserving ordering.
    ///
    /// ```swift
    /// var letters = ["A", "B", "C", "D", "E"]
    /// letters.move(fromOffsets: [1, 3], toOffset: 0)   // ["B", "D", "A", "C", "E"]
    /// ```
    ///
    /// Of the elements not in `source`, those before `destination` move toward the start
    /// of the collection and those at or after it toward the end, the moved elements
    /// between them in their order. A `destination` outside `0...count` is clamped to it,
    /// and offsets past the end are ignored, so bad input loses no element and does not trap.
    ///
    /// - Parameters:
    ///   - source: An index set representing the offsets of all elements that should be moved.
    ///   - destination: The offset of the element before which to insert the moved elements.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let destination = Swift.min(Swift.max(destination, 0), elements.count)
        let moving = source.filter { $0 < elements.count }
        guard !moving.isEmpty else { return }
        var before: [Element] = [], moved: [Element] = [], after: [Element] = []
        for (offset, element) in elements.enumerated() {
            if moving.contains(offset) {
                moved.append(element)
            } else if offset < destination {
                before.append(element)
            } else {
                after.append(element)
            }
        }
        for (index, element) in zip(indices, before + moved + after) {
            self[index] = element
        }
    }
}
