/// A container that presents rows of data arranged in one or more columns, optionally
/// providing the ability to select one or more members.
///
/// ```swift
/// Table(people, selection: $selectedID, sortOrder: $sortOrder) {
///     TableColumn("Given Name", value: \.givenName)
///     TableColumn("Age") { Text("\($0.age)") }
/// }
/// .onChange(of: sortOrder) { people.sort(using: $0) }
/// ```
///
/// ``ViewHost/render()`` writes `Table` with its columns' titles, then one `Row` per value
/// with its cells in column order; a table with a selection adds it as a list does
/// (`Table (Given Name, Age) [selection: 2]`), and a tap on a row's text selects the row
/// (its value's `id`), as in a `List(selection:)`. The engine does not sort: the sort
/// order binding is kept for the app's own `onChange`.
import ViewEngineCore

public struct Table<Value, Rows: TableRowContent, Columns: TableColumnContent>: View
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    let rows: Rows
    let columns: Columns
    let selection: ListSelection<Value.ID>?

    public typealias Body = Never
}

extension Table {
    /// Creates a table that computes its rows based on a collection of identifiable data.
    ///
    /// - Parameters:
    ///   - data: The identifiable data for computing the table rows.
    ///   - columns: The columns to display in the table.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: nil)
    }

    /// Creates a table that computes its rows based on a collection of identifiable data,
    /// and that supports selecting zero or one row.
    ///
    /// - Parameters:
    ///   - data: The identifiable data for computing the table rows.
    ///   - selection: A binding to the identifier of the selected row, or `nil`.
    ///   - columns: The columns to display in the table.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection))
    }

    /// Creates a table that computes its rows based on a collection of identifiable data,
    /// and that supports selecting multiple rows.
    ///
    /// - Parameters:
    ///   - data: The identifiable data for computing the table rows.
    ///   - selection: A binding to the set of identifiers of the selected rows.
    ///   - columns: The columns to display in the table.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection))
    }

    /// Creates a sortable table that computes its rows based on a collection of
    /// identifiable data.
    ///
    /// - Parameters:
    ///   - data: The identifiable data for computing the table rows.
    ///   - sortOrder: A binding to the ordered sorting of columns (kept for the app).
    ///   - columns: The columns to display in the table.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: nil)
    }

    /// Creates a sortable table that computes its rows based on a collection of
    /// identifiable data, and that supports selecting zero or one row.
    ///
    /// - Parameters:
    ///   - data: The identifiable data for computing the table rows.
    ///   - selection: A binding to the identifier of the selected row, or `nil`.
    ///   - sortOrder: A binding to the ordered sorting of columns (kept for the app).
    ///   - columns: The columns to display in the table.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection))
    }

    /// Creates a sortable table that computes its rows based on a collection of
    /// identifiable data, and that supports selecting multiple rows.
    ///
    /// - Parameters:
    ///   - data: The identifiable data for computing the table rows.
    ///   - selection: A binding to the set of identifiers of the selected rows.
    ///   - sortOrder: A binding to the ordered sorting of columns (kept for the app).
    ///   - columns: The columns to display in the table.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection))
    }

    /// Creates a table with the given columns and rows that generates its contents using
    /// values of the given type.
    ///
    /// - Parameters:
    ///   - valueType: The type of value used to derive the table's contents.
    ///   - columns: The columns to display in the table.
    ///   - rows: The rows to display in the table.
    public init(of valueType: Value.Type = Value.self, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: nil)
    }

    /// Creates a table with the given columns and rows that supports selecting zero or one
    /// row.
    ///
    /// - Parameters:
    ///   - valueType: The type of value used to derive the table's contents.
    ///   - selection: A binding to the identifier of the selected row, or `nil`.
    ///   - columns: The columns to display in the table.
    ///   - rows: The rows to display in the table.
    public init(of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: .single(selection))
    }

    /// Creates a table with the given columns and rows that supports selecting multiple
    /// rows.
    ///
    /// - Parameters:
    ///   - valueType: The type of value used to derive the table's contents.
    ///   - selection: A binding to the set of identifiers of the selected rows.
    ///   - columns: The columns to display in the table.
    ///   - rows: The rows to display in the table.
    public init(of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection))
    }

    /// Creates a sortable table with the given columns and rows.
    ///
    /// - Parameters:
    ///   - valueType: The type of value used to derive the table's contents.
    ///   - sortOrder: A binding to the ordered sorting of columns (kept for the app).
    ///   - columns: The columns to display in the table.
    ///   - rows: The rows to display in the table.
    public init<Sort: SortComparator>(of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: nil)
    }

    /// Creates a sortable table with the given columns and rows that supports selecting
    /// zero or one row.
    ///
    /// - Parameters:
    ///   - valueType: The type of value used to derive the table's contents.
    ///   - selection: A binding to the identifier of the selected row, or `nil`.
    ///   - sortOrder: A binding to the ordered sorting of columns (kept for the app).
    ///   - columns: The columns to display in the table.
    ///   - rows: The rows to display in the table.
    public init<Sort: SortComparator>(of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: .single(selection))
    }

    /// Creates a sortable table with the given columns and rows that supports selecting
    /// several rows; the row type is the rows' (`of:` may be left out).
    ///
    /// ```swift
    /// Table(selection: $selection, sortOrder: $sortOrder) {
    ///     TableColumn("Order", value: \.id)
    /// } rows: {
    ///     Section { ForEach(orders) { TableRow($0) } }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - valueType: The type of value used to derive the table's contents.
    ///   - selection: A binding to the set of identifiers of the selected rows.
    ///   - sortOrder: A binding to the ordered sorting of columns (kept for the app).
    ///   - columns: The columns to display in the table.
    ///   - rows: The rows to display in the table.
    public init<Sort: SortComparator>(of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection))
    }
}

