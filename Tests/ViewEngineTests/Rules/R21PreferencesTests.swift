import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R21: a view's preference values travel up to its ancestors, combined in view-tree
/// order by the key's `reduce`; `onPreferenceChange` runs its action after the frame's
/// updates, when the view appears and then only when the combined value changes.
@MainActor
@Suite("R21 Preferences")
struct R21PreferencesTests {
    /// The key of the transcript below: each `reduce` call is logged.
    struct StringPreferenceKey: PreferenceKey {
        static let defaultValue = "Default"
        nonisolated(unsafe) static var reductions: [String] = []
        static func reduce(value: inout String, nextValue: () -> String) {
            let next = nextValue()
            reductions.append("reduce() value: \(value), nextValue: \(next)")
            value = next
        }
    }

    struct FourRectangles: View {
        let log: Log
        var body: some View {
            VStack {
                Color.clear.preference(key: StringPreferenceKey.self, value: "Rectangle1")
                Color.clear.preference(key: StringPreferenceKey.self, value: "Rectangle2")
                Color.clear.preference(key: StringPreferenceKey.self, value: "Rectangle3")
                Color.clear.preference(key: StringPreferenceKey.self, value: "Rectangle4")
            }
            .onPreferenceChange(StringPreferenceKey.self) { value in
                log("onPreferenceChange() value: \(value)")
            }
        }
    }

