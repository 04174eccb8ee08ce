/// The content of a window that presents a value: what `WindowGroup(for:)` shows.
///
/// ```swift
/// WindowGroup(for: Note.ID.self) { $noteID in NoteEditor(noteID: noteID) }
/// ```
///
/// The window keeps the value it presents as state of its own: it starts `nil` (or the
/// group's default value), and a write through the binding changes it for that window.
public struct PresentedWindowContent<Data: Decodable & Encodable & Hashable, Content: View>: View {
    @State private var value: Data?
    private let content: (Binding<Data?>) -> Content

    init(content: @escaping (Binding<Data?>) -> Content) {
        self.content = content
    }

    init(content: @escaping (Binding<Data>) -> Content, defaultValue: @escaping () -> Data) {
        self.content = { presented in
            content(Binding(get: { presented.wrappedValue ?? defaultValue() }, set: { presented.wrappedValue = $0 }))
        }
    }

    /// The content, given a binding to the presented value.
    public var body: some View { content($value) }
}
