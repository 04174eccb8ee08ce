/// A container that presents rows of data arranged in a single column, optionally
/// providing the ability to select one or more members.
///
/// ```swift
/// List {
///     Text("Static row")
///     ForEach(items) { Text($0.name) }
/// }
/// List(items) { item in Text(item.name) }
/// List(items, selection: $selectedID) { item in Text(item.name) }
/// ```
///
/// ``ViewHost/render()`` writes `List` above the rows, with the current selection when
/// the list has one: `List [selection: 2]`, `List [selection: none]`.
import ViewEngineCore

public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: ListSelection<SelectionValue>?

    init(selection: ListSelection<SelectionValue>?, content: Content) {
        self.selection = selection
        self.content = content
    }

    /// Creates a list with the given content that supports selecting one row.
    ///
    /// ```swift
    /// List(selection: $selection) { ForEach(rooms) { Text($0.name).tag($0.id) } }
    /// ```
    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.init(selection: .single(selection), content: content())
    }

    /// Creates a list with the given content that supports selecting several rows.
    ///
    /// ```swift
    /// List(selection: $selected) { ForEach(files) { Text($0.name) } }
    /// ```
    public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.init(selection: .multiple(selection), content: content())
    }

    /// Creates a list of identifiable data, with one row per element, that supports
    /// selecting one row.
    ///
    /// ```swift
    /// List(contacts, selection: $selectedID) { Text($0.name) }
    /// ```
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: .single(selection), content: ForEach(data, content: rowContent))
    }

    /// Creates a list of data identified by a key path, with one row per element, that
    /// supports selecting one row.
    ///
    /// ```swift
    /// List(names, id: \.self, selection: $selectedName) { Text($0) }
    /// ```
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: .single(selection), content: ForEach(data, id: id, content: rowContent))
    }

    /// Creates a list with the given content that supports selecting a single row that
    /// cannot be deselected (a sidebar whose one row is always chosen).
    ///
    /// ```swift
    /// List(selection: $page) { ForEach(Page.allCases) { Text($0.title).tag($0) } }
    /// ```
    ///
    /// Tapping the selected row keeps it selected; the binding is never set to none.
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: .single(Self.neverNone(selection)), content: content())
    }

    /// Creates a list of identifiable data, with one row per element, whose one selected
    /// row cannot be deselected.
    ///
    /// ```swift
    /// List(Page.allCases, selection: $page) { Text($0.title) }
    /// ```
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: .single(Self.neverNone(selection)), content: ForEach(data, content: rowContent))
    }

    /// Creates a list of data identified by a key path, whose one selected row cannot be
    /// deselected.
    ///
    /// ```swift
    /// List(names, id: \.self, selection: $name) { Text($0) }
    /// ```
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: .single(Self.neverNone(selection)), content: ForEach(data, id: id, content: rowContent))
    }

    /// `selection` as an optional selection that a deselection leaves as it is.
    private static func neverNone(_ selection: Binding<SelectionValue>) -> Binding<SelectionValue?> {
        Binding(get: { selection.wrappedValue }, set: { if let value = $0 { selection.wrappedValue = value } })
    }

    public typealias Body = Never
}

extension List where SelectionValue == Never {
    /// Creates a list with the given content.
    ///
    /// ```swift
    /// List { Text("A"); Text("B") }
    /// ```
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content())
    }

    /// Creates a list of identifiable data, with one row per element.
    ///
    /// ```swift
    /// List(todos) { todo in Text(todo.title) }
    /// ```
    ///
    /// (Disfavored: a binding to a collection is a collection too, and `List($todos)` takes
    /// the binding form, whose rows follow their elements by id.)
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: nil, content: ForEach(data, content: rowContent))
    }

    /// Creates a list of data identified by a key path, with one row per element.
    ///
    /// ```swift
    /// List(names, id: \.self) { Text($0) }
    /// ```
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: nil, content: ForEach(data, id: id, content: rowContent))
    }

    /// Creates a list with one row per integer of a range.
    ///
    /// ```swift
    /// List(0..<5) { Text("Row \($0)") }
    /// ```
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(selection: nil, content: ForEach(data, content: rowContent))
    }
}

/// The selection binding of a ``List``.
enum ListSelection<Value: Hashable> {
    case single(Binding<Value?>)
    case multiple(Binding<Set<Value>>)

    /// The selected values as render() writes them: `2`, `"Inbox"`, `1, 3`, or `none`.
    var rendered: String {
        let values: [Value] = switch self {
        case .single(let binding): binding.wrappedValue.map { [$0] } ?? []
        case .multiple(let binding): Array(binding.wrappedValue)
        }
        guard !values.isEmpty else { return "none" }
        return values.map { $0 is any StringProtocol ? "\"\($0)\"" : "\($0)" }.sorted().joined(separator: ", ")
    }

    /// Whether the row tagged `tag` is selected: its tag is a `Value` (or a `Value?`) the
    /// selection holds.
    @MainActor func contains(_ tag: AnyHashable) -> Bool {
        guard let value = tag.base as? Value else { return false }
        return switch self {
        case .single(let binding): binding.wrappedValue == value
        case .multiple(let binding): binding.wrappedValue.contains(value)
        }
    }
}

extension List: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        ListNode(view, inputs)
    }
}

/// The node of a ``List``: its rows, and its selection binding, read when rendered.
@MainActor
final class ListNode<SelectionValue: Hashable, Content: View>: TypedNode<List<SelectionValue, Content>>, LayoutComputing {
    private(set) var selection: ListSelection<SelectionValue>?
    private(set) var child: TypedNode<Content>!

    init(_ view: List<SelectionValue, Content>, _ inputs: _ViewInputs) {
        selection = view.selection
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        child = mountChild(view.content, at: 0)
    }

    override func apply(_ view: List<SelectionValue, Content>) {
        selection = view.selection
        child.update(view.content)
    }

    override func forEachChild(_ body: (Node) -> Void) { body(child) }

    override func renderLines(into output: inout RenderOutput) {
        output.nested(selection.map { "List [selection: \($0.rendered)]" } ?? "List") { child.render(into: &$0) }
    }

    // MARK: Layout (Rules R22): its views are rows (`ListLayout`).

    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    var layoutCache = LayoutCache()

    /// The list, or its rows when it is merged into a list or form around it (NestedList).
    override func appendLayoutSubviews(to subviews: inout [Node]) {
        guard NestedList.isMerged(self) else { return subviews.append(self) }
        child.appendLayoutSubviews(to: &subviews)
    }
    override func measure(_ proposal: ProposedViewSize) -> CGSize { cachedMeasure(proposal) }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) { cachedPlace(at: origin, proposal: proposal) }
    override var placedFrame: CGRect? { layoutCache.frame }
    override func withLayoutCache(_ body: (inout LayoutCache) -> Void) -> Bool { body(&layoutCache); return true }
    override func invalidateLayoutCache() -> Bool { layoutCache.invalidate() }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        ListLayout().sizeThatFits(proposal, subviews: LayoutContent(childrenOf: self).subviews)
    }

    func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {
        ListLayout().place(LayoutContent(childrenOf: self).subviews, in: size, proposal: proposal)
    }
}