    /// Apple's documentation of `reduce(value:nextValue:)`: "This method receives its values
    /// in view-tree order. Conceptually, this combines the preference value from one tree
    /// with that of its next sibling." The transcript is the one takehilo's article
    /// "[SwiftUI] PreferenceKeyの基本的な仕組みを知る" printed on a device: three reductions
    /// starting from the first value, then one action, at appearance.
    @Test func siblingsAreReducedInViewTreeOrderAndTheActionRunsAtAppearance() {
        let log = Log()
        StringPreferenceKey.reductions = []
        let host = TestHost(FourRectangles(log: log))
        #expect(StringPreferenceKey.reductions + log.take() == [
            "reduce() value: Rectangle1, nextValue: Rectangle2",
            "reduce() value: Rectangle2, nextValue: Rectangle3",
            "reduce() value: Rectangle3, nextValue: Rectangle4",
            "onPreferenceChange() value: Rectangle4",
        ])
        _ = host
    }

    /// A key for the tests that log no reductions.
    struct NameKey: PreferenceKey {
        static let defaultValue = "Default"
        static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
    }

    struct SumKey: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    struct Counter: View {
        let title: String
        @State var count = 1
        var body: some View {
            Button(title) { count += 1 }.preference(key: SumKey.self, value: count)
        }
    }

    struct Total: View {
        let log: Log
        @State var showsThird = false
        @State var unrelated = 0
        @State var total = 0
        var body: some View {
            VStack {
                Text("total \(total)")
                Button("unrelated") { unrelated += 1 }
                Button("third") { showsThird.toggle() }
                VStack {
                    Counter(title: "a")
                    Counter(title: "b")
                    if showsThird { Counter(title: "c") }
                    Text("\(unrelated)")
                }
                .onPreferenceChange(SumKey.self) { value in
                    log("total \(value)")
                    total = value
                }
            }
        }
    }

    /// Apple's documentation of `onPreferenceChange(_:perform:)`: "Adds an action to perform
    /// when the specified preference key's value changes." A change in one child's state
    /// changes the sum; a re-evaluation that leaves it as it was does not run the action;
    /// the action's state write shows in the same frame.
    @Test func theActionRunsWhenTheCombinedValueChangesAndOnlyThen() throws {
        let log = Log()
        let host = TestHost(Total(log: log))
        #expect(log.take() == ["total 2"])
        #expect(host.render().hasPrefix("VStack\n  Text \"total 2\""))
        host.tap("a")
        #expect(log.take() == ["total 3"])
        host.tap("unrelated")
        #expect(log.take() == [])
        host.tap("third")
        #expect(log.take() == ["total 4"])
        host.tap("third")
        #expect(log.take() == ["total 3"])
        #expect(host.render().hasPrefix("VStack\n  Text \"total 3\""))
    }

    struct Pair: View {
        let log: Log
        @State var value = 1
        var body: some View {
            VStack {
                Button("both") { value += 10 }
                Text("x").preference(key: SumKey.self, value: value)
                Text("y").preference(key: SumKey.self, value: value)
            }
            .onPreferenceChange(SumKey.self) { log("sum \($0)") }
        }
    }

    /// Apple's documentation of `onPreferenceChange(_:perform:)`: "A view that triggers
    /// action when the value for key changes." Two children that change in one frame make
    /// one change of the combined value: the action runs once, after the updates.
    @Test func childrenChangedInOneFrameRunTheActionOnce() throws {
        let log = Log()
        let host = TestHost(Pair(log: log))
        #expect(log.take() == ["sum 2"])
        host.tap("both")
        #expect(log.take() == ["sum 22"])
    }

    struct Optional_: View {
        let log: Log
        @State var shown = true
        var body: some View {
            VStack {
                Button("toggle") { shown.toggle() }
                if shown { Text("set").preference(key: NameKey.self, value: "explicit") }
            }
            .onPreferenceChange(NameKey.self) { log($0) }
        }
    }

    /// Apple's documentation of `defaultValue`: "Views that have no explicit value for the
    /// key produce this default value."
    @Test func withoutAnExplicitValueTheObserverSeesTheDefault() throws {
        let log = Log()
        let host = TestHost(Optional_(log: log))
        #expect(log.take() == ["explicit"])
        host.tap("toggle")
        #expect(log.take() == ["Default"])
        host.tap("toggle")
        #expect(log.take() == ["explicit"])
    }

    struct Nested: View {
        let log: Log
        @State var inner = 1
        var body: some View {
            VStack {
                Button("inner") { inner += 1 }
                VStack {
                    Text("a").preference(key: SumKey.self, value: inner)
                    Text("b").preference(key: SumKey.self, value: 100)
                }
                .preference(key: SumKey.self, value: 7)
                Text("c").preference(key: SumKey.self, value: inner)
                    .transformPreference(SumKey.self) { $0 *= 1000 }
                    .onPreferenceChange(SumKey.self) { log("inner observer \($0)") }
            }
            .onPreferenceChange(SumKey.self) { log("outer observer \($0)") }
        }
    }

    /// Apple's documentation of `preference(key:value:)`: "Sets a value for the given
    /// preference" — the value replaces what the views inside set; of
    /// `transformPreference(_:_:)`: "Applies a transformation to a preference value." An
    /// observer passes the value on: the outer one sees the inner one's subtree too, and
    /// runs after it (inside out, as Rules R5 orders actions).
    @Test func anOuterValueReplacesTheInnerOnesAndATransformChangesIt() throws {
        let log = Log()
        let host = TestHost(Nested(log: log))
        #expect(log.take() == ["inner observer 1000", "outer observer 1007"])
        host.tap("inner")
        #expect(log.take() == ["inner observer 2000", "outer observer 2007"])
    }

    struct ListKey: PreferenceKey {
        static let defaultValue: [Int] = []
        static func reduce(value: inout [Int], nextValue: () -> [Int]) { value += nextValue() }
    }

    struct Rows: View {
        let log: Log
        @State var rows = [1, 2, 3]
        var body: some View {
            VStack {
                Button("rotate") { rows = [rows[2], rows[0], rows[1]] }
                ForEach(rows, id: \.self) { row in
                    Text("\(row)").preference(key: ListKey.self, value: [row])
                }
            }
            .onPreferenceChange(ListKey.self) { log("\($0)") }
        }
    }

    /// Apple's documentation of `reduce(value:nextValue:)`: "This method receives its values
    /// in view-tree order." Moving rows changes the order of the combined value.
    @Test func movedRowsAreCombinedInTheirNewOrder() throws {
        let log = Log()
        let host = TestHost(Rows(log: log))
        #expect(log.take() == ["[1, 2, 3]"])
        host.tap("rotate")
        #expect(log.take() == ["[3, 1, 2]"])
    }

    struct Presenter: View {
        let log: Log
        @State var isPresented = false
        var body: some View {
            VStack {
                Button("present") { isPresented = true }
                Text("own").preference(key: NameKey.self, value: "presenter")
            }
            .sheet(isPresented: $isPresented) {
                Text("sheet").preference(key: NameKey.self, value: "sheet")
            }
            .onPreferenceChange(NameKey.self) { log($0) }
        }
    }

    /// A presented view is in a window of its own: its preferences do not reach the
    /// presenter's observers (this project's reading of SwiftUI's separate hosting of a
    /// sheet; Apple's documentation says nothing of it).
    @Test func aSheetsPreferencesStayInTheSheet() throws {
        let log = Log()
        let host = TestHost(Presenter(log: log))
        #expect(log.take() == ["presenter"])
        host.tap("present")
        #expect(log.take() == [])
    }
}