/// A type used to represent table rows.
///
/// ```swift
/// Table(of: Person.self) {
///     TableColumn("Name", value: \.name)
/// } rows: {
///     TableRow(me)
///     ForEach(friends) { TableRow($0) }
/// }
/// ```
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
    /// The type of value represented by this table row content.
    associatedtype TableRowValue: Identifiable

    /// The values of the rows, in order (the engine's way to read them).
    func _tableRowValues() -> [TableRowValue]
}

/// A row that represents a data value in a table.
///
/// ```swift
/// TableRow(Person(givenName: "Tom", familyName: "Clark"))
/// ```
///
/// It is also a view, so that a `ForEach` can make rows (its content is a view); used as
/// a view, it shows nothing.
public struct TableRow<Value: Identifiable>: TableRowContent, View {
    /// The type of value represented by this table row content.
    public typealias TableRowValue = Value

    let value: Value

    /// Creates a table row for the given value.
    ///
    /// - Parameter value: The value of the row.
    public init(_ value: Value) { self.value = value }

    /// The row's value.
    public func _tableRowValues() -> [Value] { [value] }

    /// Nothing: a row is shown by its table.
    public var body: EmptyView { EmptyView() }
}

/// A type of table row content that creates table rows created by iterating over a
/// collection.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    /// The type of value represented by this table row content.
    public typealias TableRowValue = Data.Element

    let data: Data

    /// The collection's elements.
    public func _tableRowValues() -> [Data.Element] { Array(data) }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    /// The type of value represented by this table row content.
    public typealias TableRowValue = Content.TableRowValue

    /// The rows the content makes of each element, in order.
    public func _tableRowValues() -> [Content.TableRowValue] { data.flatMap { content($0)._tableRowValues() } }
}

extension Section: TableRowContent where Parent == EmptyView, Content: TableRowContent, Footer == EmptyView {
    /// The type of value represented by this table row content.
    public typealias TableRowValue = Content.TableRowValue

    /// The section's rows, in order (a section of rows has no header row here).
    public func _tableRowValues() -> [Content.TableRowValue] { content._tableRowValues() }
}

/// The rows that ``TableRowBuilder`` builds.
public struct _TableRowList<Value: Identifiable>: TableRowContent {
    /// The type of value represented by this table row content.
    public typealias TableRowValue = Value

