/// A column that displays a view for each row in a table.
///
/// ```swift
/// Table(people) {
///     TableColumn("Given Name", value: \.givenName)
///     TableColumn("Age") { person in Text("\(person.age)") }
///         .width(60)
/// }
/// ```
///
/// A column's title heads the table (`Table (Given Name, Age)`); each row shows the
/// column's content for the row's value, in column order. The engine does not sort: a
/// column's key path, comparator and widths are accepted, and the app sorts its data when
/// the table's sort order changes, as with SwiftUI.
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent {
    /// The type of value of rows presented by this column content.
    public typealias TableRowValue = RowValue
    /// The type of sort comparator associated with this table column content.
    public typealias TableColumnSortComparator = Sort

    let title: String
    let content: (RowValue) -> Content
    /// The column's sort comparator, when it was given one (`sortUsing:`).
    let comparator: Sort?
    /// The widths given with `width(_:)` or `width(min:ideal:max:)`.
    var widths: (min: CGFloat?, ideal: CGFloat?, max: CGFloat?) = (nil, nil, nil)

    init(title: String, comparator: Sort?, content: @escaping (RowValue) -> Content) {
        self.title = title
        self.comparator = comparator
        self.content = content
    }

    /// The column, for the table's list of columns.
    public func _tableColumns() -> _TableColumns<RowValue> {
        _TableColumns(entries: [_TableColumns.Entry(title: title) { AnyView(content($0)) }])
    }

    /// Sets a fixed width for the column (recorded).
    ///
    /// - Parameter width: The width of the column; the table's choice when `nil`.
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var column = self
        column.widths = (width, width, width)
        return column
    }

    /// Sets the minimum, ideal and maximum widths of the column (recorded).
    ///
    /// - Parameters:
    ///   - min: The minimum width of the column.
    ///   - ideal: The ideal width of the column.
    ///   - max: The maximum width of the column.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var column = self
        column.widths = (min, ideal, max)
        return column
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// Creates an unsortable column with a localized title.
    ///
    /// - Parameters:
    ///   - titleKey: The column's title.
    ///   - content: The view a row shows in this column, for the row's value.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey).content, comparator: nil, content: content)
    }

    /// Creates an unsortable column with a title string.
    ///
    /// - Parameters:
    ///   - title: The column's title.
    ///   - content: The view a row shows in this column, for the row's value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), comparator: nil, content: content)
    }

    /// Creates an unsortable column with a text label.
    ///
    /// - Parameters:
    ///   - text: The column's title.
    ///   - content: The view a row shows in this column, for the row's value.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.content, comparator: nil, content: content)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// Creates a sortable column that displays a string property.
    ///
    /// - Parameters:
    ///   - titleKey: The column's title.
    ///   - value: The path to the property each row shows, and sorts by.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(title: Text(titleKey).content, comparator: nil) { Text($0[keyPath: value]) }
    }

    /// Creates a sortable column that displays a string property, with a title string.
    ///
    /// - Parameters:
    ///   - title: The column's title.
    ///   - value: The path to the property each row shows, and sorts by.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(title: String(title), comparator: nil) { Text($0[keyPath: value]) }
    }

    /// Creates a sortable column that displays a string property, with a text label.
    ///
    /// - Parameters:
    ///   - text: The column's title.
    ///   - value: The path to the property each row shows, and sorts by.
    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        self.init(title: text.content, comparator: nil) { Text($0[keyPath: value]) }
    }

    /// Creates a sortable column that displays a string property, sorted with a string
    /// comparator.
    ///
    /// - Parameters:
    ///   - titleKey: The column's title.
    ///   - value: The path to the property each row shows, and sorts by.
    ///   - comparator: How the strings compare.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator) {
        self.init(title: Text(titleKey).content, comparator: nil) { Text($0[keyPath: value]) }
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// Creates a sortable column for a comparable property, with the view each row shows.
    ///
    /// - Parameters:
    ///   - titleKey: The column's title.
    ///   - value: The path to the property the column sorts by.
    ///   - content: The view a row shows in this column, for the row's value.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey).content, comparator: nil, content: content)
    }

    /// Creates a sortable column for a comparable property, with a title string.
    ///
    /// - Parameters:
    ///   - title: The column's title.
    ///   - value: The path to the property the column sorts by.
    ///   - content: The view a row shows in this column, for the row's value.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>,
                                                  @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), comparator: nil, content: content)
    }

    /// Creates a sortable column for a property sorted with a comparator of your own.
    ///
    /// - Parameters:
    ///   - titleKey: The column's title.
    ///   - value: The path to the property the column sorts by.
    ///   - comparator: How the property's values compare.
    ///   - content: The view a row shows in this column, for the row's value.
    public init<V, C: SortComparator>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
                                      @ViewBuilder content: @escaping (RowValue) -> Content) where C.Compared == V {
        self.init(title: Text(titleKey).content, comparator: nil, content: content)
    }
}

