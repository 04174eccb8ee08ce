import ViewEngine

func log(_ value: Int) { print(value) }
func save(count: Int) { print(count) }

enum Analytics {
    static func track(_ value: Int) { print(value) }
}

// perform: with a function reference, and with a closure argument.
struct Handlers: View {
    @State var count = 0

    var body: some View {
        Button("+") { count += 1 }
            .onChange(of: count, perform: log)
            .onChange(of: count, perform: save)
            .onChange(of: count, perform: save(count:))
            .onChange(of: count, perform: Analytics.track)
            .onChange(of: count, perform: { newValue in
                print(newValue)
            })
            .onChange(of: count, perform: report)        // a method: runs on the previous view
            .onChange(of: count, perform: makeHandler())  // not a reference
    }

    func report(_ value: Int) { print(value) }
    func makeHandler() -> (Int) -> Void { { print($0) } }
}
