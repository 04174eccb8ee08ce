/// A binding to a mutable collection is a collection of bindings to its elements, as in
/// SwiftUI: `$items.isEmpty`, `$items.count`, `$items[0]`, `for $item in $items`.
///
/// ```swift
/// if !$tasks.isEmpty {
///     TextField("First", text: $tasks[0].title)
/// }
/// ```
///
/// An element's binding reads and writes the element at its index through the whole
/// collection's binding. Made for an index that is not in the collection, it traps, as
/// the collection's own subscript does; once made, it never traps: an index the
/// collection no longer has reads the last value the binding saw and ignores writes (a
/// row on its way out, as `ForEach($items)`'s bindings do).
extension Binding: Sequence where Value: MutableCollection {
    /// A binding to an element.
    public typealias Element = Binding<Value.Element>
    /// Iterates the bindings to the elements, in order.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// A part of the collection of bindings.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The position of an element: the collection's index.
    public typealias Index = Value.Index
    /// The valid indices: the collection's.
    public typealias Indices = Value.Indices

    /// The position of the first element.
    ///
    /// ```swift
    /// $items.startIndex
    /// ```
    public var startIndex: Index { wrappedValue.startIndex }

    /// The position past the last element.
    ///
    /// ```swift
    /// $items.endIndex
    /// ```
    public var endIndex: Index { wrappedValue.endIndex }

    /// The collection's indices.
    ///
    /// ```swift
    /// for index in $items.indices { ... }
    /// ```
    public var indices: Value.Indices { wrappedValue.indices }

    /// The position after `i`.
    ///
    /// ```swift
    /// $items.index(after: $items.startIndex)
    /// ```
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

    /// Moves `i` to the position after it.
    ///
    /// ```swift
    /// $items.formIndex(after: &index)
    /// ```
    public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }

    /// A binding to the element at `position`.
    ///
    /// ```swift
    /// Toggle("Done", isOn: $items[0].isDone)
    /// ```
    public subscript(position: Index) -> Binding<Value.Element> {
        let whole = self
        let lastSeen = LastSeenElement(wrappedValue[position])
        return Binding<Value.Element>(
            get: {
                let collection = whole.wrappedValue
                if collection.indices.contains(position) { lastSeen.value = collection[position] }
                return lastSeen.value
            },
            set: { newValue in
                var collection = whole.wrappedValue
                guard collection.indices.contains(position) else { return }
                collection[position] = newValue
                lastSeen.value = newValue
                whole.wrappedValue = collection
            })
    }
}

/// The element an element's binding saw last, which it reads once its index is gone.
private final class LastSeenElement<Element> {
    var value: Element
    init(_ value: Element) { self.value = value }
}

extension Binding: BidirectionalCollection where Value: MutableCollection & BidirectionalCollection {
    /// The position before `i`.
    ///
    /// ```swift
    /// $items.index(before: $items.endIndex)
    /// ```
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }

    /// Moves `i` to the position before it.
    ///
    /// ```swift
    /// $items.formIndex(before: &index)
    /// ```
    public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}
