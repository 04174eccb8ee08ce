import ViewEngine

// "What values can be observed by onChange": the article's `Timer.publish(...)` store,
// its timer run by the view's `.task` over `values` (so it ticks on this host's clock,
// not the first host's). The store is not state: its date changes every 3 s without
// redrawing anything; only the refresh button, which gives the button a new identity,
// re-evaluates the view and so lets onChange compare.
struct NonStateDemo: View {
    let store = Store.share
    @State var id = UUID()
    var body: some View {
        VStack {
            Button("refresh") {
                id = UUID()
            }
            .id(id)
            .onChange(of: store.date) { value in
                print(value)
            }
        }
        .task {
            // Combine's `.assign(to: \.date, on: self)`: the timer runs while the view lives.
            for await date in Timer.publish(every: 3, on: .main, in: .common).autoconnect().values {
                store.date = date
            }
        }
    }
}

class Store {
    var date = Date(timeIntervalSince1970: 1_700_000_000)   // the virtual clock's start
    // Swift 6 needs `nonisolated(unsafe)` for a shared mutable singleton. Invariant: the
    // lab only touches it from the main actor.
    nonisolated(unsafe) static let share = Store()
}

extension Scenarios {
    static let nonStateDemo = Scenario(
        "NonStateDemo", article: "Understanding SwiftUI's onChange",
        summary: "A non-state value is compared only when something else redraws the view"
    ) { lab in
        Store.share.date = Date(timeIntervalSince1970: 1_700_000_000)
        let host = lab.host(NonStateDemo())
        await lab.settle(host)
        try lab.tap("refresh", in: host)      // nothing changed yet: nothing printed
        await lab.advance(by: .seconds(3), host)
        try lab.tap("refresh", in: host)      // the view redraws: the new date prints
        try lab.tap("refresh", in: host)      // twice within three seconds: nothing more
        await lab.advance(by: .seconds(6), host)
        try lab.tap("refresh", in: host)
    }
}
