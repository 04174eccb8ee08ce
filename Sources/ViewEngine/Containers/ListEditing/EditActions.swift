import Foundation

/// A set of edit actions on a collection of data that a view can offer to a user.
///
/// ```swift
/// List($fruits, editActions: .all) { $fruit in Text(fruit.name) }
/// ForEach($steps, editActions: .move) { $step in Text(step.title) }
/// ```
///
/// `.delete` needs a collection you can remove from (`RangeReplaceableCollection`),
/// `.move` one you can reorder (`MutableCollection`).
public struct EditActions<Data>: OptionSet, Sendable {
    /// The raw value of the set.
    public let rawValue: Int

    /// Creates a set of edit actions from its raw value.
    ///
    /// ```swift
    /// EditActions<[String]>(rawValue: 1)   // .delete
    /// ```
    public init(rawValue: Int) { self.rawValue = rawValue }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// An edit action that allows the user to delete one or more elements of a collection.
    ///
    /// ```swift
    /// List($fruits, editActions: .delete) { $fruit in Text(fruit.name) }
    /// ```
    public static var delete: Self { Self(rawValue: 1) }
}

extension EditActions where Data: MutableCollection {
    /// An edit action that allows the user to move elements of a collection.
    ///
    /// ```swift
    /// List($fruits, editActions: .move) { $fruit in Text(fruit.name) }
    /// ```
    public static var move: Self { Self(rawValue: 2) }
}

extension EditActions where Data: MutableCollection & RangeReplaceableCollection {
    /// All the edit actions available on this collection: delete and move.
    ///
    /// ```swift
    /// List($fruits, editActions: .all) { $fruit in Text(fruit.name) }
    /// ```
    public static var all: Self { Self(rawValue: 3) }
}

/// The content of one row of a `ForEach` or `List` with `editActions`: the row's view,
/// deleted and moved as the edit actions allow, by editing the bound collection itself.
///
/// ```swift
/// ForEach($fruits, editActions: .all) { $fruit in Text(fruit.name) }
/// try host.delete("Banana")   // fruits lost "Banana"
/// ```
///
/// An action the set does not hold leaves its driver refusing the row as disabled.
public struct EditableCollectionContent<Content: View, Data: Collection>: View {
    let content: Content
    let delete: ((IndexSet) -> Void)?
    let move: ((IndexSet, Int) -> Void)?

    /// The row's view, with the row's edit actions.
    public var body: some View {
        content
            .modifier(_OnDeleteModifier(action: delete))
            .modifier(_OnMoveModifier(action: move))
    }
}

/// How the edit actions of a bound collection change it (the offsets are those
/// SwiftUI's `onDelete` and `onMove` give).
enum CollectionEditing {
    /// The delete action of `editActions` on `data`, if the set holds it and the
    /// collection can remove elements.
    static func deleteAction<C: MutableCollection>(_ data: Binding<C>, _ actions: EditActions<C>) -> ((IndexSet) -> Void)? {
        guard actions.contains(EditActions(rawValue: 1)), data.wrappedValue is any RangeReplaceableCollection else { return nil }
        return { offsets in
            guard let removable = data.wrappedValue as? any RangeReplaceableCollection,
                  let edited = removingAny(offsets, from: removable) as? C else { return }
            data.wrappedValue = edited
        }
    }

    /// The move action of `editActions` on `data`, if the set holds it.
    static func moveAction<C: MutableCollection>(_ data: Binding<C>, _ actions: EditActions<C>) -> ((IndexSet, Int) -> Void)? {
        guard actions.contains(EditActions(rawValue: 2)) else { return nil }
        return { offsets, destination in
            var collection = data.wrappedValue
            moving(offsets, to: destination, in: &collection)
            data.wrappedValue = collection
        }
    }

    /// ``removing(_:from:)`` on a collection whose type is known only at run time.
    private static func removingAny<R: RangeReplaceableCollection>(_ offsets: IndexSet, from collection: R) -> Any {
        removing(offsets, from: collection)
    }

    /// `collection` without the elements at `offsets` (offsets out of range are ignored).
    static func removing<C: RangeReplaceableCollection>(_ offsets: IndexSet, from collection: C) -> C {
        var result = C()
        for (offset, element) in collection.enumerated() where !offsets.contains(offset) { result.append(element) }
        return result
    }

    /// Moves the elements at `offsets` to before the element at `destination` (counted
    /// before the move), keeping their order; offsets out of range are ignored.
    static func moving<C: MutableCollection>(_ offsets: IndexSet, to destination: Int, in collection: inout C) {
        let elements = Array(collection)
        let moved = offsets.filter { $0 < elements.count }.map { elements[$0] }
        var kept: [C.Element] = []
        var insertion = 0
        for (offset, element) in elements.enumerated() where !offsets.contains(offset) {
            if offset < destination { insertion += 1 }
            kept.append(element)
        }
        kept.insert(contentsOf: moved, at: min(insertion, kept.count))
        var index = collection.startIndex
        for element in kept {
            collection[index] = element
            collection.formIndex(after: &index)
        }
    }
}

extension ForEach {
    /// Creates an instance that computes views from a binding to a collection of
    /// identifiable data, and allows users to edit it: the edit actions delete and move
    /// elements of the bound collection.
    ///
    /// ```swift
    /// List {
    ///     ForEach($fruits, editActions: .all) { $fruit in TextField("Name", text: $fruit.name) }
    /// }
    /// ```
    public init<C: MutableCollection & RandomAccessCollection, R: View>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    ) where Data == LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, ID == C.Element.ID,
            Content == EditableCollectionContent<R, C>, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \C.Element.id, editActions: editActions, content: content)
    }

    /// Creates an instance that computes views from a binding to a collection of data
    /// identified by `id`, and allows users to edit it.
    ///
    /// ```swift
    /// ForEach($names, id: \.self, editActions: .delete) { $name in Text(name) }
    /// ```
    public init<C: MutableCollection & RandomAccessCollection, R: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, Content == EditableCollectionContent<R, C>, C.Index: Hashable {
        let delete = CollectionEditing.deleteAction(data, editActions)
        let move = CollectionEditing.moveAction(data, editActions)
        self.init(data, id: id) { element in
            EditableCollectionContent<R, C>(content: content(element), delete: delete, move: move)
        }
    }
}
