import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// A `Table` shows one row per value with its columns' cells in order; its selection
/// works as a list's (a tap on a row's text selects the row's `id`); its sort order is
/// the app's to apply.
@MainActor
@Suite("Table")
struct TableTests {
    struct Person: Identifiable {
        let id: Int
        let name: String
        let age: Int
    }

    static let people = [Person(id: 1, name: "Ana", age: 31), Person(id: 2, name: "Bo", age: 27)]

    struct People: View {
        let log: Log
        @State var people = TableTests.people
        @State var selection: Person.ID?
        @State var sortOrder = [KeyPathComparator(\Person.name, order: .reverse)]
        var body: some View {
            VStack {
                Button("sort") { people.sort(using: sortOrder) }
                Table(people, selection: $selection, sortOrder: $sortOrder) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Age", value: \.age) { Text("\($0.age)") }
                        .width(min: 40, ideal: 60)
                    TableColumn("Tag") { person in Button("tag \(person.name)") { log("tagged \(person.id)") } }
                        .width(80)
                }
                .onChange(of: selection) { value in log("selected \(value ?? 0)") }
            }
        }
    }

    /// Apple's documentation of `Table`: "A container that presents rows of data arranged
    /// in one or more columns, optionally providing the ability to select one or more
    /// members." A row per value, its cells in column order; a tap on a row's text selects
    /// it, as in a list; controls in cells can be driven; sorting is the app's.
    @Test func rowsShowTheirCellsInColumnOrderAndATapSelectsARow() throws {
        let log = Log()
        let host = TestHost(People(log: log))
        #expect(host.render() == """
            VStack
              Button "sort"
              Table (Name, Age, Tag) [selection: none]
                Row
                  Text "Ana"
                  Text "31"
                  Button "tag Ana"
                Row
                  Text "Bo"
                  Text "27"
                  Button "tag Bo"
            """)
        host.tap("Bo")
        host.tap("tag Ana")
        #expect(log.take() == ["selected 2", "tagged 1"])
        host.tap("sort")
        #expect(host.render().hasPrefix("""
            VStack
              Button "sort"
              Table (Name, Age, Tag) [selection: 2]
                Row
                  Text "Bo"
            """))
    }

    /// "optionally providing the ability to select one or more members": a tap anywhere in
    /// a row — here right of its text, between its cells — selects it, as `tap(_:)` on its
    /// text does (Rules: Host, "a list row selected"); the button in a cell is above its
    /// row and runs its action instead.
    @Test func aTapAtAPointOfARowSelectsIt() throws {
        let log = Log()
        let host = TestHost(People(log: log))
        let bo = host.frame(of: "Bo"), tag = host.frame(of: "tag Ana")
        #expect(try host.host.click(at: CGPoint(x: bo.maxX + 2, y: bo.midY)) == #"tap "Bo 27 tag Bo""#)
        host.tap(at: CGPoint(x: tag.midX, y: tag.midY))
        #expect(log.take() == ["selected 2", "tagged 1"])
    }

    struct Rows: View {
        @State var showsGuests = false
        @State var selection: Set<Person.ID> = []
        var body: some View {
            VStack {
                Button("guests") { showsGuests.toggle() }
                Table(of: Person.self, selection: $selection) {
                    TableColumn("Name", value: \.name)
                } rows: {
                    TableRow(Person(id: 0, name: "Host", age: 40))
                    if showsGuests {
                        ForEach(TableTests.people) { TableRow($0) }
                    }
                }
            }
        }
    }

    /// Apple's documentation of `TableRow`: "The table provides the value of a row to each
    /// column of a table, which produces the cells for each row in the column." Rows built
    /// one by one and with a `ForEach`; a multiple selection.
    @Test func rowsFromARowBuilder() throws {
        let host = TestHost(Rows())
        host.tap("guests")
        host.tap("Ana")
        #expect(host.render() == """
            VStack
              Button "guests"
              Table (Name) [selection: 1]
                Row
                  Text "Host"
                Row
                  Text "Ana"
                Row
                  Text "Bo"
            """)
    }

    struct Orders: View {
        @State var selection: Set<Person.ID> = []
        @State var sortOrder = [KeyPathComparator(\Person.age)]
        var body: some View {
            Table(selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Name", value: \.name)
                TableColumn("Age", value: \.age) { Text("\($0.age)") }
            } rows: {
                Section {
                    ForEach(TableTests.people) { TableRow($0) }
                }
            }
        }
    }

    /// Apple's `init(selection:sortOrder:columns:rows:)`: "Creates a sortable table with
    /// the given columns and rows that supports selecting multiple rows" — the row type
    /// comes from the rows, which may be grouped in a `Section`.
    @Test func aTableOfRowsInASectionWithSelectionAndSortOrder() throws {
        let host = TestHost(Orders())
        host.tap("Bo")
        #expect(host.render() == """
            Table (Name, Age) [selection: 2]
              Row
                Text "Ana"
                Text "31"
              Row
                Text "Bo"
                Text "27"
            """)
    }
}
