import ViewEngine

struct ChatMessage: Identifiable, Equatable {
    let id: Int
    let text: String
    let isMine: Bool
}

struct ChatThreadView: View {
    @State private var messages = [
        ChatMessage(id: 1, text: "Hi!", isMine: false),
        ChatMessage(id: 2, text: "Hello", isMine: true),
    ]
    @State private var draft = ""

    var body: some View {
        VStack {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 8) {
                        ForEach(messages) { message in
                            Text(message.text)
                                .padding(10)
                                .background(message.isMine ? Color.blue : Color.gray.opacity(0.2))
                                .foregroundColor(message.isMine ? .white : .primary)
                                .clipShape(RoundedRectangle(cornerRadius: 16))
                                .frame(maxWidth: .infinity, alignment: message.isMine ? .trailing : .leading)
                                .id(message.id)
                        }
                    }
                    .padding(.horizontal)
                }
                .onChange(of: messages.count) { _ in
                    if let last = messages.last {
                        withAnimation(.easeOut(duration: 0.2)) {
                            proxy.scrollTo(last.id, anchor: .bottom)
                        }
                        print("scrolled to message \(last.id)")
                    }
                }
            }
            HStack {
                TextField("Message", text: $draft)
                    .textFieldStyle(.roundedBorder)
                Button("Send") {
                    messages.append(ChatMessage(id: messages.count + 1, text: draft, isMine: true))
                    draft = ""
                }
                .disabled(draft.isEmpty)
            }
            .padding()
        }
    }
}
