import ViewEngine

struct TodoItem: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
}

struct TodoListView: View {
    @State private var todos = [
        TodoItem(id: 1, title: "Buy milk"),
        TodoItem(id: 2, title: "Call Ana"),
    ]
    @State private var nextID = 3

    private var remaining: Int { todos.filter { !$0.isDone }.count }

    var body: some View {
        NavigationStack {
            List {
                ForEach($todos) { $todo in
                    Toggle(todo.title, isOn: $todo.isDone)
                        .strikethrough(todo.isDone)
                }
                Button("Add chore") {
                    todos.append(TodoItem(id: nextID, title: "Chore \(nextID)"))
                    nextID += 1
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("To Do (\(remaining))")
        }
        .onChange(of: todos) { newTodos in
            print("saving \(newTodos.count) items, \(newTodos.filter(\.isDone).count) done")
        }
        .onChange(of: remaining) { count in
            if count == 0 { print("all done!") }
        }
    }
}
