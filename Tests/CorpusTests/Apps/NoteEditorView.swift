import ViewEngine

struct NoteEditorView: View {
    static let limit = 12
    @State private var note = ""

    var body: some View {
        VStack(alignment: .trailing) {
            TextField("What's on your mind?", text: $note, axis: .vertical)
                .lineLimit(3...6)
                .textFieldStyle(.roundedBorder)
            Text("\(note.count)/\(Self.limit)")
                .font(.caption)
                .foregroundColor(note.count == Self.limit ? .red : .secondary)
        }
        .padding()
        .onChange(of: note) { newValue in
            if newValue.count > Self.limit {
                note = String(newValue.prefix(Self.limit))
                print("trimmed to \(Self.limit)")
            }
        }
    }
}
