import Testing
import ViewEngine
import TestSupport

/// Scoped driver queries: `within(_:_:)` and `tap(_:in:)` pick one of several controls
/// with the same title by a label (a text, a title) in the row, section or container
/// around it. Every driver goes through the same lookup.
@MainActor
@Suite("Scoped driver queries")
struct ScopedDriverTests {
    struct Row: Identifiable {
        let id: Int
        var done = false
    }

    struct Rows: View {
        let log: Log
        @State var rows = (1...4).map { Row(id: $0) }
        var body: some View {
            VStack {
                Text("Groceries")
                ForEach($rows) { $row in
                    HStack {
                        Text("Row \(row.id)")
                        Toggle("Done", isOn: $row.done)
                        Button("Delete") { log("delete \(row.id)"); rows.removeAll { $0.id == row.id } }
                    }
                }
                Button("Delete") { log("delete all"); rows = [] }
            }
        }
    }

    @Test func aScopeSinglesOutTheControlInTheRowThatShowsIt() throws {
        let log = Log()
        let host = ViewHost(testing: Rows(log: log))
        try host.tap("Delete", in: "Row 3")
        #expect(log.take() == ["delete 3"])
        try host.within("Row 2") { try host.toggle("Done") }
        #expect(host.render().contains("HStack\n    Text \"Row 2\"\n    Toggle \"Done\" on"))
        // The unscoped title is ambiguous.
        let ambiguous = try #require(throws: HostError.self) { try host.tap("Delete") }
        #expect("\(ambiguous)" == #"HostError: 4 Buttons are titled "Delete"; titles must be unique to be driven. Buttons on screen: "Delete", "Delete", "Delete", "Delete"."#)
    }

    @Test func aLabelThatHoldsEveryRowIsStillAmbiguous() throws {
        let host = ViewHost(testing: Rows(log: Log()))
        // "Groceries" is a heading: the smallest view around it that holds a Delete holds them all.
        let error = try #require(throws: HostError.self) { try host.tap("Delete", in: "Groceries") }
        #expect("\(error)" == #"HostError: 5 Buttons are titled "Delete" in "Groceries"; titles must be unique to be driven. Buttons on screen: "Delete", "Delete", "Delete", "Delete", "Delete"."#)
    }

    @Test func aMissingScopeNamesTheLabelsOnScreenAndChangesNothing() throws {
        let log = Log()
        let host = ViewHost(testing: Rows(log: log))
        let error = try #require(throws: HostError.self) { try host.tap("Delete", in: "Row 9") }
        #expect("\(error)" == #"HostError: nothing on screen shows or is titled "Row 9" to look for the Button titled "Delete" in. Did you mean "Row 1", "Row 2" or "Row 3"? Texts and titles on screen: "Groceries", "Row 1", "Done", "Delete", "Row 2", "Row 3", "Row 4"."#)
        #expect(error.reason == .scopeNotFound("Row 9"))
        #expect(log.take() == [])
        try host.tap("Delete", in: "Row 4")         // still usable
        #expect(log.take() == ["delete 4"])
    }

    @Test func aControlMissingInScopeSaysWhereItWasLookedFor() throws {
        let host = ViewHost(testing: Rows(log: Log()))
        let error = try #require(throws: HostError.self) { try host.within("Row 1") { try host.increment("Quantity") } }
        #expect("\(error)" == #"HostError: no Stepper titled "Quantity" in "Row 1". There are no Steppers on screen."#)
    }

    struct Sections: View {
        let log: Log
        var body: some View {
            VStack {
                ForEach(["Fruit", "Tea"], id: \.self) { section in
                    VStack {
                        Text(section)
                        ForEach(["Green", "Black"], id: \.self) { kind in
                            HStack {
                                Text(kind)
                                Button("Add") { log("add \(kind) \(section)") }
                            }
                        }
                    }
                }
            }
        }
    }

    @Test func scopesNestOuterFirst() throws {
        let log = Log()
        let host = ViewHost(testing: Sections(log: log))
        try host.within("Tea") { try host.tap("Add", in: "Green") }
        #expect(log.take() == ["add Green Tea"])
        let error = try #require(throws: HostError.self) {
            try host.within("Tea") { try host.tap("Add", in: "Oolong") }
        }
        #expect("\(error)" == #"HostError: nothing in "Tea" shows or is titled "Oolong" to look for the Button titled "Add" in. Texts and titles in "Tea": "Tea", "Green", "Add", "Black"."#)
        #expect(error.scopes == ["Tea"])
    }
}

extension ScopedDriverTests {
    struct Titled: View {
        let log: Log
        var body: some View {
            VStack {
                VStack { Button("Save") { log("save draft") } }.navigationTitle("Draft")
                VStack { Button("Save") { log("save final") } }.navigationTitle("Final")
            }
        }
    }

    @Test func aNavigationTitleNamesItsView() throws {
        let log = Log()
        let host = ViewHost(testing: Titled(log: log))
        try host.tap("Save", in: "Final")
        #expect(log.take() == ["save final"])
    }
}