    let values: [Value]

    /// The rows, in order.
    public func _tableRowValues() -> [Value] { values }
}

/// A result builder that creates table row content from closures.
///
/// ```swift
/// rows: {
///     TableRow(me)
///     if showsFriends { ForEach(friends) { TableRow($0) } }
/// }
/// ```
@MainActor @resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    /// A row, or rows (a `ForEach` of rows).
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> _TableRowList<Value>
    where Content.TableRowValue == Value {
        _TableRowList(values: content._tableRowValues())
    }

    /// The rows in order.
    public static func buildBlock(_ rows: _TableRowList<Value>...) -> _TableRowList<Value> {
        _TableRowList(values: rows.flatMap(\.values))
    }

    /// Rows shown only when a condition holds.
    public static func buildIf(_ rows: _TableRowList<Value>?) -> _TableRowList<Value> { rows ?? _TableRowList(values: []) }

    /// The rows of the branch taken.
    public static func buildEither(first rows: _TableRowList<Value>) -> _TableRowList<Value> { rows }

    /// The rows of the branch taken.
    public static func buildEither(second rows: _TableRowList<Value>) -> _TableRowList<Value> { rows }
}

/// The cells of one row of a ``Table``, in column order, under a `Row` line.
public struct _TableRowCells: View {
    @usableFromInline let content: ForEach<Range<Int>, Int, AnyView>
    public typealias Body = Never
}

extension _TableRowCells: ContainerView {
    @usableFromInline var renderedTitle: String? { "Row" }
}

extension Table: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        TableNode(view, inputs)
    }

    /// The rows as views: one `Row` per value, identified by the value's `id`.
    var rowViews: ForEach<[Value], Value.ID, _TableRowCells> {
        let entries = columns._tableColumns().entries
        return ForEach(rows._tableRowValues()) { value in
            let cells = entries.map { $0.cell(value) }
            return _TableRowCells(content: ForEach(cells.indices, id: \.self) { cells[$0] })
        }
    }

    /// `Table (Name, Age)`: the columns' titles.
    var heading: String {
        let titles = columns._tableColumns().entries.map(\.title).joined(separator: ", ")
        return titles.isEmpty ? "Table" : "Table (\(titles))"
    }
}

/// The node of a ``Table``: its rows, and its selection binding, as a list's.
@MainActor
final class TableNode<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: TypedNode<Table<Value, Rows, Columns>>, SelectableRows
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    private var selection: ListSelection<Value.ID>?
    private var heading: String
    private var child: TypedNode<ForEach<[Value], Value.ID, _TableRowCells>>!

    init(_ view: Table<Value, Rows, Columns>, _ inputs: _ViewInputs) {
        selection = view.selection
        heading = view.heading
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        child = mountChild(evaluatingForOwner { view.rowViews }, at: 0)
    }

    override func apply(_ view: Table<Value, Rows, Columns>) {
        selection = view.selection
        heading = view.heading
        child.update(evaluatingForOwner { view.rowViews })
    }

    var selectableRows: [SelectableRow] {
        guard selection != nil, let child else { return [] }
        return SelectableRow.rows(in: child, implicitTag: nil)
    }

    var selectionType: Any.Type { selection == nil ? Never.self : Value.ID.self }

    func select(_ tag: AnyHashable) -> Bool {
        guard let selection else { return false }
        return selection.select(tag, isEditing: environment.values.editMode?.wrappedValue.isEditing == true)
    }

    func isSelected(_ tag: AnyHashable) -> Bool { selection?.contains(tag) ?? false }

    var rowSelection: (any RowSelection)? { selection }

    override func forEachChild(_ body: (Node) -> Void) { body(child) }

    override func renderLines(into output: inout RenderOutput) {
        output.nested(selection.map { "\(heading) [selection: \($0.rendered)]" } ?? heading) { child.render(into: &$0) }
    }
}

/// A click on a row of a `Table(selection:)` selects it, as a list's row does.
extension TableNode: PointerTargeting {
    var pointerRegions: [PointerRegion] { rowRegions }
}
