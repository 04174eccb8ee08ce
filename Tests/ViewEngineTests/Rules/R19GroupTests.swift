import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R19: a modifier applied to a `Group` applies to each of its members (the content
/// of `ForEach`, conditionals, tuples and nested groups inside it), not to the group; a
/// member that newly appears gets its own appearance actions; a group with no members
/// runs none of its modifiers' actions. A `VStack` is one view: it does not distribute.
@MainActor
@Suite("R19 Group distributes its modifiers")
struct R19GroupTests {
    struct Appearance: View {
        let log: Log
        @State var loggedIn = false
        @State var rows = [1]
        var body: some View {
            VStack {
                Button("log in or out") { loggedIn.toggle() }
                Button("add row") { rows.append(rows.count + 1) }
                Group {
                    if loggedIn {
                        Text("Home")
                    } else {
                        Text("Sign in")
                        Text("Register")
                    }
                    ForEach(rows, id: \.self) { row in Text("row \(row)") }
                }
                .onAppear { log("appear") }
                .onDisappear { log("disappear") }
            }
        }
    }

    @Test func appearanceActionsRunPerMemberAndForEachMemberThatComesOrGoes() throws {
        let log = Log()
        let host = TestHost(Appearance(log: log))
        #expect(log.take() == ["appear", "appear", "appear"])
        host.tap("log in or out")
        #expect(log.take() == ["appear", "disappear", "disappear"])
        host.tap("add row")
        #expect(log.take() == ["appear"])
        #expect(host.render() == """
            VStack
              Button "log in or out"
              Button "add row"
              Text "Home"
              Text "row 1"
              Text "row 2"
            """)
    }

    struct Empty: View {
        let log: Log
        @State var shown = false
        var body: some View {
            VStack {
                Button("show") { shown = true }
                Group {
                    if shown { Text("now") }
                    EmptyView()
                }
                .onAppear { log("appear") }
                .task { log("task") }
            }
        }
    }

    @Test func aGroupWithNoMembersRunsNoneOfItsModifiersActions() async throws {
        let log = Log()
        let host = TestHost(Empty(log: log))
        await host.settle()
        #expect(log.take() == [])
        host.tap("show")
        await host.settle()
        #expect(log.take() == ["appear", "task"])
    }

    struct Observing: View {
        let log: Log
        @State var x = 0
        var body: some View {
            VStack {
                Button("change") { x += 1 }
                Group {
                    Text("A")
                    Text("B")
                }
                .onChange(of: x) { [x] newValue in log("\(x) -> \(newValue)") }
                VStack {
                    Text("C")
                    Text("D")
                }
                .onChange(of: x) { newValue in log("stack \(newValue)") }
            }
        }
    }

    @Test func onChangeObservesOncePerMemberAndAStackOnce() throws {
        let log = Log()
        let host = TestHost(Observing(log: log))
        host.tap("change")
        #expect(log.take() == ["0 -> 1", "0 -> 1", "stack 1"])
    }

    struct Tasks: View {
        let log: Log
        var body: some View {
            Group {
                Text("A")
                Group {
                    Text("B")
                    Text("C")
                }
            }
            .task { log("task") }
            .onReceive(Just(1)) { log("received \($0)") }
        }
    }

    @Test func tasksAndSubscriptionsRunPerMemberOfNestedGroups() async {
        let log = Log()
        let host = TestHost(Tasks(log: log))
        await host.settle()
        #expect(log.take().sorted() == ["received 1", "received 1", "received 1", "task", "task", "task"])
    }

    /// A custom modifier with state of its own: one per member.
    struct Numbered: ViewModifier {
        let log: Log
        @State var taps = 0
        func body(content: Content) -> some View {
            let _ = log("body")
            HStack {
                content
                Button("\(taps)") { taps += 1 }
            }
        }
    }

    struct Custom: View {
        let log: Log
        var body: some View {
            Group {
                Text("A")
                Text("B")
            }
            .modifier(Numbered(log: log))
        }
    }

    @Test func aCustomModifierRunsItsBodyOncePerMemberWithItsOwnState() throws {
        let log = Log()
        let host = ViewHost(testing: Custom(log: log))
        #expect(log.take() == ["body", "body"])
        #expect(host.render() == "HStack\n  Text \"A\"\n  Button \"0\"\nHStack\n  Text \"B\"\n  Button \"0\"")
        #expect(throws: HostError.self) { try host.tap("0") }   // one per member: ambiguous
    }

    struct Chained: View {
        let log: Log
        var body: some View {
            Group {
                Text("A")
                Text("B")
            }
            .onAppear { log("inner") }
            .onAppear { log("outer") }
        }
    }

    @Test func chainedModifiersApplyToEachMemberInsideOut() {
        let log = Log()
        _ = ViewHost(testing: Chained(log: log))
        #expect(log.take() == ["inner", "outer", "inner", "outer"])
    }

    struct Disabling: View {
        let log: Log
        var body: some View {
            Group {
                Button("one") { log("one") }
                Button("two") { log("two") }
            }
            .disabled(true)
        }
    }

    @Test func disablingAGroupDisablesEachMember() {
        let host = ViewHost(testing: Disabling(log: Log()))
        for title in ["one", "two"] {
            #expect(throws: HostError(control: "Button", title: title, reason: .disabled, availableTitles: ["one", "two"])) {
                try host.tap(title)
            }
        }
    }
}
