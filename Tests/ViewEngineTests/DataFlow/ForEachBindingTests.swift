import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// `ForEach($items) { $item in ... }`: each row gets a binding into its element.
@MainActor
struct ForEachBindingTests {
    struct Todo: Identifiable, Equatable {
        let id: Int
        var title: String
        var done = false
    }

    struct Todos: View {
        let log: Log
        @State var todos = [Todo(id: 1, title: "milk"), Todo(id: 2, title: "tea")]
        var body: some View {
            VStack {
                ForEach($todos) { $todo in
                    TextField("todo \(todo.id)", text: $todo.title)
                    Toggle("done \(todo.id)", isOn: $todo.done)
                }
                Button("drop first") { todos.removeFirst() }
            }
            .onChange(of: todos) { log($0.map { "\($0.title)\($0.done ? "✓" : "")" }.joined(separator: ",")) }
        }
    }

    @Test func rowsWriteThroughTheirElementBinding() throws {
        let log = Log()
        let host = TestHost(Todos(log: log))
        host.type("oat", into: "todo 2")
        host.toggle("done 1")
        #expect(log.take() == ["milk,o", "milk,oa", "milk,oat", "milk✓,oat"])
        host.tap("drop first")
        host.toggle("done 2")
        #expect(log.take() == ["oat", "oat✓"])
        #expect(host.render() == "VStack\n  TextField \"todo 2\" = \"oat\"\n  Toggle \"done 2\" on\n  Button \"drop first\"")
    }
}
