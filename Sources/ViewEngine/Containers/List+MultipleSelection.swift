/// The data forms of `List` that support selecting several rows.
extension List {
    /// Creates a list of identifiable data, with one row per element, that supports
    /// selecting several rows.
    ///
    /// ```swift
    /// List(files, selection: $selectedIDs) { Text($0.name) }
    /// ```
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: .multiple(selection), content: ForEach(data, content: rowContent))
    }

    /// Creates a list of data identified by a key path, with one row per element, that
    /// supports selecting several rows.
    ///
    /// ```swift
    /// List(names, id: \.self, selection: $chosen) { Text($0) }
    /// ```
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: .multiple(selection), content: ForEach(data, id: id, content: rowContent))
    }
}
