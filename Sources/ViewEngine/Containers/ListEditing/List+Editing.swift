/// The `List` initializers over a binding to a collection, with and without edit
/// actions: each row gets a binding to its element; `editActions` lets the user delete
/// and move elements of the bound collection (``ViewHost/delete(_:)``, ``ViewHost/move(_:to:)``).
extension List where SelectionValue == Never {
    /// Creates a list over a binding to a collection of identifiable data, giving each
    /// row a binding to its element.
    ///
    /// ```swift
    /// List($todos) { $todo in Toggle(todo.title, isOn: $todo.isDone) }
    /// ```
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>,
            C.Element: Identifiable, C.Index: Hashable {
        self.init(selection: nil, content: ForEach(data, content: rowContent))
    }

    /// Creates a list over a binding to a collection of identifiable data that the user
    /// can edit: the edit actions delete and move its elements.
    ///
    /// ```swift
    /// List($fruits, editActions: .all) { $fruit in Text(fruit.name) }
    /// ```
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, EditableCollectionContent<RowContent, C>>,
            C.Element: Identifiable, C.Index: Hashable {
        self.init(selection: nil, content: ForEach(data, editActions: editActions, content: rowContent))
    }

    /// Creates a list over a binding to a collection of data identified by `id` that the
    /// user can edit.
    ///
    /// ```swift
    /// List($names, id: \.self, editActions: .delete) { $name in Text(name) }
    /// ```
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, EditableCollectionContent<RowContent, C>>,
            C.Index: Hashable {
        self.init(selection: nil, content: ForEach(data, id: id, editActions: editActions, content: rowContent))
    }
}

extension List {
    /// Creates a list over a binding to a collection of identifiable data that the user
    /// can edit, and that supports selecting one row.
    ///
    /// ```swift
    /// List($rooms, editActions: .move, selection: $selectedID) { $room in Text(room.name) }
    /// ```
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, editActions: EditActions<C>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, EditableCollectionContent<RowContent, C>>,
            C.Element: Identifiable, C.Index: Hashable {
        self.init(selection: .single(selection), content: ForEach(data, editActions: editActions, content: rowContent))
    }

    /// Creates a list over a binding to a collection of identifiable data that the user
    /// can edit, and that supports selecting several rows.
    ///
    /// ```swift
    /// List($files, editActions: .delete, selection: $selectedIDs) { $file in Text(file.name) }
    /// ```
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, editActions: EditActions<C>, selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, EditableCollectionContent<RowContent, C>>,
            C.Element: Identifiable, C.Index: Hashable {
        self.init(selection: .multiple(selection), content: ForEach(data, editActions: editActions, content: rowContent))
    }

    /// Creates a list over a binding to a collection of data identified by `id` that the
    /// user can edit, and that supports selecting one row.
    ///
    /// ```swift
    /// List($names, id: \.self, editActions: .all, selection: $selectedName) { $name in Text(name) }
    /// ```
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, EditableCollectionContent<RowContent, C>>,
            C.Index: Hashable {
        self.init(selection: .single(selection), content: ForEach(data, id: id, editActions: editActions, content: rowContent))
    }

    /// Creates a list over a binding to a collection of data identified by `id` that the
    /// user can edit, and that supports selecting several rows.
    ///
    /// ```swift
    /// List($names, id: \.self, editActions: .all, selection: $chosen) { $name in Text(name) }
    /// ```
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>, selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, EditableCollectionContent<RowContent, C>>,
            C.Index: Hashable {
        self.init(selection: .multiple(selection), content: ForEach(data, id: id, editActions: editActions, content: rowContent))
    }
}
