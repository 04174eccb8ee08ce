import ViewEngine
import OnChangeCompat

// The Japanese article's TabView experiment, unchanged but for the outer view's name:
// `initial: true` runs at every appearance, like `onAppear`, on each tab switch too.
struct TabExperimentView: View {
    var body: some View {
        TabView {
            TabContentView(title: "Received")
                .tabItem {
                    Label("Received", systemImage: "tray.and.arrow.down.fill")
                }
            TabContentView(title: "Sent")
                .tabItem {
                    Label("Sent", systemImage: "tray.and.arrow.up.fill")
                }
            TabContentView(title: "Account")
                .tabItem {
                    Label("Account", systemImage: "person.crop.circle.fill")
                }
        }
    }
}

struct TabContentView: View {
    var title: String
    @State var count: Int = 0
    var body: some View {
        NavigationStack {
            VStack {
                Text("count: \(count)")
                Button("+") {
                    count += 1
                }
            }
            .navigationTitle(title)
            .onAppear {
                print("[\(title)] onAppear:")
            }
            .onChange(of: count, initial: true) { oldValue, newValue in
                // `onAppear`と同タイミングで呼ばれる
                print("[\(title)] onChange: \(oldValue) → \(newValue)")
            }
        }
    }
}

extension Scenarios {
    static let tabContentView = Scenario(
        "TabContentView", article: "iOS 17 の新しい onChange(of:initial:_:) とその互換実装",
        summary: "initial: true runs again each time a tab appears; each tab keeps its state"
    ) { lab in
        let host = lab.host(TabExperimentView())
        try lab.tap("+", in: host)
        for tab in ["Sent", "Account", "Received"] {
            lab.step("select tab \"\(tab)\"")
            try host.select(tab: tab)
        }
        lab.step("render")
        print(host.render())
    }
}
