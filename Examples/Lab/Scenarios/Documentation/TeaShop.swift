import ViewEngine

// onChange under each family of controls, presentation and navigation (SwiftUI's
// documentation of Picker, sheet(isPresented:) and NavigationStack(path:)): a picker's
// selection, a sheet's isPresented binding (written by the sheet's dismiss action) and a
// navigation path (appended by a link, shortened by the back button).
struct TeaShop: View {
    @State var theme = "Light"
    @State var isOrdering = false
    @State var path: [String] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Picker("Theme", selection: $theme) {
                    Text("Light").tag("Light")
                    Text("Dark").tag("Dark")
                }
                .onChange(of: theme) { [theme] newValue in print("theme: \(theme) -> \(newValue)") }
                Button("Order") { isOrdering = true }
                NavigationLink("Sencha", value: "Sencha")
            }
            .navigationDestination(for: String.self) { name in TeaDetail(name: name) }
            .sheet(isPresented: $isOrdering) { OrderSheet() }
            .onChange(of: isOrdering) { newValue in print("isOrdering: \(newValue)") }
            .onAppear { print("TeaShop: onAppear") }
            .onDisappear { print("TeaShop: onDisappear") }
        }
        .onChange(of: path) { [path] newValue in print("path: \(path) -> \(newValue)") }
    }
}

struct OrderSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State var cups = 1
    var body: some View {
        VStack {
            Stepper("Cups: \(cups)", value: $cups, in: 1...3)
            Button("Place order") { dismiss() }
        }
        .onChange(of: cups) { newValue in print("cups: \(newValue)") }
        .onAppear { print("OrderSheet: onAppear") }
        .onDisappear { print("OrderSheet: onDisappear") }
    }
}

struct TeaDetail: View {
    let name: String
    var body: some View {
        Text(name)
            .onAppear { print("TeaDetail \(name): onAppear") }
            .onDisappear { print("TeaDetail \(name): onDisappear") }
    }
}

extension Scenarios {
    static let teaShop = Scenario(
        "TeaShop", article: "SwiftUI documentation: Picker, sheet(isPresented:), NavigationStack(path:)",
        summary: "onChange of a picker's selection, a sheet's binding and a navigation path"
    ) { lab in
        let host = lab.host(TeaShop())
        lab.step("select \"Dark\" in \"Theme\"")
        try host.select("Dark", in: "Theme")
        try lab.tap("Order", in: host)
        lab.step("increment \"Cups: 1\"")
        try host.increment("Cups: 1")
        try lab.tap("Place order", in: host)
        try lab.tap("Sencha", in: host)
        print(host.render())
        lab.step("back")
        try host.back()
    }
}
