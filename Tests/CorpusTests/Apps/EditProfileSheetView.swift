import ViewEngine

struct EditProfileSheetView: View {
    @State private var displayName = "Ana"
    @State private var isEditing = false

    var body: some View {
        VStack {
            Text("Hello, \(displayName)")
            Button("Edit name") { isEditing = true }
        }
        .sheet(isPresented: $isEditing) {
            NameEditor(name: $displayName)
        }
        .onChange(of: isEditing) { editing in
            print(editing ? "sheet shown" : "sheet dismissed")
        }
        .onChange(of: displayName) { name in
            print("name saved: \(name)")
        }
    }
}

struct NameEditor: View {
    @Binding var name: String
    @State private var draft = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $draft)
            }
            .navigationTitle("Edit Name")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        name = draft
                        dismiss()
                    }
                    .disabled(draft.isEmpty)
                }
            }
        }
        .onAppear { draft = name }
    }
}
