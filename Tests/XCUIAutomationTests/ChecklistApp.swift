// The app the UI tests launch: a list with a field, a switch per row, a stepper, a pushed
// detail, a disabled button and an identified label. Written as an iOS app's files are.
import ViewEngine
import Foundation

struct ChecklistApp: App {
    var body: some Scene {
        WindowGroup { ChecklistView() }
    }
}

struct ChecklistView: View {
    @State private var items: [String] = CommandLine.arguments.contains("-seeded") ? ["Milk"] : []
    @State private var newItem = ""
    @State private var done: Set<String> = []
    @State private var count = 1
    @State private var status = "Ready"

    var body: some View {
        NavigationStack {
            VStack {
                TextField("New item", text: $newItem)
                    .onSubmit(add)
                Button("Add", action: add)
                    .disabled(newItem.isEmpty)
                List {
                    ForEach(items, id: \.self) { item in
                        Toggle(item, isOn: Binding(get: { done.contains(item) },
                                                   set: { if $0 { done.insert(item) } else { done.remove(item) } }))
                    }
                }
                Stepper("Copies: \(count)", value: $count, in: 1...5)
                Text(status).accessibilityIdentifier("status")
                NavigationLink("About") { Text("Checklist 1.0").navigationTitle("About") }
                Text(ProcessInfo.processInfo.environment["GREETING"] ?? "no greeting")
                Button("Far away") { status = "Reached" }
                    .offset(x: 2000)
            }
            .navigationTitle("Checklist")
            .task {
                try? await Task.sleep(for: .seconds(2))
                status = "Synced"
            }
        }
    }

    private func add() {
        items.append(newItem)
        newItem = ""
    }
}
