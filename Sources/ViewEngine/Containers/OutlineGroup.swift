/// A structure that computes views and disclosure groups on demand from an underlying
/// collection of tree-structured, identified data.
///
/// ```swift
/// OutlineGroup(folders, children: \.subfolders) { folder in
///     Label(folder.name, systemImage: "folder")
/// }
/// try host.tap("Documents")   // expands Documents: its subfolders appear
/// ```
///
/// Each element whose children are not `nil` is a `DisclosureGroup` labelled by its
/// view, collapsed until tapped, whose content is the outline of its children; an element
/// without children (`nil`) is its view alone. Elements are identified as in `ForEach`.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    private let elements: [Data.Element]
    private let id: KeyPath<Data.Element, ID>
    private let children: KeyPath<Data.Element, Data?>
    private let content: (Data.Element) -> Leaf

    /// An outline of identifiable elements, whose children are at `children`.
    ///
    /// ```swift
    /// OutlineGroup(files, children: \.children) { Text($0.name) }
    /// ```
    public init<DataElement: Identifiable>(_ data: Data, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(elements: Array(data), id: \.id, children: children, content: content)
    }

    /// An outline of elements identified by `id`, whose children are at `children`.
    ///
    /// ```swift
    /// OutlineGroup(files, id: \.path, children: \.children) { Text($0.name) }
    /// ```
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(elements: Array(data), id: id, children: children, content: content)
    }

    /// An outline of one identifiable root element and its descendants.
    ///
    /// ```swift
    /// OutlineGroup(root, children: \.children) { Text($0.name) }
    /// ```
    public init<DataElement: Identifiable>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(elements: [root], id: \.id, children: children, content: content)
    }

    /// An outline of one root element identified by `id`, and its descendants.
    ///
    /// ```swift
    /// OutlineGroup(root, id: \.path, children: \.children) { Text($0.name) }
    /// ```
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(elements: [root], id: id, children: children, content: content)
    }

    private init(elements: [Data.Element], id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                 content: @escaping (Data.Element) -> Leaf) {
        self.elements = elements
        self.id = id
        self.children = children
        self.content = content
    }

    /// The elements, each a disclosure group of its children or a leaf.
    public var body: some View {
        ForEach(elements, id: id) { element in
            if let descendants = element[keyPath: children] {
                DisclosureGroup {
                    OutlineGroup(elements: Array(descendants), id: id, children: children, content: content)
                } label: {
                    content(element)
                }
            } else {
                content(element)
            }
        }
    }
}
