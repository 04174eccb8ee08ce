import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R5: actions run in view-tree order, inside out: a child's before its parent's,
/// and on one view in the order the modifiers were applied.
@MainActor
@Suite("R5 Order")
struct R05OrderTests {
    struct ExecutionOrder: View {
        let log: Log
        @State var text = ""
        var body: some View {
            VStack {
                Button("Change") { text += "1" }
                    .onChange(of: text) { _ in log("TextField1") }
                    .onChange(of: text) { _ in log("TextField2") }
            }
            .onChange(of: text, perform: { _ in log("VStack") })
        }
    }

    @Test func insideOutInApplicationOrder() throws {
        let log = Log()
        let host = TestHost(ExecutionOrder(log: log))
        host.tap("Change")
        #expect(log.take() == ["TextField1", "TextField2", "VStack"])
    }

    struct Leaf: View {
        let log: Log
        let name: String
        let value: Int
        var body: some View {
            Text(name).onChange(of: value) { _ in log(name) }
        }
    }

    struct Tree: View {
        let log: Log
        @State var value = 0
        var body: some View {
            VStack {
                HStack {
                    Leaf(log: log, name: "a", value: value)
                    Leaf(log: log, name: "b", value: value)
                }
                .onChange(of: value) { _ in log("ab") }
                Leaf(log: log, name: "c", value: value)
                Button("go") { value += 1 }
            }
            .onChange(of: value) { _ in log("root") }
        }
    }

    @Test func childrenBeforeParentsSiblingsInTreeOrder() throws {
        let log = Log()
        let host = TestHost(Tree(log: log))
        host.tap("go")
        #expect(log.take() == ["a", "b", "ab", "c", "root"])
    }
}
