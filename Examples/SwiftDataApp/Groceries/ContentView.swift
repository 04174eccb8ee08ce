import SwiftUI
import SwiftData

struct ContentView: View {
    @Environment(\.modelContext) private var modelContext
    @Environment(\.undoManager) private var undoManager
    @State private var newItemName = ""
    @State private var hidesBought = false
    @State private var status = ""

    var body: some View {
        NavigationStack {
            VStack {
                HStack {
                    TextField("New item", text: $newItemName)
                    Button("Add", action: addItem)
                        .disabled(newItemName.isEmpty)
                }
                Toggle("Hide bought", isOn: $hidesBought)
                GroceryList(hidesBought: hidesBought, status: $status)
                Text(status)
            }
            .navigationTitle("Groceries")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Undo") {
                        undoManager?.undo()
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
            }
        }
    }

    private func addItem() {
        withAnimation {
            modelContext.insert(GroceryItem(name: newItemName))
            newItemName = ""
        }
    }
}

struct GroceryList: View {
    @Environment(\.modelContext) private var modelContext
    @Query private var items: [GroceryItem]
    @Binding var status: String

    init(hidesBought: Bool, status: Binding<String>) {
        _items = Query(filter: #Predicate<GroceryItem> { item in
            !hidesBought || !item.isBought
        }, sort: \GroceryItem.name)
        _status = status
    }

    var body: some View {
        List {
            ForEach(items) { item in
                GroceryRow(item: item)
            }
            .onDelete(perform: deleteItems)
        }
        .onChange(of: items, initial: true) { oldItems, newItems in
            status = "\(oldItems.count) → \(newItems.count) items"
        }
    }

    private func deleteItems(offsets: IndexSet) {
        withAnimation {
            for index in offsets {
                modelContext.delete(items[index])
            }
        }
    }
}

struct GroceryRow: View {
    @Bindable var item: GroceryItem

    var body: some View {
        HStack {
            Toggle(item.name, isOn: $item.isBought)
            Stepper("\(item.quantity)", value: $item.quantity, in: 1...99)
        }
    }
}

#Preview {
    ContentView()
        .modelContainer(for: GroceryItem.self, inMemory: true)
}
