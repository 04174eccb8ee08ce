extension ForEach {
    /// Creates an instance that computes views from a binding to a collection of
    /// identifiable data, giving each view a binding to its element.
    ///
    /// ```swift
    /// ForEach($todos) { $todo in
    ///     TextField("Title", text: $todo.title)
    /// }
    /// ```
    ///
    /// Each element's binding finds the element by its position and checks its id; when
    /// elements moved or went, it finds it by id, and once the element is gone it reads
    /// the last value it saw and writes nothing (a row on its way out never traps).
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, ID == C.Element.ID,
            C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    /// Creates an instance that computes views from a binding to a collection of data
    /// identified by `id`, giving each view a binding to its element.
    ///
    /// ```swift
    /// ForEach($names, id: \.self) { $name in
    ///     TextField("Name", text: $name)
    /// }
    /// ```
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let collection = data.wrappedValue
        let elements = collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }
        self.init(elements, id: \.1) { index, elementID in
            content(ElementBinding.make(data, index: index, id: elementID, idPath: id,
                                        lastSeen: collection[index]))
        }
    }
}

/// The binding of one element of a bound collection (see ``ForEach``'s binding forms).
enum ElementBinding {
    static func make<C: MutableCollection & RandomAccessCollection, ID: Hashable>(
        _ data: Binding<C>, index: C.Index, id: ID, idPath: KeyPath<C.Element, ID>, lastSeen: C.Element
    ) -> Binding<C.Element> where C.Index: Hashable {
        func position(in collection: C) -> C.Index? {
            if collection.indices.contains(index), collection[index][keyPath: idPath] == id { return index }
            return collection.firstIndex { $0[keyPath: idPath] == id }
        }
        return Binding(location: data.location?.appending(\C.[index]),
                       get: {
                           let collection = data.wrappedValue
                           return position(in: collection).map { collection[$0] } ?? lastSeen
                       },
                       set: { newValue in
                           var collection = data.wrappedValue
                           guard let position = position(in: collection) else { return }
                           collection[position] = newValue
                           data.wrappedValue = collection
                       })
    }
}