extension TableColumn where Label == Text {
    /// Creates a column sorted by a comparator of your own.
    ///
    /// - Parameters:
    ///   - titleKey: The column's title.
    ///   - comparator: How rows compare when the table sorts by this column.
    ///   - content: The view a row shows in this column, for the row's value.
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey).content, comparator: comparator, content: content)
    }

    /// Creates a column sorted by a comparator of your own, with a title string.
    ///
    /// - Parameters:
    ///   - title: The column's title.
    ///   - comparator: How rows compare when the table sorts by this column.
    ///   - content: The view a row shows in this column, for the row's value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), comparator: comparator, content: content)
    }
}

/// A type used to represent columns within a table.
///
/// ```swift
/// @TableColumnBuilder<Person, Never>
/// var columns: some TableColumnContent<Person, Never> {
///     TableColumn("Name", value: \.name)
/// }
/// ```
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of value of rows presented by this column content.
    associatedtype TableRowValue: Identifiable
    /// The type of sort comparator associated with this table column content.
    associatedtype TableColumnSortComparator: SortComparator

    /// The columns this content stands for, in order (the engine's way to read them).
    func _tableColumns() -> _TableColumns<TableRowValue>
}

/// The columns of a table, in order: what ``TableColumnBuilder`` builds.
public struct _TableColumns<RowValue: Identifiable> {
    /// One column: its title and the view a row shows in it.
    struct Entry {
        let title: String
        let cell: (RowValue) -> AnyView
    }

    let entries: [Entry]
}

/// The column content that ``TableColumnBuilder`` builds from several columns.
public struct _TableColumnList<RowValue: Identifiable, Sort: SortComparator>: TableColumnContent {
    /// The type of value of rows presented by this column content.
    public typealias TableRowValue = RowValue
    /// The type of sort comparator associated with this table column content.
    public typealias TableColumnSortComparator = Sort

    let columns: _TableColumns<RowValue>

    /// The columns, in order.
    public func _tableColumns() -> _TableColumns<RowValue> { columns }
}

/// A result builder that creates table column content from closures.
///
/// ```swift
/// Table(people) {
///     TableColumn("Name", value: \.name)
///     if showsAge { TableColumn("Age") { Text("\($0.age)") } }
/// }
/// ```
@MainActor @resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    /// A column sorted by the table's comparator: its row type is the comparator's, so a
    /// key path in it needs no root (`TableColumn("Name", value: \.name)` in a table whose
    /// sort order is `[KeyPathComparator<Person>]`).
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> _TableColumnList<RowValue, Sort>
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        _TableColumnList(columns: column._tableColumns())
    }

    /// A column, sortable or not (a table that does not sort ignores its comparator).
    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> _TableColumnList<RowValue, Sort>
    where Column.TableRowValue == RowValue {
        _TableColumnList(columns: column._tableColumns())
    }

    /// The columns in order.
    public static func buildBlock(_ columns: _TableColumnList<RowValue, Sort>...) -> _TableColumnList<RowValue, Sort> {
        _TableColumnList(columns: _TableColumns(entries: columns.flatMap(\.columns.entries)))
    }

    /// A column shown only when a condition holds.
    public static func buildIf(_ columns: _TableColumnList<RowValue, Sort>?) -> _TableColumnList<RowValue, Sort> {
        columns ?? _TableColumnList(columns: _TableColumns(entries: []))
    }

    /// The columns of the branch taken.
    public static func buildEither(first columns: _TableColumnList<RowValue, Sort>) -> _TableColumnList<RowValue, Sort> { columns }

    /// The columns of the branch taken.
    public static func buildEither(second columns: _TableColumnList<RowValue, Sort>) -> _TableColumnList<RowValue, Sort> { columns }
}
