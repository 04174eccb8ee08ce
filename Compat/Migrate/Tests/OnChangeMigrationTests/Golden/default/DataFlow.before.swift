import ViewEngine

// R15: ObservableObject models.
final class Model: ObservableObject {
    @Published var value = 0
    @Published var other = 0
}

struct Owner: View {
    @StateObject var model = Model()

    var body: some View {
        Text("\(model.value)")
            .onChange(of: model.value) { newValue in
                print(newValue, model.other)            // the same instance in every evaluation
            }
            .onChange(of: model.value) { [model] newValue in
                print(model.value, newValue)            // a reference: model.value is the new value
            }
            .onReceive(model.$value) { newValue in
                print(newValue)
            }
            .onReceive(model.objectWillChange) { _ in
                print("will change")
            }
    }
}

struct Borrower: View {
    @ObservedObject var model: Model

    var body: some View {
        Text("\(model.value)")
            .onChange(of: model.value) { newValue in
                print(newValue)
            }
            .onChange(of: model.value) { newValue in
                print(model.other, newValue)            // the parent may pass another instance
            }
    }
}
